import { totalSavingsAnswer } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { savingsKey } from '../../../lib/query-keys';

/** `GET /savings/total/{userId}`: one member's savings balance in KES (decisions §3). */
export const useMemberSavingsTotal = (userId: number) =>
  useRead(
    [...savingsKey, 'member-total', userId],
    totalSavingsAnswer,
    `/savings/total/${userId}`,
    'total_savings',
  );
