import { isApprovalPending, reversalBody } from '@links/domain';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { messageOf } from '../../../lib/api';
import { useReverseExpense } from '../api/reverse-expense';

export const REVERSE_EXPENSE_FAILED = 'Error reversing the expense';

/** Asks why, then reverses an expense (docs/decisions/reversals.md): its money back in the account it left. */
export function ReverseExpenseDialog({
  expenseId,
  onClose,
  onDone,
}: {
  expenseId: number | null;
  onClose: () => void;
  onDone: (outcome: { message: string; waiting: boolean }) => void;
}) {
  const reverse = useReverseExpense();
  return (
    <ReasonDialog
      open={expenseId !== null}
      title="Reverse expense"
      description={`This takes expense #${expenseId ?? ''} back: its amount returns to the account it was paid from, today.`}
      failure={reverse.isError ? messageOf(reverse.error, REVERSE_EXPENSE_FAILED) : undefined}
      pending={reverse.isPending}
      action="Reverse"
      pendingAction="Reversing…"
      danger
      read={(reason) => {
        const read = reversalBody.safeParse({ reason });
        if (read.success) return { reason: read.data.reason };
        return { error: read.error.issues[0]?.message ?? 'A reason is required to reverse' };
      }}
      onSubmit={(reason) => {
        if (expenseId === null) return;
        reverse.mutate(
          { id: expenseId, reason },
          { onSuccess: (answer) => onDone({ message: answer.message, waiting: isApprovalPending(answer) }) },
        );
      }}
      onClose={() => {
        reverse.reset();
        onClose();
      }}
    />
  );
}
