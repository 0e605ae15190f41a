// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi } from '../../lib/testing/component';
import { GROUP_SETTINGS } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import type { Transaction } from '../transactions';
import { HomePage } from './pages/HomePage';

/**
 * The admin home in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"): the
 * welcome, the group's totals, what waits for approval, the bank balances with this month's
 * collections, and the chart's figures with the months in Kiswahili.
 */

afterEach(() => vi.unstubAllGlobals());

const pending: Transaction = {
  id: 12,
  user_id: 4,
  username: 'Wanjiru Kamau',
  total_payed: 1500.5,
  created_at: '2026-05-02T09:15:00.000Z',
  transaction_date: '2026-05-02',
  comment: null,
  status: 'Pending',
  transaction_types: [],
  reversal: null,
};

const DATA = ['Amina Hassan', 'Wanjiru Kamau', 'TRN-12', 'Equity Bank', GROUP_SETTINGS.group_name];

describe('the admin home in Kiswahili', () => {
  inKiswahili();

  it('shows the group at a glance in Kiswahili', async () => {
    stubApi({
      '/transactions?': { transactions: [pending], pagination: { page: 1, per_page: 5, total: 1, pages: 1 } },
      '/totalsavings': { total_savings: 150_000 },
      '/totaloutstandingloans': { total_outstanding_loans: 80_000 },
      '/reports/monthly-collections': {
        current_month: '2026-05',
        months: [
          { month: '2026-04', savings: 2_000, repayments: 1_000, total: 3_000 },
          { month: '2026-05', savings: 2_500, repayments: 4_707.35, total: 7_207.35 },
        ],
      },
      '/all-bank-accounts': { accounts: [{ account_id: 3, name: 'Equity Bank', amount: 150_000.5 }] },
      '/allacounts': { accounts: [] },
      '/settings': GROUP_SETTINGS,
    });
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
    document.cookie = `user=${encodeURIComponent(
      JSON.stringify({
        id: 1,
        users_id: 1,
        firstname: 'Amina',
        lastname: 'Hassan',
        role: 'admin',
        office: 'treasurer',
      }),
    )}`;
    renderAt(<HomePage />, '/');
    expect(await screen.findByRole('heading', { name: 'Makusanyo ya Mei 2026' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: sw.dashboard.chart.table })).toBeTruthy();
    expect(await screen.findByText(sw.dashboard.pending.waiting_one)).toBeTruthy();
    expect(await screen.findByText('Equity Bank')).toBeTruthy();
    expect(screen.getByText('Umeingia kama Amina Hassan, mweka hazina. Kikundi kwa muhtasari.')).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
