import { balanceSheetAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { booksKey, queryString } from './keys';

/** `GET /books/balance-sheet?as_of=` (admin): assets, liabilities and equity with the surplus. */
export const getBalanceSheet = (asOf: string | undefined) =>
  requestParsed(balanceSheetAnswer, `/books/balance-sheet${queryString({ as_of: asOf })}`);

export const balanceSheetQuery = (asOf: string | undefined) =>
  queryOptions({
    queryKey: [...booksKey, 'balance-sheet', asOf ?? 'today'],
    queryFn: () => getBalanceSheet(asOf),
  });

export const useBalanceSheet = (asOf: string | undefined) => useQuery(balanceSheetQuery(asOf));
