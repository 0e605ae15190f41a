import { todayInGroupZone } from '@links/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

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

/** 1 January of the year of a date: the start of the default period. */
export const startOfYear = (isoDate: string) => `${isoDate.slice(0, 4)}-01-01`;

/**
 * The Books screen's choices live in the URL query (tab, dates, accounts, journal page), so back,
 * reload and a shared link show the same figures. Changing a filter goes back to page 1.
 */
export function useBooksParams() {
  const [params, setParams] = useSearchParams();
  const today = todayInGroupZone();
  const get = (name: Param) => params.get(name) ?? '';
  const tabIndex = Math.max(
    0,
    booksTabs.findIndex((tab) => tab.id === get('tab')),
  );
  const page = Number(get('page'));

  const set = useCallback(
    (changes: Partial<Record<Param, string>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }),
    [setParams],
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
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    set,
  };
}
export type BooksParams = ReturnType<typeof useBooksParams>;
