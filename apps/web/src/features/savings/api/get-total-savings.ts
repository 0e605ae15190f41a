import { totalSavingsAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { savingsKey } from './get-savings';

/** `GET /totalsavings`: the group's savings, all members together (KES). */
export const getTotalSavings = () =>
  requestParsed(totalSavingsAnswer, '/totalsavings').then((answer) => answer.total_savings);

export const totalSavingsQuery = queryOptions({
  queryKey: [...savingsKey, 'total'],
  queryFn: getTotalSavings,
});

export const useTotalSavings = () => useQuery(totalSavingsQuery);
