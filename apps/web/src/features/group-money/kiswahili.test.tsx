// @vitest-environment happy-dom
import type { GroupActivityAnswer } from '@links/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { GroupMoneyPage } from './pages/GroupMoneyPage';

/**
 * Group money in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"): the
 * totals, each payout's kind and people, and the pager; what each payout was for is the server's.
 */

afterEach(() => vi.unstubAllGlobals());

const amina = { users_id: 1, name: 'Amina Hassan' };
const wanjiru = { users_id: 4, name: 'Wanjiru Kamau' };
const PURPOSES = ['Stationery', 'Savings paid out from M-Pesa: School fees'];

const activity: GroupActivityAnswer = {
  totals: {
    as_of: '2026-03-10',
    cash: 12_000,
    bank: 150_000.5,
    loans_out: 80_000,
    savings: 200_000,
    surplus: 9_500,
  },
  beneficiaries_hidden: false,
  activity: [
    {
      id: 2,
      kind: 'withdrawal',
      date: '2026-03-10',
      amount: 4_000,
      purpose: 'Savings paid out from M-Pesa: School fees',
      beneficiary: wanjiru,
      asked_by: wanjiru,
      approved_by: [amina],
    },
    {
      id: 1,
      kind: 'expense',
      date: '2026-03-02',
      amount: 1_500,
      purpose: 'Stationery',
      beneficiary: null,
      asked_by: amina,
      approved_by: [],
    },
  ],
  pagination: { page: 1, per_page: 10, total: 12, pages: 2 },
};

describe('Group money in Kiswahili', () => {
  inKiswahili();

  it('shows the totals and every payout in Kiswahili', async () => {
    stubApi({ '/group/activity': activity });
    renderAt(<GroupMoneyPage />, '/group-money');
    expect(await screen.findByRole('heading', { name: sw.groupMoney.totals.title, level: 2 })).toBeTruthy();
    expect(screen.getByText(sw.groupMoney.kinds.withdrawal)).toBeTruthy();
    expect(screen.getByText(sw.groupMoney.payout.noOne)).toBeTruthy();
    expect(screen.getByRole('list', { name: sw.groupMoney.payouts.label })).toBeTruthy();
    expect(notKiswahili([amina.name, wanjiru.name, ...PURPOSES])).toEqual([]);
  });
});
