import type { TransferRequest } from '@links/domain';
import { orApprovalPending, transferAnswer } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { approvalsKey, booksKey } from '../../../lib/query-keys';

/** `POST /books/transfers` (admin): 201 `Transfer recorded.`; an overdraft is a 422. */
export const createTransfer = (input: TransferRequest) =>
  requestParsed(orApprovalPending(transferAnswer), '/books/transfers', 'POST', input);

/** Records a transfer, or sends it for approval; every books screen and the approvals refresh. */
export const useCreateTransfer = () => useMutationOf(createTransfer, [booksKey, approvalsKey]);
