// @vitest-environment happy-dom
import type { MemberShareOut, ShareOutView } from '@links/domain';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, renderShown, stubApi, tableText } from '../../../lib/testing/component';
import { MemberShareOutsTable } from './MemberShareOutsTable';
import { PastShareOuts } from './PastShareOuts';
import { SharesTable } from './SharesTable';

/**
 * The share-out tables as the screens show them (docs/share-out.md): each member's basis, share,
 * withholding and net with the totals last; the past share-outs with their period, method, amounts
 * and how and when they were paid; a member's own lines with the rate withheld; and the empty
 * lists. share-out.e2e.ts keeps the journeys (docs/testing.md, "Component tests and browser
 * tests").
 */

const shareOut: ShareOutView = {
  id: 2,
  from: '2025-01-01',
  to: '2025-12-31',
  method: 'time_weighted',
  withholding_rate: 0.05,
  distributable: 30000,
  total_basis: 150000,
  members: [
    { user_id: 4, name: 'Wanjiru Kamau', basis: 100000, share: 20000, withholding: 1000, net: 19000 },
    { user_id: 5, name: 'Baraka Mwangi', basis: 50000, share: 10000, withholding: 500, net: 9500 },
  ],
  total_share: 30000,
  total_withholding: 1500,
  total_net: 28500,
  payout: 'cash',
  account: { id: 1, name: 'Cash on hand' },
  paid_on: '2026-01-15',
  created_at: '2026-01-15T07:00:00.000Z',
  entry_id: 40,
};

describe('the share-out tables', () => {
  it("shows every member's share with the totals last", () => {
    renderShown(<SharesTable shareOut={shareOut} label="Shares" />);
    expect(tableText('Shares')).toEqual([
      ['Member', 'Basis', 'Share', 'Withholding', 'Net'],
      ['Wanjiru Kamau', '100,000.00', '20,000.00', '1,000.00', '19,000.00'],
      ['Baraka Mwangi', '50,000.00', '10,000.00', '500.00', '9,500.00'],
      ['Totals (2 members)', '150,000.00', '30,000.00', '1,500.00', '28,500.00'],
    ]);
  });

  it('shows the past share-outs, and says when there are none', async () => {
    stubApi({
      '/share-outs': {
        share_outs: [
          shareOut,
          {
            ...shareOut,
            id: 1,
            from: '2024-01-01',
            to: '2024-12-31',
            method: 'proportional',
            payout: 'to_savings',
            account: null,
            paid_on: '2025-01-20',
          },
        ],
        pagination: { page: 1, per_page: 10, total: 2, pages: 1 },
      },
    });
    renderAt(<PastShareOuts />, '/share-out');
    await screen.findByText('Time-weighted');
    const headings = ['Period', 'Method', 'Shared', 'Withheld', 'Paid', 'Paid on', 'PDF'];
    expect(tableText('Past share-outs')).toEqual([
      headings,
      [
        '1 Jan 2025 – 31 Dec 2025',
        'Time-weighted',
        '30,000.00',
        '1,500.00',
        'In cash (Cash on hand)',
        '15/01/2026',
        'Download PDF',
      ],
      [
        '1 Jan 2024 – 31 Dec 2024',
        'Proportional',
        '30,000.00',
        '1,500.00',
        'Into savings',
        '20/01/2025',
        'Download PDF',
      ],
    ]);
    cleanup();
    stubApi({ '/share-outs': { share_outs: [], pagination: { page: 1, per_page: 10, total: 0, pages: 0 } } });
    renderAt(<PastShareOuts />, '/share-out');
    await screen.findByRole('table', { name: 'Past share-outs' });
    expect(tableText('Past share-outs')).toEqual([headings, ['No share-out has been committed yet']]);
  });

  it("shows a member's own lines with the figures to check them by", () => {
    const line: MemberShareOut = {
      share_out_id: 2,
      from: '2025-01-01',
      to: '2025-12-31',
      method: 'proportional',
      withholding_rate: 0.05,
      distributable: 30000,
      total_basis: 150000,
      payout: 'to_savings',
      paid_on: '2026-01-15',
      basis: 100000.5,
      share: 20000.07,
      withholding: 1000,
      net: 19000.07,
    };
    renderShown(<MemberShareOutsTable rows={[line]} />);
    expect(tableText('My share-outs')).toEqual([
      [
        'Period',
        'Method',
        'Your basis',
        'Total basis',
        'Group surplus',
        'Your share',
        'Tax',
        'Withheld',
        'Net',
        'Paid',
        'Paid on',
      ],
      [
        '1 Jan 2025 – 31 Dec 2025',
        'Proportional',
        '100,000.50',
        '150,000.00',
        '30,000.00',
        '20,000.07',
        '5%',
        '1,000.00',
        '19,000.07',
        'Into savings',
        '15/01/2026',
      ],
    ]);
    cleanup();
    renderShown(<MemberShareOutsTable rows={[]} />);
    expect(tableText('My share-outs').slice(1)).toEqual([['No share-outs yet']]);
  });
});
