import { balanceSheetAnswer } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { booksKey } from '../../../lib/query-keys';
import { queryString } from '../../../lib/query-string';

/** `GET /books/balance-sheet?as_of=` (admin): assets, liabilities and equity with the surplus. */
export const useBalanceSheet = (asOf: string | undefined) =>
  useRead(
    [...booksKey, 'balance-sheet', asOf ?? 'today'],
    balanceSheetAnswer,
    `/books/balance-sheet${queryString({ as_of: asOf })}`,
  );
