import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loansKey } from '../../../lib/query-keys';
import { accountsKey } from '../../accounts';
import { booksKey } from '../../books';
import { statementsKey } from '../../statements';

/** Issues a loan with `issue`; loan lists and totals, the accounts' monthly figures and the books refresh. */
export function useIssueLoan<Input, Created>(issue: (input: Input) => Promise<Created>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issue,
    onSuccess: () =>
      Promise.all(
        [loansKey, accountsKey, booksKey, statementsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
