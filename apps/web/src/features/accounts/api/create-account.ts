import { memberAccountCreated } from '@links/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberSearchKey } from '../../../components/ui/useMemberSearch';
import { requestParsed } from '../../../lib/api';
import { accountsKey } from './get-accounts';

export const createAccount = (input: { user_id: number }) =>
  requestParsed(memberAccountCreated, '/create-account', 'POST', input);

/** Opens a member account; the accounts table and the form's list of members refresh. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKey }),
        queryClient.invalidateQueries({ queryKey: memberSearchKey }),
      ]),
  });
}
