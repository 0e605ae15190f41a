import { answerDisputeBody, type DisputeView, fullName } from '@links/domain';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useAnswerDispute } from '../api/disputes';

export type Answering = { dispute: DisputeView; status: 'Resolved' | 'Rejected' };

/** Asks for the answer, then resolves or rejects a dispute; the member is told it (docs/decisions/disputes.md, "Answering"). */
export function AnswerDisputeDialog({
  answering,
  onClose,
  onAnswered,
}: {
  answering: Answering | null;
  onClose: () => void;
  onAnswered: (message: string) => void;
}) {
  const { t } = useTranslation();
  const answer = useAnswerDispute();
  // The dispute stays on screen while the dialog fades out after it was closed.
  const [shown, setShown] = useState(answering);
  if (answering && answering !== shown) setShown(answering);
  const resolving = shown?.status === 'Resolved';
  const says = (dispute: DisputeView) => {
    const about = {
      name: fullName(dispute),
      line: dispute.line_description,
      date: formatDate(dispute.line_date),
      reason: dispute.reason,
    };
    return resolving
      ? t('disputes.answerDialog.resolveSays', about)
      : t('disputes.answerDialog.rejectSays', about);
  };
  return (
    <ReasonDialog
      open={answering !== null}
      title={resolving ? t('disputes.answerDialog.resolveTitle') : t('disputes.answerDialog.rejectTitle')}
      description={shown ? says(shown.dispute) : null}
      label={t('disputes.answerDialog.answer')}
      failure={answer.isError ? messageOf(answer.error, t('disputes.answerDialog.failed')) : undefined}
      pending={answer.isPending}
      action={resolving ? t('disputes.resolve') : t('common.request.reject')}
      pendingAction={resolving ? t('disputes.answerDialog.resolving') : t('common.request.rejecting')}
      danger={!resolving}
      read={(text) => {
        const body = answerDisputeBody.safeParse({ status: shown?.status ?? 'Resolved', answer: text });
        return body.success
          ? { reason: body.data.answer }
          : { error: body.error.issues[0]?.message ?? t('disputes.answerDialog.answerRequired') };
      }}
      onSubmit={(text) => {
        if (!answering) return;
        answer.mutate(
          { id: answering.dispute.dispute_id, body: { status: answering.status, answer: text } },
          {
            onSuccess: (done) => {
              answer.reset();
              onAnswered(done.message);
            },
          },
        );
      }}
      onClose={() => {
        answer.reset();
        onClose();
      }}
    />
  );
}
