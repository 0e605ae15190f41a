import { memberLoanRows, memberSavingsRows } from '@links/domain';
import { useRead } from '../../../lib/queries';
import { transactionsKey } from '../../../lib/query-keys';

const rowsKey = (userId: number, kind: 'loans' | 'savings') => [...transactionsKey, 'user', userId, kind];
const rowsPath = (userId: number, kind: 'loans' | 'savings') => `/transactions/user/${userId}/${kind}`;

/** `GET /transactions/user/{userId}/loans`: the member's LTL and STL items, newest first. */
export const useUserLoanRows = (userId: number) =>
  useRead(rowsKey(userId, 'loans'), memberLoanRows, rowsPath(userId, 'loans'), 'loan_transactions');

/** `GET /transactions/user/{userId}/savings`: the member's SAVING items, newest first. */
export const useUserSavingsRows = (userId: number) =>
  useRead(rowsKey(userId, 'savings'), memberSavingsRows, rowsPath(userId, 'savings'), 'savings_transactions');
