import type { ApplicationView } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { messageOf } from '../../../lib/api';
import { amountFieldError, amountTextToKes } from '../../../lib/money';
import { useAnswerGuarantee } from '../api/applications';
import { ApplicationSummary, StatusPill } from './ApplicationSummary';

export const ANSWER_FAILED = 'Failed to answer the request';

/** A request to guarantee someone's loan: accept with an amount of savings, or decline. */
export function GuaranteeRequest({ application, userId }: { application: ApplicationView; userId: number }) {
  const mine = application.guarantees.find((g) => g.user_id === userId);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const answer = useAnswerGuarantee();
  const open = application.status === 'Pending' && mine?.status === 'Requested';
  const amountError = amountFieldError('Amount', amount, { required: true, positive: true });
  const accept = () => {
    setTried(true);
    const kes = amountTextToKes(amount);
    if (amountError || kes === undefined) return;
    answer.mutate({ id: application.id, userId, answer: { decision: 'Accepted', amount: kes } });
  };
  return (
    <Card
      title={`${application.firstname} ${application.lastname} asks you to guarantee`}
      actions={mine ? <StatusPill status={mine.status} /> : null}
    >
      <div className="space-y-4">
        <ApplicationSummary application={application} />
        {open ? (
          <div className="space-y-3">
            <Field
              label="Amount to pledge (KES)"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={tried ? amountError : undefined}
            />
            {answer.isError ? <Alert>{messageOf(answer.error, ANSWER_FAILED)}</Alert> : null}
            <div className="flex flex-wrap gap-2">
              <Button onClick={accept} disabled={answer.isPending}>
                Accept
              </Button>
              <Button
                variant="secondary"
                disabled={answer.isPending}
                onClick={() =>
                  answer.mutate({ id: application.id, userId, answer: { decision: 'Declined' } })
                }
              >
                Decline
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
