import { memberLoanRows } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { transactionsKey } from './types';

/** `GET /transactions/user/{userId}/loans`: the member's LTL and STL items, newest first. */
export const getUserLoanRows = (userId: number) =>
  requestParsed(memberLoanRows, `/transactions/user/${userId}/loans`).then(
    (answer) => answer.loan_transactions,
  );

export const userLoanRowsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...transactionsKey, 'user', userId, 'loans'],
    queryFn: () => getUserLoanRows(userId),
  });

export const useUserLoanRows = (userId: number) => useQuery(userLoanRowsQuery(userId));
