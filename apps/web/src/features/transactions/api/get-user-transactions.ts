import { transactionPage } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { pageQuery } from '../../../lib/queries';
import { transactionsKey } from '../../../lib/query-keys';
import { TRANSACTIONS_PER_PAGE } from './types';

/** `GET /transactions/user/{userId}?page&per_page`: one member's transactions, newest first. */
export function getUserTransactions(userId: number, page: number) {
  const query = new URLSearchParams({ page: String(page), per_page: String(TRANSACTIONS_PER_PAGE) });
  return requestParsed(transactionPage, `/transactions/user/${userId}?${query}`);
}

export const userTransactionsQuery = (userId: number, page: number) =>
  pageQuery([...transactionsKey, 'user', userId, page], () => getUserTransactions(userId, page));

export const useUserTransactions = (userId: number, page: number) =>
  useQuery(userTransactionsQuery(userId, page));
