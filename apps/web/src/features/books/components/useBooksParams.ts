import { todayInGroupZone } from '@links/domain';
import { startOfYear } from '../../../lib/dates';
import { useQueryParams } from '../../../lib/useQueryParams';

/** The Books screen's tabs, as named in the URL (`/books?tab=journal`). */
export const booksTabs = [
  { id: 'accounts', label: 'Accounts' },
  { id: 'journal', label: 'Journal' },
  { id: 'trial-balance', label: 'Trial balance' },
  { id: 'balance-sheet', label: 'Balance sheet' },
  { id: 'income-statement', label: 'Income statement' },
  { id: 'cash-book', label: 'Cash book' },
  { id: 'transfer', label: 'Transfer' },
] as const;
export type BooksTab = (typeof booksTabs)[number]['id'];

type Param = 'tab' | 'as_of' | 'from' | 'to' | 'account' | 'cash' | 'page';

/**
 * The Books screen's choices live in the URL query (tab, dates, accounts, journal page), so back,
 * reload and a shared link show the same figures. Changing a filter goes back to page 1.
 */
export function useBooksParams() {
  const { get, set, page } = useQueryParams<Param>();
  const today = todayInGroupZone();
  const tabIndex = Math.max(
    0,
    booksTabs.findIndex((tab) => tab.id === get('tab')),
  );

  return {
    today,
    tabIndex,
    setTab: (index: number) => set({ tab: booksTabs[index]?.id ?? '' }),
    /** The report date; today unless one was picked. */
    asOf: get('as_of') || today,
    /** The journal's filters: empty means no limit. */
    from: get('from'),
    to: get('to'),
    /** The period of the income statement and the cash book: this year to date unless picked. */
    periodFrom: get('from') || startOfYear(today),
    periodTo: get('to') || today,
    account: get('account'),
    cashAccount: get('cash'),
    page,
    set,
  };
}
export type BooksParams = ReturnType<typeof useBooksParams>;
