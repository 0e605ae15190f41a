import { todayInGroupZone } from '@links/domain';
import { msg } from '../../../i18n';
import { startOfYear } from '../../../lib/dates';
import { useQueryParams } from '../../../lib/useQueryParams';

/** The Books screen's tabs, as named in the URL (`/books?tab=journal`), with the key of each one's name. */
export const booksTabs = [
  { id: 'accounts', label: msg('books.tabs.accounts') },
  { id: 'journal', label: msg('books.tabs.journal') },
  { id: 'trial-balance', label: msg('books.tabs.trialBalance') },
  { id: 'balance-sheet', label: msg('books.tabs.balanceSheet') },
  { id: 'income-statement', label: msg('books.tabs.incomeStatement') },
  { id: 'cash-book', label: msg('books.tabs.cashBook') },
  { id: 'transfer', label: msg('books.tabs.transfer') },
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
