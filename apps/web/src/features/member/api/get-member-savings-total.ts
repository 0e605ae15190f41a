import { operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { savingsKey } from '../../../lib/query-keys';

/**
 * `GET /savings/total/{userId}`: one member's savings balance in KES
 * (docs/decisions/access.md, "Admins and members").
 */
export const useMemberSavingsTotal = (userId: number) =>
  useRead(
    [...savingsKey, 'member-total', userId],
    answerOf(operations.memberSavingsTotal),
    pathOfCall(operations.memberSavingsTotal, { params: { userId } }),
    'total_savings',
  );
