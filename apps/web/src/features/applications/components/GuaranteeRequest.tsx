import { type ApplicationView, fullName, guaranteeDecisionBody } from '@links/domain';
import { useForm } from 'react-hook-form';
import { MoneyField } from '../../../components/form/MoneyField';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useAnswerGuarantee } from '../api/applications';
import { ApplicationSummary, StatusPill } from './ApplicationSummary';

/** The pledge as the wire's body: the amount in KES, read by the server's own rule. */
interface PledgeValues {
  decision: 'Accepted';
  amount: number | undefined;
}

/** A request to guarantee someone's loan: accept with an amount of savings, or decline. */
export function GuaranteeRequest({ application, userId }: { application: ApplicationView; userId: number }) {
  const { t } = useTranslation();
  const mine = application.guarantees.find((g) => g.user_id === userId);
  const form = useForm<PledgeValues>({
    // The pledge in the form's words (`Amount is required`), in the language on screen.
    resolver: schemaResolver<PledgeValues>(guaranteeDecisionBody, {
      amount: t('applications.guarantee.subjects.amount'),
    }),
    defaultValues: { decision: 'Accepted', amount: undefined },
  });
  const answer = useAnswerGuarantee();
  const open = application.status === 'Pending' && mine?.status === 'Requested';
  const accept = form.handleSubmit(({ amount }) => {
    if (amount === undefined) return;
    answer.mutate({ id: application.id, userId, answer: { decision: 'Accepted', amount } });
  });
  return (
    <Card
      title={t('applications.guarantee.asks', { name: fullName(application) })}
      actions={mine ? <StatusPill status={mine.status} /> : null}
    >
      <div className="space-y-4">
        <ApplicationSummary application={application} />
        {open ? (
          <div className="space-y-3">
            <MoneyField control={form.control} name="amount" label={t('applications.guarantee.amount')} />
            {answer.isError ? (
              <Alert>{messageOf(answer.error, t('applications.guarantee.failed'))}</Alert>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void accept()} disabled={answer.isPending}>
                {t('applications.guarantee.accept')}
              </Button>
              <Button
                variant="secondary"
                disabled={answer.isPending}
                onClick={() =>
                  answer.mutate({ id: application.id, userId, answer: { decision: 'Declined' } })
                }
              >
                {t('applications.guarantee.decline')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
