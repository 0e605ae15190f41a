import { formatKES, fullName, rejectWithdrawalBody, type WithdrawalView } from '@links/domain';
import { RejectRequestDialog } from '../../../components/ui/RejectRequestDialog';
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
  return (
    <RejectRequestDialog
      item={withdrawal}
      idOf={(w) => w.withdrawal_id}
      title="Reject withdrawal"
      describe={(w) => `${fullName(w)} asked for ${formatKES(kesToCents(w.amount))}.`}
      failed={REJECT_FAILED}
      schema={rejectWithdrawalBody}
      reject={useRejectWithdrawal()}
      onClose={onClose}
      onRejected={onRejected}
    />
  );
}
