import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { accountsKey } from './get-accounts';

export interface CreateAccountAnswer {
  account_id: number;
  message: string;
}

export const createAccount = (input: { user_id: number }) =>
  request<CreateAccountAnswer>('/create-account', 'POST', input);

/** Opens a member account; the accounts table and the form's list of members refresh. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}
