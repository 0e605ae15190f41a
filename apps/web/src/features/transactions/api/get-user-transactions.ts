import { operations } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { pageQuery } from '../../../lib/queries';
import { transactionsKey } from '../../../lib/query-keys';
import { TRANSACTIONS_PER_PAGE } from './types';

/** `GET /transactions/user/{userId}?page&per_page`: one member's transactions, newest first. */
export function getUserTransactions(userId: number, page: number) {
  return call(operations.memberTransactions, {
    params: { userId },
    query: { page: String(page), per_page: String(TRANSACTIONS_PER_PAGE) },
  });
}

export const userTransactionsQuery = (userId: number, page: number) =>
  pageQuery([...transactionsKey, 'user', userId, page], () => getUserTransactions(userId, page));

export const useUserTransactions = (userId: number, page: number) =>
  useQuery(userTransactionsQuery(userId, page));
