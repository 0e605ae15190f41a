import { isApprovalPending, reversalBody } from '@links/domain';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { messageOf } from '../../../lib/api';
import { useReverseTransaction } from '../api/reverse-transaction';
import { transactionLabel } from '../api/types';

export const REVERSE_FAILED = 'Error reversing the transaction';

/**
 * Asks why, then reverses an approved transaction (docs/decisions/reversals.md): contra entries dated today,
 * the member's savings and loans as before the approval. The member is told the reason. `onDone` gets the
 * server's message and whether the reversal waits for another official's approval.
 */
export function ReverseTransactionDialog({
  transactionId,
  open,
  onClose,
  onDone,
}: {
  transactionId: number;
  open: boolean;
  onClose: () => void;
  onDone: (outcome: { message: string; waiting: boolean }) => void;
}) {
  const reverse = useReverseTransaction();
  return (
    <ReasonDialog
      open={open}
      title="Reverse payment"
      description={`This takes ${transactionLabel(transactionId)} back as if it had never been approved: the member's savings and loans are restored and the money leaves the account it came into, today. The member is told the reason.`}
      failure={reverse.isError ? messageOf(reverse.error, REVERSE_FAILED) : undefined}
      pending={reverse.isPending}
      action="Reverse"
      pendingAction="Reversing…"
      danger
      read={(reason) => {
        const read = reversalBody.safeParse({ reason });
        if (read.success) return { reason: read.data.reason };
        return { error: read.error.issues[0]?.message ?? 'A reason is required to reverse' };
      }}
      onSubmit={(reason) =>
        reverse.mutate(
          { id: transactionId, reason },
          {
            onSuccess: (answer) => onDone({ message: answer.message, waiting: isApprovalPending(answer) }),
          },
        )
      }
      onClose={() => {
        reverse.reset();
        onClose();
      }}
    />
  );
}
