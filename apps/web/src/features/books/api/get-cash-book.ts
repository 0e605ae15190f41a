import { operations, pathOf } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf } from '../../../lib/call';
import { readQuery } from '../../../lib/queries';
import { booksKey } from '../../../lib/query-keys';
import type { Period } from './get-income-statement';

/** `GET /books/cash-book/{accountId}?from=&to=` (admin): a money account's movements. */
export const cashBookQuery = (accountId: string, { from, to }: Period) =>
  queryOptions({
    ...readQuery(
      [...booksKey, 'cash-book', accountId, from ?? '', to ?? ''],
      answerOf(operations.cashBook),
      // Not fetched until an account is chosen (`enabled`), so its path may still be empty.
      pathOf(operations.cashBook, { accountId }, { from, to }),
    ),
    enabled: accountId !== '',
  });

export const useCashBook = (accountId: string, period: Period) => useQuery(cashBookQuery(accountId, period));
