import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { bankingKey } from './get-bank-accounts';

/** A row of `GET /all-expenses`, newest first (decisions §5); `amount` in KES. */
export interface Expense {
  expense_id: number;
  account_id: number;
  account_name: string;
  amount: number;
  comment_type: string;
  comment: string | null;
  created_at: string;
}

export const getExpenses = () =>
  request<{ expenses: Expense[] }>('/all-expenses').then((answer) => answer.expenses);

export const expensesQuery = queryOptions({ queryKey: [...bankingKey, 'expenses'], queryFn: getExpenses });

export const useExpenses = () => useQuery(expensesQuery);
