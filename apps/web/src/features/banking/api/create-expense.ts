import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { bankingKey } from './get-bank-accounts';

export interface CreateExpenseInput {
  account_id: number;
  amount: number;
  comment_type: string;
  comment?: string;
}

export interface CreateExpenseAnswer {
  expense_id: number;
  balance: number;
  message: string;
}

export const createExpense = (input: CreateExpenseInput) =>
  request<CreateExpenseAnswer>('/create-expense', 'POST', input);

/** Records an expense; the expenses list and every bank balance refresh (decisions §5). */
export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpense,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankingKey }),
  });
}
