import { cashBookAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import type { Period } from './get-income-statement';
import { booksKey, queryString } from './keys';

/** `GET /books/cash-book/{accountId}?from=&to=` (admin): a money account's movements. */
export const getCashBook = (accountId: string, { from, to }: Period) =>
  requestParsed(cashBookAnswer, `/books/cash-book/${accountId}${queryString({ from, to })}`);

export const cashBookQuery = (accountId: string, period: Period) =>
  queryOptions({
    queryKey: [...booksKey, 'cash-book', accountId, period.from ?? '', period.to ?? ''],
    queryFn: () => getCashBook(accountId, period),
    enabled: accountId !== '',
  });

export const useCashBook = (accountId: string, period: Period) => useQuery(cashBookQuery(accountId, period));
