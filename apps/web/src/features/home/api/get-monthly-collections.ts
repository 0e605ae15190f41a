import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { transactionsKey } from '../../transactions/api/types';

/** One month of `GET /reports/monthly-collections`: approved savings and loan repayments, KES. */
export interface MonthlyCollection {
  /** `YYYY-MM`. */
  month: string;
  savings: number;
  repayments: number;
  total: number;
}

export interface MonthlyCollections {
  /** `YYYY-MM` in the group's time zone; the last of `months`. */
  current_month: string;
  /** The last twelve months, oldest first. */
  months: MonthlyCollection[];
}

export const getMonthlyCollections = () => request<MonthlyCollections>('/reports/monthly-collections');

/** Under the transactions key: an approval changes the figures, and refreshes them with the lists. */
export const monthlyCollectionsQuery = queryOptions({
  queryKey: [...transactionsKey, 'report', 'monthly-collections'],
  queryFn: getMonthlyCollections,
});

export const useMonthlyCollections = () => useQuery(monthlyCollectionsQuery);
