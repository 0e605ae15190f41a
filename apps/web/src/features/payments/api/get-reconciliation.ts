import { reconciliationAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { queryString } from '../../books';
import { paymentsKey } from './keys';

/** `GET /reconciliation/{accountId}?as_of=` (admin). */
export const reconciliationQuery = (accountId: number, asOf: string | undefined) =>
  queryOptions({
    queryKey: [...paymentsKey, 'reconciliation', accountId, asOf ?? ''],
    queryFn: () =>
      requestParsed(reconciliationAnswer, `/reconciliation/${accountId}${queryString({ as_of: asOf })}`),
  });

export const useReconciliation = (accountId: number, asOf: string | undefined) =>
  useQuery(reconciliationQuery(accountId, asOf));
