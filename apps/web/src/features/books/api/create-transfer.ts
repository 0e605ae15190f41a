import type { TransferRequest } from '@links/domain';
import { transferAnswer } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { booksKey } from './keys';

/** `POST /books/transfers` (admin): 201 `Transfer recorded.`; an overdraft is a 422. */
export const createTransfer = (input: TransferRequest) =>
  requestParsed(transferAnswer, '/books/transfers', 'POST', input);

/** Records a transfer; every books screen refreshes. */
export const useCreateTransfer = () => useMutationOf(createTransfer, [booksKey]);
