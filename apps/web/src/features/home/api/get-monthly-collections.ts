import { monthlyCollectionsAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { transactionsKey } from '../../transactions';

export type { MonthlyCollection, MonthlyCollections } from '@links/domain';

export const getMonthlyCollections = () =>
  requestParsed(monthlyCollectionsAnswer, '/reports/monthly-collections');

/** Under the transactions key: an approval changes the figures, and refreshes them with the lists. */
export const monthlyCollectionsQuery = queryOptions({
  queryKey: [...transactionsKey, 'report', 'monthly-collections'],
  queryFn: getMonthlyCollections,
});

export const useMonthlyCollections = () => useQuery(monthlyCollectionsQuery);
