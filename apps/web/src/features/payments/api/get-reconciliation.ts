import { reconciliationAnswer } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../lib/queries';
import { paymentsKey } from '../../../lib/query-keys';
import { queryString } from '../../../lib/query-string';

/** `GET /reconciliation/{accountId}?as_of=` (admin). */
export const reconciliationQuery = (accountId: number, asOf: string | undefined) =>
  readQuery(
    [...paymentsKey, 'reconciliation', accountId, asOf ?? ''],
    reconciliationAnswer,
    `/reconciliation/${accountId}${queryString({ as_of: asOf })}`,
  );

export const useReconciliation = (accountId: number, asOf: string | undefined) =>
  useQuery(reconciliationQuery(accountId, asOf));
