import { operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { approvalsKey } from '../../../lib/query-keys';
import { moneyKeys } from './decide-items';

/**
 * `POST /transactions/{id}/reversal` (docs/decisions/reversals.md): takes an approved transaction back with
 * a reason; under a quorum of 2 it answers the request sent for approval.
 */
export const reverseTransaction = ({ id, reason }: { id: number; reason: string }) =>
  call(operations.reverseTransaction, { params: { id }, body: { reason } });

export const useReverseTransaction = () =>
  useMutationOf(reverseTransaction, [...moneyKeys(), approvalsKey], 'settled');
