import { answerDisputeBody, type DisputeView, fullName } from '@links/domain';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { messageOf } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useAnswerDispute } from '../api/disputes';

export const ANSWER_FAILED = 'Failed to answer the dispute';

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
  const answer = useAnswerDispute();
  // The dispute stays on screen while the dialog fades out after it was closed.
  const [shown, setShown] = useState(answering);
  if (answering && answering !== shown) setShown(answering);
  const resolving = shown?.status === 'Resolved';
  return (
    <ReasonDialog
      open={answering !== null}
      title={resolving ? 'Resolve dispute' : 'Reject dispute'}
      description={
        shown
          ? `${fullName(shown.dispute)} says “${shown.dispute.line_description}” of ${formatDate(shown.dispute.line_date)} is wrong: ${shown.dispute.reason} ${resolving ? 'Say what was corrected.' : 'Say why the line is right.'} They are told your answer.`
          : null
      }
      label="Answer"
      failure={answer.isError ? messageOf(answer.error, ANSWER_FAILED) : undefined}
      pending={answer.isPending}
      action={resolving ? 'Resolve' : 'Reject'}
      pendingAction={resolving ? 'Resolving…' : 'Rejecting…'}
      danger={!resolving}
      read={(text) => {
        const body = answerDisputeBody.safeParse({ status: shown?.status ?? 'Resolved', answer: text });
        return body.success
          ? { reason: body.data.answer }
          : { error: body.error.issues[0]?.message ?? 'answer is required' };
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
