import { bankAccountCreated } from '@links/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { bankAccountsQuery } from './get-bank-accounts';

export interface CreateBankAccountInput {
  name: string;
  amount?: number;
}

export const createBankAccount = (input: CreateBankAccountInput) =>
  requestParsed(bankAccountCreated, '/create-bank-account', 'POST', input);

export function useCreateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountsQuery.queryKey }),
  });
}
