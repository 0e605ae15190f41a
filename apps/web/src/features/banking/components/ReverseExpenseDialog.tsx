import { isApprovalPending, reversalBody } from '@links/domain';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useReverseExpense } from '../api/reverse-expense';

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
  const { t } = useTranslation();
  const reverse = useReverseExpense();
  return (
    <ReasonDialog
      open={expenseId !== null}
      title={t('banking.reverse.title')}
      description={t('banking.reverse.description', { id: expenseId ?? '' })}
      failure={reverse.isError ? messageOf(reverse.error, t('banking.reverse.failed')) : undefined}
      pending={reverse.isPending}
      action={t('banking.reverse.action')}
      pendingAction={t('banking.reverse.pending')}
      danger
      read={(reason) => {
        const read = reversalBody.safeParse({ reason });
        if (read.success) return { reason: read.data.reason };
        return { error: read.error.issues[0]?.message ?? t('banking.reverse.reasonRequired') };
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
