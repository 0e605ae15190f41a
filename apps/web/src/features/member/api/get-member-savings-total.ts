import { totalSavingsAnswer } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { savingsKey } from '../../savings';

/**
 * `GET /savings/total/{userId}`: one member's savings balance in KES
 * (docs/decisions/access.md, "Admins and members").
 */
export const useMemberSavingsTotal = (userId: number) =>
  useRead(
    [...savingsKey, 'member-total', userId],
    totalSavingsAnswer,
    `/savings/total/${userId}`,
    'total_savings',
  );
