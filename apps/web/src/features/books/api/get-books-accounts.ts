import { operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { booksKey } from '../../../lib/query-keys';

export interface BooksAccountsFilter {
  asOf?: string | undefined;
  /** Only the money accounts (Cash on hand and the banks): the pickers use it. */
  money?: boolean;
}

/** `GET /books/accounts?as_of=&money=true` (admin): the chart of accounts by code. */
export const useBooksAccounts = ({ asOf, money }: BooksAccountsFilter) =>
  useRead(
    [...booksKey, 'accounts', money ? 'money' : 'all', asOf ?? 'today'],
    answerOf(operations.booksAccounts),
    pathOfCall(operations.booksAccounts, { query: { as_of: asOf, money: money ? 'true' : undefined } }),
  );

/** The money accounts, for the pickers of the approval, loan, settings and transfer forms. */
export const useMoneyAccounts = () => useBooksAccounts({ money: true });
