import { isApprovalPending, todayInGroupZone } from '@links/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ChangesGroup } from '../../../components/ui/ChangesGroup';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../i18n';
import { ApiError, messageOf } from '../../../lib/api';
import { SendFromPayouts } from '../../payouts';
import { useCommitShareOut } from '../api/commit-share-out';
import { usePreviewShareOut } from '../api/preview-share-out';
import { type CommitChoice, CommitPanel } from '../components/CommitPanel';
import { PastShareOuts } from '../components/PastShareOuts';
import { PreviewResult } from '../components/PreviewResult';
import { TermsForm } from '../components/TermsForm';
import { lastYear, type TermsErrors, type TermsValues, termsErrors, termsRequest } from '../components/terms';

/** The terms, the preview of them and the commit: changing a term sets the preview aside. */
function useShareOut(today: string) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TermsValues>(() => lastYear(today));
  const [errors, setErrors] = useState<TermsErrors>({});
  const [committed, setCommitted] = useState<{ text: string; pending: boolean; byMpesa: boolean } | null>(
    null,
  );
  const preview = usePreviewShareOut();
  const commit = useCommitShareOut();
  const change = (name: keyof TermsValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    preview.reset();
    commit.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCommitted(null);
    commit.reset();
    const found = termsErrors(t, values, today);
    setErrors(found);
    const request = termsRequest(values);
    if (Object.values(found).some(Boolean) || !request) return;
    preview.mutate(request);
  };
  const confirm = (choice: CommitChoice) => {
    const request = termsRequest(values);
    if (!request) return;
    commit.mutate(
      { ...request, ...choice },
      {
        onSuccess: (answer) => {
          preview.reset();
          setCommitted({
            text: answer.message,
            pending: isApprovalPending(answer),
            byMpesa: choice.pay_by_mpesa === true,
          });
        },
      },
    );
  };
  return { values, errors, change, submit, confirm, preview, commit, committed };
}

/** The server's refusal of `pay_by_mpesa` (a member's shillings M-Pesa cannot send), said under the box. */
const mpesaRefusal = (error: unknown) =>
  error instanceof ApiError ? error.field('pay_by_mpesa') : undefined;

/**
 * /share-out (admin, docs/share-out.md): pick the period and the method, see every member's share
 * with the totals and a chart, and commit it once: the shares are paid and the period is closed.
 * Paid by M-Pesa, the message points to Payouts, where each member's payout is sent
 * (docs/decisions/payouts.md, "A share-out by M-Pesa").
 */
export function ShareOutPage() {
  const { t } = useTranslation();
  const today = todayInGroupZone();
  const { values, errors, change, submit, confirm, preview, commit, committed } = useShareOut(today);
  return (
    <>
      <PageHeader title={t('shareout.title')}>{t('shareout.intro')}</PageHeader>
      <div className="space-y-6">
        <TermsForm
          values={values}
          errors={errors}
          today={today}
          onChange={change}
          onSubmit={submit}
          pending={preview.isPending}
        />
        {committed ? (
          <Alert tone={committed.pending ? 'info' : 'success'}>
            <p>{committed.text}</p>
            {committed.byMpesa && !committed.pending ? (
              <p className="mt-0.5">
                <SendFromPayouts />
              </p>
            ) : null}
          </Alert>
        ) : null}
        {preview.isError ? <Alert>{messageOf(preview.error, t('shareout.previewFailed'))}</Alert> : null}
        {preview.data ? (
          <>
            <PreviewResult preview={preview.data} />
            <ChangesGroup>
              <CommitPanel
                preview={preview.data}
                onCommit={confirm}
                onChoiceChange={() => commit.reset()}
                pending={commit.isPending}
                error={commit.isError ? messageOf(commit.error, t('shareout.commitFailed')) : undefined}
                mpesaError={commit.isError ? mpesaRefusal(commit.error) : undefined}
              />
            </ChangesGroup>
          </>
        ) : null}
        <PastShareOuts />
      </div>
    </>
  );
}
