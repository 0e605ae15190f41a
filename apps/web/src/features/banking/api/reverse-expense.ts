import { operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { approvalsKey, bankingKey, booksKey } from '../../../lib/query-keys';

/**
 * `POST /expenses/{id}/reversal` (docs/decisions/reversals.md): the money back in the account it left; under a
 * quorum of 2 it answers the request sent for approval.
 */
export const reverseExpense = ({ id, reason }: { id: number; reason: string }) =>
  call(operations.reverseExpense, { params: { id }, body: { reason } });

export const useReverseExpense = () =>
  useMutationOf(reverseExpense, [bankingKey, booksKey, approvalsKey], 'settled');
