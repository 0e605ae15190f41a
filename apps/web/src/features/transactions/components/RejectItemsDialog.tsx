import { decisionSchema, type TransactionType } from '@links/domain';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useRejectItems } from '../api/decide-items';
import { transactionLabel } from '../api/types';
import { transactionTypeWords } from './labels';

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
  const { t } = useTranslation();
  const reject = useRejectItems();
  const label = type ? t(transactionTypeWords[type]).toLowerCase() : '';
  return (
    <ReasonDialog
      open={type !== null}
      title={t('transactions.reject.title')}
      description={t('transactions.reject.describe', {
        // One pending item (or none, while the dialog closes) is said in the singular.
        count: Math.max(1, pendingOfType),
        type: label,
        id: transactionLabel(transactionId),
      })}
      failure={reject.isError ? messageOf(reject.error, t('transactions.reject.failed')) : undefined}
      pending={reject.isPending}
      action={t('transactions.reject.action')}
      pendingAction={t('transactions.reject.pending')}
      danger
      read={(reason) => {
        const decision = decisionSchema.safeParse({ status: 'Rejected', reason });
        if (decision.success && decision.data.status === 'Rejected') return { reason: decision.data.reason };
        return { error: decision.error?.issues[0]?.message ?? t('transactions.reject.reasonRequired') };
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
