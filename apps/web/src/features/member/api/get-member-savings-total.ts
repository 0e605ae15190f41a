import { totalSavingsAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { savingsKey } from '../../savings';

/** `GET /savings/total/{userId}`: one member's savings balance in KES (decisions §3). */
export const getMemberSavingsTotal = (userId: number) =>
  requestParsed(totalSavingsAnswer, `/savings/total/${userId}`).then((answer) => answer.total_savings);

export const memberSavingsTotalQuery = (userId: number) =>
  queryOptions({
    queryKey: [...savingsKey, 'member-total', userId],
    queryFn: () => getMemberSavingsTotal(userId),
  });

export const useMemberSavingsTotal = (userId: number) => useQuery(memberSavingsTotalQuery(userId));
