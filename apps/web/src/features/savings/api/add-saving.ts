import { type AddSavingBody, savingAdded } from '@links/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberSearchKey } from '../../../components/ui/useMemberSearch';
import { requestParsed } from '../../../lib/api';
import { accountsKey } from '../../accounts';
import { savingsKey } from './get-savings';

/** The body is the domain's (`addSavingBody`): the expected saving may be left to the server's setting. */
export const addSaving = (input: AddSavingBody) => requestParsed(savingAdded, '/add-saving', 'POST', input);

/** Opens a savings account; savings lists and totals, and the accounts' savings column, refresh. */
export function useAddSaving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSaving,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savingsKey }),
        queryClient.invalidateQueries({ queryKey: accountsKey }),
        queryClient.invalidateQueries({ queryKey: memberSearchKey }),
      ]),
  });
}
