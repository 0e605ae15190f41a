import { type BodyInput, operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { approvalsKey, booksKey } from '../../../lib/query-keys';

/** `POST /books/transfers` (admin): 201 `Transfer recorded.`; an overdraft is a 422. */
export const createTransfer = (body: BodyInput<typeof operations.createTransfer>) =>
  call(operations.createTransfer, { body });

/** Records a transfer, or sends it for approval; every books screen and the approvals refresh. */
export const useCreateTransfer = () => useMutationOf(createTransfer, [booksKey, approvalsKey]);
