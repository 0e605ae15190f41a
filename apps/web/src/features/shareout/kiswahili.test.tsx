// @vitest-environment happy-dom
import {
  type MemberShareOut,
  type ShareOutPreview,
  type ShareOutView,
  todayInGroupZone,
} from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { MyShareOuts } from './components/MyShareOuts';
import { ShareOutPage } from './pages/ShareOutPage';

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

/**
 * The share-out in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"): the
 * terms, the preview with its shares, the confirmation of the commit, the past share-outs, and a
 * member's own lines.
 */

afterEach(() => vi.unstubAllGlobals());

const year = Number(todayInGroupZone().slice(0, 4)) - 1;
const members = [
  { user_id: 4, name: 'Wanjiru Kamau', basis: 20_000, share: 666.67, withholding: 33.33, net: 633.34 },
  { user_id: 5, name: 'Baraka Mwangi', basis: 10_000, share: 333.33, withholding: 16.67, net: 316.66 },
];
const PREVIEW: ShareOutPreview = {
  from: `${year}-01-01`,
  to: `${year}-12-31`,
  method: 'time_weighted',
  withholding_rate: 0.05,
  distributable: 1000,
  total_basis: 30_000,
  members,
  total_share: 1000,
  total_withholding: 50,
  total_net: 950,
};
const PAST: ShareOutView = {
  ...PREVIEW,
  id: 2,
  from: '2024-01-01',
  to: '2024-12-31',
  payout: 'cash',
  account: { id: 1, name: 'Cash on hand' },
  paid_on: '2025-01-15',
  created_at: '2025-01-15T07:00:00.000Z',
  entry_id: 40,
};
const MINE: MemberShareOut = {
  share_out_id: 2,
  from: '2024-01-01',
  to: '2024-12-31',
  method: 'proportional',
  withholding_rate: 0.05,
  distributable: 30_000,
  total_basis: 150_000,
  payout: 'to_savings',
  paid_on: '2025-01-15',
  basis: 100_000.5,
  share: 20_000.07,
  withholding: 1_000,
  net: 19_000.07,
};
const page = { page: 1, per_page: 10, total: 1, pages: 1 };
const DATA = ['Wanjiru Kamau', 'Baraka Mwangi', 'Cash on hand'];

describe('the share-out in Kiswahili', () => {
  inKiswahili();

  it('previews a share-out and asks to confirm its commit in Kiswahili', async () => {
    stubApi({ '/share-outs/preview': PREVIEW, '/share-outs': { share_outs: [PAST], pagination: page } });
    renderAt(<ShareOutPage />, '/share-out');
    expect(await screen.findByRole('table', { name: sw.shareout.past.title })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: sw.shareout.terms.preview }));
    expect(await screen.findByRole('table', { name: sw.shareout.preview.label })).toBeTruthy();
    expect(screen.getByText('Jumla (wanachama 2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: sw.shareout.commit.commit }));
    const dialog = screen.getByRole('dialog', { name: sw.shareout.confirm.title });
    expect(dialog.textContent).toContain('itagawanywa kati ya wanachama 2 kwa kipindi cha');
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it("shows a member's own share-outs in Kiswahili", async () => {
    stubApi({ '/share-outs/user/4': { share_outs: [MINE], pagination: page } });
    renderAt(<MyShareOuts userId={4} />, '/member');
    expect(await screen.findByRole('table', { name: sw.shareout.mine.table })).toBeTruthy();
    expect(screen.getByText(sw.shareout.payouts.to_savings)).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });
});
