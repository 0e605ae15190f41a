import { formatKES, fullName, rejectWithdrawalBody, type WithdrawalView } from '@links/domain';
import { RejectRequestDialog } from '../../../components/ui/RejectRequestDialog';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { useRejectWithdrawal } from '../api/withdrawals';

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
  const { t } = useTranslation();
  return (
    <RejectRequestDialog
      item={withdrawal}
      idOf={(w) => w.withdrawal_id}
      title={t('withdrawals.reject.title')}
      describe={(w) =>
        t('withdrawals.reject.describe', { name: fullName(w), amount: formatKES(kesToCents(w.amount)) })
      }
      failed={t('withdrawals.reject.failed')}
      schema={rejectWithdrawalBody}
      reject={useRejectWithdrawal()}
      onClose={onClose}
      onRejected={onRejected}
    />
  );
}
