import { formatKES, fullName, rejectWithdrawalBody, type WithdrawalView } from '@links/domain';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { useRejectWithdrawal } from '../api/withdrawals';

export const REJECT_FAILED = 'Failed to reject the withdrawal';

/** Asks why, then rejects a requested withdrawal; the member is told the reason (docs/decisions/withdrawals.md, "Statuses"). */
export function RejectWithdrawalDialog({
  withdrawal,
  onClose,
  onRejected,
}: {
  withdrawal: WithdrawalView | null;
  onClose: () => void;
  onRejected: (message: string) => void;
}) {
  const reject = useRejectWithdrawal();
  // The withdrawal stays on screen while the dialog fades out after it was closed.
  const [shown, setShown] = useState(withdrawal);
  if (withdrawal && withdrawal !== shown) setShown(withdrawal);
  return (
    <ReasonDialog
      open={withdrawal !== null}
      title="Reject withdrawal"
      description={
        shown
          ? `${fullName(shown)} asked for ${formatKES(kesToCents(shown.amount))}. No money moves; they are told your reason.`
          : null
      }
      failure={reject.isError ? messageOf(reject.error, REJECT_FAILED) : undefined}
      pending={reject.isPending}
      action="Reject"
      pendingAction="Rejecting…"
      danger
      read={(reason) => {
        const body = rejectWithdrawalBody.safeParse({ reason });
        return body.success ? body.data : { error: body.error.issues[0]?.message ?? 'reason is required' };
      }}
      onSubmit={(reason) => {
        if (!withdrawal) return;
        reject.mutate(
          { id: withdrawal.withdrawal_id, body: { reason } },
          {
            onSuccess: (answer) => {
              reject.reset();
              onRejected(answer.message);
            },
          },
        );
      }}
      onClose={() => {
        reject.reset();
        onClose();
      }}
    />
  );
}
