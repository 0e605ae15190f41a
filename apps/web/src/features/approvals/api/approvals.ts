import { type ApprovalListQuery, type BodyInput, operations, pathOf } from '@links/domain';
import { answerOf, call } from '../../../lib/call';
import { serverList, useMutationOf } from '../../../lib/queries';
import { approvalsKey } from '../../../lib/query-keys';

export type ApprovalFilter = ApprovalListQuery['status'];

/** `GET /approvals?status&page` (officials): the requests for the group's money, newest first. */
const approvals = serverList({
  key: approvalsKey,
  path: pathOf(operations.approvals),
  check: answerOf(operations.approvals),
  wire: ({ status }: { status: ApprovalFilter }) => ({ status }),
});

export const useApprovals = (status: ApprovalFilter, page: number) => approvals.usePage(page, { status });

/**
 * `POST /approvals/{id}/decision`. The last approval carries the request out, which may change any
 * money screen (loans, the books, expenses, fines, share-outs, settings): every query refreshes.
 */
export const useDecideApproval = () =>
  useMutationOf(
    ({ id, body }: { id: number; body: BodyInput<typeof operations.decideApproval> }) =>
      call(operations.decideApproval, { params: { id }, body }),
    'all',
    'settled',
  );
