import { savingAdded } from '@links/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberSearchKey } from '../../../components/ui/useMemberSearch';
import { requestParsed } from '../../../lib/api';
import { accountsKey } from '../../accounts';
import { savingsKey } from './get-savings';

export interface AddSavingInput {
  user_id: number;
  amount_saved: number;
  expected_saving: number;
}

export const addSaving = (input: AddSavingInput) => requestParsed(savingAdded, '/add-saving', 'POST', input);

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
