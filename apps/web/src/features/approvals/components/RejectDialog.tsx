import { type ApprovalView, approvalDecisionBody, formatKES } from '@links/domain';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { useDecideApproval } from '../api/approvals';
import { kindOf } from './approvalLabels';

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
  const { t } = useTranslation();
  const decide = useDecideApproval();
  const describe = (shown: ApprovalView) => {
    const about = { kind: kindOf(t, shown).toLowerCase(), summary: shown.summary };
    return shown.amount === null
      ? t('approvals.rejectDialog.describe', about)
      : t('approvals.rejectDialog.describeAmount', { ...about, amount: formatKES(kesToCents(shown.amount)) });
  };
  return (
    <ReasonDialog
      open={request !== null}
      title={t('approvals.rejectDialog.title')}
      description={request ? describe(request) : null}
      failure={decide.isError ? messageOf(decide.error, t('approvals.decisionFailed')) : undefined}
      pending={decide.isPending}
      action={t('common.request.reject')}
      pendingAction={t('common.request.rejecting')}
      danger
      read={(reason) => {
        const body = approvalDecisionBody.safeParse({ decision: 'Reject', reason });
        return body.success && body.data.reason
          ? { reason: body.data.reason }
          : { error: body.error?.issues[0]?.message ?? t('approvals.rejectDialog.reasonRequired') };
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
