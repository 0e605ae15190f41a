import { operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { booksKey } from '../../../lib/query-keys';

/** `GET /books/balance-sheet?as_of=` (admin): assets, liabilities and equity with the surplus. */
export const useBalanceSheet = (asOf: string | undefined) =>
  useRead(
    [...booksKey, 'balance-sheet', asOf ?? 'today'],
    answerOf(operations.balanceSheet),
    pathOfCall(operations.balanceSheet, { query: { as_of: asOf } }),
  );
