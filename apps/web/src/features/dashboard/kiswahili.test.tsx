// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi } from '../../lib/testing/component';
import { GROUP_SETTINGS } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import type { Transaction } from '../transactions';
import { MemberQuickLinks } from './components/MemberQuickLinks';
import { MemberTransactionsTable } from './components/MemberTransactionsTable';
import { OutstandingLoansCard } from './components/OutstandingLoansCard';
import { SavingsCard } from './components/SavingsCard';
import { SwipeableCards } from './components/SwipeableCards';

/**
 * The member dashboard's parts in Kiswahili (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"): the summary cards that swipe, the quick links and the member's transactions.
 */

afterEach(() => vi.unstubAllGlobals());

const transaction = (id: number, status: Transaction['status']): Transaction => ({
  id,
  user_id: 4,
  username: 'Wanjiru Kamau',
  total_payed: 1500.5,
  created_at: '2026-03-02T09:15:00.000Z',
  transaction_date: '2026-03-02',
  comment: null,
  status,
  transaction_types: [],
  reversal: null,
});

const figure = (data: number) => ({ data, error: null, isError: false });

describe("the member dashboard's parts in Kiswahili", () => {
  inKiswahili();

  it('shows the cards, the quick links and the transactions in Kiswahili', async () => {
    stubApi({ '/settings': GROUP_SETTINGS });
    renderAt(
      <>
        <SwipeableCards
          label={sw.home.totals}
          slides={[
            { key: 'savings', label: sw.home.savingsSlide, content: <SavingsCard total={figure(12_500)} /> },
            {
              key: 'loans',
              label: sw.home.loansSlide,
              content: <OutstandingLoansCard total={figure(4_000)} />,
            },
          ]}
        />
        <MemberQuickLinks />
        <MemberTransactionsTable
          rows={[transaction(12, 'Pending'), transaction(11, 'Approved')]}
          pagination={{ page: 1, per_page: 10, total: 12, pages: 2 }}
          onPageChange={() => undefined}
        />
      </>,
      '/member',
    );
    expect(await screen.findByText(GROUP_SETTINGS.group_name)).toBeTruthy();
    expect(screen.getByRole('table', { name: sw.home.table.label })).toBeTruthy();
    expect(screen.getByRole('heading', { name: sw.cards.savingsTitle })).toBeTruthy();
    expect(notKiswahili([GROUP_SETTINGS.group_name, 'TRN-12', 'TRN-11'])).toEqual([]);
  });
});
