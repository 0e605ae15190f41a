import { longTermLoanCreated } from '@links/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { loansKey } from '../../../lib/query-keys';
import { accountsKey } from '../../accounts';
import { booksKey } from '../../books';
import { statementsKey } from '../../statements';

/** `POST /addloan` (spec §7): the rate and the term come from the group settings (decisions §6). */
export interface AddLoanInput {
  user_id: number;
  loan_amount: number;
  date_issued: string;
  /** The money account that pays the loan out (docs/books.md); absent, the group default. */
  account_id?: number;
}

export const addLoan = (input: AddLoanInput) => requestParsed(longTermLoanCreated, '/addloan', 'POST', input);

/** Issues a long-term loan; loan lists and totals, and the accounts' monthly figures, refresh. */
export function useAddLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLoan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loansKey }),
        queryClient.invalidateQueries({ queryKey: accountsKey }),
        queryClient.invalidateQueries({ queryKey: booksKey }),
        queryClient.invalidateQueries({ queryKey: statementsKey }),
      ]),
  });
}
