import { isApprovalPending, reversalBody } from '@links/domain';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useReverseTransaction } from '../api/reverse-transaction';
import { transactionLabel } from '../api/types';

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
  const { t } = useTranslation();
  const reverse = useReverseTransaction();
  return (
    <ReasonDialog
      open={open}
      title={t('transactions.reverse.title')}
      description={t('transactions.reverse.describe', { id: transactionLabel(transactionId) })}
      failure={reverse.isError ? messageOf(reverse.error, t('transactions.reverse.failed')) : undefined}
      pending={reverse.isPending}
      action={t('transactions.reverse.action')}
      pendingAction={t('transactions.reverse.pending')}
      danger
      read={(reason) => {
        const read = reversalBody.safeParse({ reason });
        if (read.success) return { reason: read.data.reason };
        return { error: read.error.issues[0]?.message ?? t('transactions.reverse.reasonRequired') };
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
