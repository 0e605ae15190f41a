import { memberSavingsRows } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { transactionsKey } from './types';

/** `GET /transactions/user/{userId}/savings`: the member's SAVING items, newest first. */
export const getUserSavingsRows = (userId: number) =>
  requestParsed(memberSavingsRows, `/transactions/user/${userId}/savings`).then(
    (answer) => answer.savings_transactions,
  );

export const userSavingsRowsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...transactionsKey, 'user', userId, 'savings'],
    queryFn: () => getUserSavingsRows(userId),
  });

export const useUserSavingsRows = (userId: number) => useQuery(userSavingsRowsQuery(userId));
