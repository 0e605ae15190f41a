import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { TRANSACTIONS_PER_PAGE, type TransactionPage, transactionsKey } from './types';

export interface TransactionsFilter {
  page: number;
  /** `pending` keeps transactions whose items are all Pending (decisions §7). */
  status?: 'pending';
}

/** `GET /transactions?page&per_page[&status=pending]` (admin). */
export function getTransactions({ page, status }: TransactionsFilter) {
  const query = new URLSearchParams({ page: String(page), per_page: String(TRANSACTIONS_PER_PAGE) });
  if (status) query.set('status', status);
  return request<TransactionPage>(`/transactions?${query}`);
}

export const transactionsQuery = (filter: TransactionsFilter) =>
  queryOptions({
    queryKey: [...transactionsKey, 'list', filter.status ?? 'all', filter.page],
    queryFn: () => getTransactions(filter),
    // Keep the current page on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const useTransactions = (filter: TransactionsFilter) => useQuery(transactionsQuery(filter));
