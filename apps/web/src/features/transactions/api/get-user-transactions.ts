import { transactionPage } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { TRANSACTIONS_PER_PAGE, transactionsKey } from './types';

/** `GET /transactions/user/{userId}?page&per_page`: one member's transactions, newest first. */
export function getUserTransactions(userId: number, page: number) {
  const query = new URLSearchParams({ page: String(page), per_page: String(TRANSACTIONS_PER_PAGE) });
  return requestParsed(transactionPage, `/transactions/user/${userId}?${query}`);
}

export const userTransactionsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...transactionsKey, 'user', userId, page],
    queryFn: () => getUserTransactions(userId, page),
    placeholderData: keepPreviousData,
  });

export const useUserTransactions = (userId: number, page: number) =>
  useQuery(userTransactionsQuery(userId, page));
