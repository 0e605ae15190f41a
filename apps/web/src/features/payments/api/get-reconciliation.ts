import { operations } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { answerOf, pathOfCall } from '../../../lib/call';
import { readQuery } from '../../../lib/queries';
import { paymentsKey } from '../../../lib/query-keys';

/** `GET /reconciliation/{accountId}?as_of=` (admin). */
export const reconciliationQuery = (accountId: number, asOf: string | undefined) =>
  readQuery(
    [...paymentsKey, 'reconciliation', accountId, asOf ?? ''],
    answerOf(operations.reconciliation),
    pathOfCall(operations.reconciliation, { params: { accountId }, query: { as_of: asOf } }),
  );

export const useReconciliation = (accountId: number, asOf: string | undefined) =>
  useQuery(reconciliationQuery(accountId, asOf));
