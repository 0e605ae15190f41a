import { booksAccountsAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { booksKey, queryString } from './keys';

export interface BooksAccountsFilter {
  asOf?: string | undefined;
  /** Only the money accounts (Cash on hand and the banks): the pickers use it. */
  money?: boolean;
}

/** `GET /books/accounts?as_of=&money=true` (admin): the chart of accounts by code. */
export const getBooksAccounts = ({ asOf, money }: BooksAccountsFilter) =>
  requestParsed(
    booksAccountsAnswer,
    `/books/accounts${queryString({ as_of: asOf, money: money ? 'true' : undefined })}`,
  );

export const booksAccountsQuery = (filter: BooksAccountsFilter) =>
  queryOptions({
    queryKey: [...booksKey, 'accounts', filter.money ? 'money' : 'all', filter.asOf ?? 'today'],
    queryFn: () => getBooksAccounts(filter),
  });

export const useBooksAccounts = (filter: BooksAccountsFilter) => useQuery(booksAccountsQuery(filter));

/** The money accounts, for the pickers of the approval, loan, settings and transfer forms. */
export const useMoneyAccounts = () => useBooksAccounts({ money: true });
