import { type ApprovalView, approvalDecisionBody, formatKES } from '@links/domain';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { useDecideApproval } from '../api/approvals';
import { kindOf } from './approvalLabels';

export const DECISION_FAILED = 'Failed to record the decision';

/** Asks why, then rejects a request: a rejection closes it and nothing is paid. */
export function RejectDialog({
  request,
  onClose,
  onDone,
}: {
  request: ApprovalView | null;
  onClose: () => void;
  onDone: (request: ApprovalView) => void;
}) {
  const decide = useDecideApproval();
  return (
    <ReasonDialog
      open={request !== null}
      title="Reject request"
      description={
        request ? (
          <>
            This rejects the {kindOf(request).toLowerCase()} request “{request.summary}”
            {request.amount !== null ? ` (${formatKES(kesToCents(request.amount))})` : ''}. Nothing is paid,
            and the reason is kept with the request.
          </>
        ) : null
      }
      failure={decide.isError ? messageOf(decide.error, DECISION_FAILED) : undefined}
      pending={decide.isPending}
      action="Reject"
      pendingAction="Rejecting…"
      danger
      read={(reason) => {
        const body = approvalDecisionBody.safeParse({ decision: 'Reject', reason });
        return body.success && body.data.reason
          ? { reason: body.data.reason }
          : { error: body.error?.issues[0]?.message ?? 'reason is required to reject a request' };
      }}
      onSubmit={(reason) => {
        if (!request) return;
        decide.mutate(
          { id: request.id, body: { decision: 'Reject', reason } },
          {
            onSuccess: (decided) => {
              decide.reset();
              onDone(decided);
            },
          },
        );
      }}
      onClose={() => {
        decide.reset();
        onClose();
      }}
    />
  );
}
