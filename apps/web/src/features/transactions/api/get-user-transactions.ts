import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { TRANSACTIONS_PER_PAGE, type TransactionPage, transactionsKey } from './types';

/** `GET /transactions/user/{userId}?page&per_page`: one member's transactions, newest first. */
export function getUserTransactions(userId: number, page: number) {
  const query = new URLSearchParams({ page: String(page), per_page: String(TRANSACTIONS_PER_PAGE) });
  return request<TransactionPage>(`/transactions/user/${userId}?${query}`);
}

export const userTransactionsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...transactionsKey, 'user', userId, page],
    queryFn: () => getUserTransactions(userId, page),
    placeholderData: keepPreviousData,
  });

export const useUserTransactions = (userId: number, page: number) =>
  useQuery(userTransactionsQuery(userId, page));
