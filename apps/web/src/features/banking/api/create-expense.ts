import { expenseCreated } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { bankingKey } from './get-bank-accounts';

export interface CreateExpenseInput {
  account_id: number;
  amount: number;
  comment_type: string;
  comment?: string;
}

export const createExpense = (input: CreateExpenseInput) =>
  requestParsed(expenseCreated, '/create-expense', 'POST', input);

/** Records an expense; the expenses list and every bank balance refresh (decisions §5). */
export const useCreateExpense = () => useMutationOf(createExpense, [bankingKey]);
