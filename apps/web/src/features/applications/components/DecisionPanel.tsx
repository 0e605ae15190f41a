import { type ApplicationView, isApprovalPending, REASON_MAX } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextArea } from '../../../components/ui/TextArea';
import { useTranslation } from '../../../i18n';
import { ApiError, messageOf } from '../../../lib/api';
import { MoneyAccountSelect } from '../../books';
import { PayByMpesaCheckbox, SendFromPayouts } from '../../payouts';
import { useDecideApplication } from '../api/applications';

/** The server's refusal of `pay_by_mpesa` (an amount M-Pesa cannot send), said under the checkbox. */
const mpesaRefusal = (error: unknown) =>
  error instanceof ApiError ? error.field('pay_by_mpesa') : undefined;

/**
 * An admin approves (paying the loan out of an account, or owing it to the member by M-Pesa,
 * docs/decisions/payouts.md, "Owing") or rejects, with a reason if they like; once.
 */
export function DecisionPanel({ application }: { application: ApplicationView }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [byMpesa, setByMpesa] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useDecideApplication();
  if (application.status !== 'Pending') {
    return (
      <Alert tone={application.status === 'Approved' ? 'success' : 'info'}>
        {application.status === 'Approved'
          ? t('applications.decision.approved', { loan: application.loan_id })
          : application.reason
            ? t('applications.decision.rejectedBecause', { reason: application.reason })
            : t('applications.decision.rejected')}
        {application.status === 'Approved' && byMpesa ? (
          <span className="mt-0.5 block">
            {t('applications.decision.owedByMpesa')} <SendFromPayouts />
          </span>
        ) : null}
      </Alert>
    );
  }
  const why = reason.trim();
  const withReason = why ? { reason: why } : {};
  const paidBy = byMpesa ? { pay_by_mpesa: true } : account ? { account_id: Number(account) } : {};
  const approve = () =>
    decide.mutate({ id: application.id, decision: { decision: 'Approved', ...paidBy, ...withReason } });
  const reject = () =>
    decide.mutate({ id: application.id, decision: { decision: 'Rejected', ...withReason } });
  const refused = decide.isError ? mpesaRefusal(decide.error) : undefined;
  return (
    <div className="space-y-4">
      <PayByMpesaCheckbox
        checked={byMpesa}
        onChange={(checked) => {
          setByMpesa(checked);
          decide.reset();
        }}
        error={refused}
      />
      {byMpesa ? null : (
        <MoneyAccountSelect
          label={t('applications.decision.paidFrom')}
          value={account}
          onChange={setAccount}
          className="max-w-sm"
        />
      )}
      <TextArea
        label={t('applications.decision.reason')}
        value={reason}
        onChange={setReason}
        maxLength={REASON_MAX}
      />
      {decide.isError && !refused ? (
        <Alert>{messageOf(decide.error, t('applications.decision.decideFailed'))}</Alert>
      ) : null}
      {decide.data && isApprovalPending(decide.data) ? (
        <Alert tone="info">{decide.data.message}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={approve} disabled={decide.isPending}>
          {t('applications.decision.approve')}
        </Button>
        <Button variant="danger" onClick={reject} disabled={decide.isPending}>
          {t('applications.decision.reject')}
        </Button>
      </div>
    </div>
  );
}
