import { decisionSchema, type TransactionType } from '@links/domain';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { messageOf } from '../../../lib/api';
import { useRejectItems } from '../api/decide-items';
import { transactionLabel } from '../api/types';
import { transactionTypeLabels } from './labels';

export const REJECT_FAILED = 'Error rejecting items';

/**
 * Beyond the spec (docs/decisions/transactions.md, "Rejecting"): asks why, then rejects the Pending items of
 * one type of a transaction. The reason (required, at most 200 characters) is shown to the admin and the
 * member.
 */
export function RejectItemsDialog({
  transactionId,
  type,
  pendingOfType,
  onClose,
  onRejected,
}: {
  transactionId: number;
  type: TransactionType | null;
  pendingOfType: number;
  onClose: () => void;
  onRejected: (message: string) => void;
}) {
  const reject = useRejectItems();
  const label = type ? transactionTypeLabels[type].toLowerCase() : '';
  return (
    <ReasonDialog
      open={type !== null}
      title="Reject payment"
      description={`${
        pendingOfType > 1
          ? `This rejects the ${pendingOfType} pending ${label} items of ${transactionLabel(transactionId)}.`
          : `This rejects the pending ${label} item of ${transactionLabel(transactionId)}.`
      } No money moves, and the member sees the reason.`}
      failure={reject.isError ? messageOf(reject.error, REJECT_FAILED) : undefined}
      pending={reject.isPending}
      action="Reject"
      pendingAction="Rejecting…"
      danger
      read={(reason) => {
        const decision = decisionSchema.safeParse({ status: 'Rejected', reason });
        if (decision.success && decision.data.status === 'Rejected') return { reason: decision.data.reason };
        return { error: decision.error?.issues[0]?.message ?? 'A reason is required to reject' };
      }}
      onSubmit={(reason) => {
        if (!type) return;
        reject.mutate(
          { type, id: transactionId, reason },
          { onSuccess: (answer) => onRejected(answer.message) },
        );
      }}
      onClose={() => {
        reject.reset();
        onClose();
      }}
    />
  );
}
