import { cashBookAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../lib/queries';
import { booksKey } from '../../../lib/query-keys';
import { queryString } from '../../../lib/query-string';
import type { Period } from './get-income-statement';

/** `GET /books/cash-book/{accountId}?from=&to=` (admin): a money account's movements. */
export const cashBookQuery = (accountId: string, { from, to }: Period) =>
  queryOptions({
    ...readQuery(
      [...booksKey, 'cash-book', accountId, from ?? '', to ?? ''],
      cashBookAnswer,
      `/books/cash-book/${accountId}${queryString({ from, to })}`,
    ),
    enabled: accountId !== '',
  });

export const useCashBook = (accountId: string, period: Period) => useQuery(cashBookQuery(accountId, period));
