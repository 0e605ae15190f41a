import { expenseCreated } from '@links/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
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
export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpense,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankingKey }),
  });
}
