import { expensesAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { bankingKey } from './get-bank-accounts';

/** A row of `GET /all-expenses`, newest first (decisions §5); `amount` in KES. */
export type { ExpenseRow as Expense } from '@links/domain';

export const getExpenses = () =>
  requestParsed(expensesAnswer, '/all-expenses').then((answer) => answer.expenses);

export const expensesQuery = queryOptions({ queryKey: [...bankingKey, 'expenses'], queryFn: getExpenses });

export const useExpenses = () => useQuery(expensesQuery);
