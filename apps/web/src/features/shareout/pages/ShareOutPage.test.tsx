// @vitest-environment happy-dom
import { addDaysIso, type ShareOutPreview, todayInGroupZone } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
import { ShareOutPage } from './ShareOutPage';

/**
 * The share-out terms' refusals (docs/share-out.md), checked on the component: the period's days
 * required, in order and ended, a method, a withholding rate of 0 to 100 percent with two decimals,
 * nothing sent while they refuse, the terms sent with the rate as a fraction, and the server's
 * refusal on screen; a cash payout by M-Pesa (docs/decisions/payouts.md, "A share-out by M-Pesa"):
 * the account hidden and not sent, the server's refusal under the box, and the link to Payouts.
 * share-out.e2e.ts keeps the journeys (docs/testing.md, "Component tests and browser tests").
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const NO_SHARE_OUTS = { share_outs: [], pagination: { page: 1, per_page: 10, total: 0, pages: 0 } };

function renderPage(preview: object) {
  stubApi({ '/share-outs/preview': preview, '/share-outs': NO_SHARE_OUTS });
  renderAt(<ShareOutPage />, '/share-out');
  return () => fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
}

const refused = async (label: string, message: string) =>
  expect(await errorOf(field(label), message)).toBe(message);

describe('the share-out terms', () => {
  it('start at last year, and refuse each term by the rules, sending nothing', async () => {
    const today = todayInGroupZone();
    const year = Number(today.slice(0, 4)) - 1;
    const preview = renderPage(refusal(500, ''));
    expect(field('From').value).toBe(`${year}-01-01`);
    expect(field('To').value).toBe(`${year}-12-31`);
    expect(field('To').getAttribute('max')).toBe(today);
    expect(field('Withholding tax (%)').value).toBe('0');
    fill(field('From'), '');
    fill(field('To'), addDaysIso(today, 1));
    fill(field('Method'), '');
    fill(field('Withholding tax (%)'), '150');
    preview();
    await refused('From', 'From is required');
    await refused('To', 'The period must have ended: To cannot be in the future');
    await refused('Method', 'Method is required');
    const percent = 'Withholding tax must be a percent from 0 to 100 with at most two decimals';
    await refused('Withholding tax (%)', percent);
    fill(field('From'), `${year}-06-01`);
    fill(field('To'), `${year}-05-31`);
    fill(field('Method'), 'proportional');
    fill(field('Withholding tax (%)'), '5.125');
    preview();
    await refused('From', 'From must not be after To');
    await refused('Withholding tax (%)', percent);
    fill(field('Withholding tax (%)'), ' ');
    preview();
    await refused('Withholding tax (%)', 'Withholding tax is required');
    expect(sent).toEqual([]);
  });

  it("sends the terms with the rate as a fraction, and shows the server's refusal", async () => {
    const year = Number(todayInGroupZone().slice(0, 4)) - 1;
    const preview = renderPage(refusal(409, 'Nothing to share: the period made no surplus'));
    fill(field('Method'), 'time_weighted');
    fill(field('Withholding tax (%)'), '5');
    preview();
    await screen.findByText('Nothing to share: the period made no surplus');
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        { from: `${year}-01-01`, to: `${year}-12-31`, method: 'time_weighted', withholding_rate: 0.05 },
      ]),
    );
  });
});

const BY_MPESA = 'Pay each member by M-Pesa (the cents under a shilling go to their savings)';
const year = Number(todayInGroupZone().slice(0, 4)) - 1;
const PREVIEW: ShareOutPreview = {
  from: `${year}-01-01`,
  to: `${year}-12-31`,
  method: 'proportional',
  withholding_rate: 0.05,
  distributable: 1000,
  total_basis: 30000,
  members: [
    { user_id: 4, name: 'Wanjiru Kamau', basis: 20000, share: 666.67, withholding: 33.33, net: 633.34 },
    { user_id: 5, name: 'Baraka Mwangi', basis: 10000, share: 333.33, withholding: 16.67, net: 316.66 },
  ],
  total_share: 1000,
  total_withholding: 50,
  total_net: 950,
};

/**
 * The share-out previewed and committed in cash with the box ticked (an account picked first, then
 * hidden), `commit` answering `POST /share-outs`.
 */
async function previewedInCash(commit: object) {
  stubApi({
    '/share-outs/preview': PREVIEW,
    '/share-outs': ({ method }) => (method === 'POST' ? commit : NO_SHARE_OUTS),
    '/books/accounts': MONEY_ACCOUNTS,
  });
  renderAt(<ShareOutPage />, '/share-out');
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  fireEvent.click(await screen.findByRole('radio', { name: /^In cash/ }));
  await screen.findAllByRole('option', { name: 'M-Pesa Paybill' });
  fill(field('Paid from'), '7');
  fireEvent.click(field(BY_MPESA));
  expect(screen.queryByLabelText('Paid from')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Commit Share-out' }));
  const dialog = screen.getByRole('dialog', { name: 'Commit this share-out?' });
  expect(dialog.textContent).toContain(
    'KES 950.00 owed to them by M-Pesa in Payouts (the cents under a shilling into their savings)',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Yes, commit' }));
  await waitFor(() =>
    expect(sent.filter((call) => !call.url.includes('preview')).map((call) => call.body)).toEqual([
      {
        from: `${year}-01-01`,
        to: `${year}-12-31`,
        method: 'proportional',
        withholding_rate: 0,
        payout: 'cash',
        pay_by_mpesa: true,
      },
    ]),
  );
}

describe('a share-out paid by M-Pesa', () => {
  it('hides the account, sends pay_by_mpesa instead, and points to Payouts', async () => {
    const message = 'Share-out committed.';
    await previewedInCash({
      ...PREVIEW,
      id: 3,
      payout: 'cash',
      account: { id: 9, name: 'Payouts due' },
      paid_on: todayInGroupZone(),
      created_at: '2026-01-15T07:00:00.000Z',
      entry_id: 41,
      message,
    });
    await screen.findByText(message);
    const link = screen.getByRole('link', { name: 'Send it from Payouts' });
    expect(link.getAttribute('href')).toBe('/payouts');
  });

  it("shows the server's refusal of M-Pesa under the box, and not above it", async () => {
    const said =
      'M-Pesa sends from KES 1 to KES 150,000 at a time: KES 150,001.00 is outside that. Pay it from a money account instead.';
    await previewedInCash(refusal(422, said, { pay_by_mpesa: said }));
    expect(await errorOf(field(BY_MPESA), said)).toBe(said);
    expect(screen.getAllByText(said)).toHaveLength(1);
    expect(field(BY_MPESA).checked).toBe(true);
    expect(screen.queryByRole('link', { name: 'Send it from Payouts' })).toBeNull();
  });
});
