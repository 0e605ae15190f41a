import { operations } from '@links/domain';
import { answerOf, pathOfCall } from '../../../lib/call';
import { useRead } from '../../../lib/queries';
import { transactionsKey } from '../../../lib/query-keys';

const rowsKey = (userId: number, kind: 'loans' | 'savings') => [...transactionsKey, 'user', userId, kind];

/** `GET /transactions/user/{userId}/loans`: the member's LTL and STL items, newest first. */
export const useUserLoanRows = (userId: number) =>
  useRead(
    rowsKey(userId, 'loans'),
    answerOf(operations.memberLoanItems),
    pathOfCall(operations.memberLoanItems, { params: { userId } }),
    'loan_transactions',
  );

/** `GET /transactions/user/{userId}/savings`: the member's SAVING items, newest first. */
export const useUserSavingsRows = (userId: number) =>
  useRead(
    rowsKey(userId, 'savings'),
    answerOf(operations.memberSavingsItems),
    pathOfCall(operations.memberSavingsItems, { params: { userId } }),
    'savings_transactions',
  );
