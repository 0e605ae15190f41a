import type { TransferRequest } from '@links/domain';
import { transferAnswer } from '@links/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { booksKey } from './keys';

/** `POST /books/transfers` (admin): 201 `Transfer recorded.`; an overdraft is a 422. */
export const createTransfer = (input: TransferRequest) =>
  requestParsed(transferAnswer, '/books/transfers', 'POST', input);

/** Records a transfer; every books screen refreshes. */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: booksKey }),
  });
}
