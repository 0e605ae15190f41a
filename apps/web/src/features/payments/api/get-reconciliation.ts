import { reconciliationAnswer } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../lib/queries';
import { queryString } from '../../books';
import { paymentsKey } from './keys';

/** `GET /reconciliation/{accountId}?as_of=` (admin). */
export const reconciliationQuery = (accountId: number, asOf: string | undefined) =>
  readQuery(
    [...paymentsKey, 'reconciliation', accountId, asOf ?? ''],
    reconciliationAnswer,
    `/reconciliation/${accountId}${queryString({ as_of: asOf })}`,
  );

export const useReconciliation = (accountId: number, asOf: string | undefined) =>
  useQuery(reconciliationQuery(accountId, asOf));
