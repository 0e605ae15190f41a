import { type ApplicationView, isApprovalPending, REASON_MAX } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextArea } from '../../../components/ui/TextArea';
import { ApiError, messageOf } from '../../../lib/api';
import { MoneyAccountSelect } from '../../books';
import { PayByMpesaCheckbox, SendFromPayouts } from '../../payouts';
import { useDecideApplication } from '../api/applications';

export const DECISION_FAILED = 'Failed to decide the application';
export const OWED_BY_MPESA = 'The loan is owed to the member by M-Pesa:';

/** The server's refusal of `pay_by_mpesa` (an amount M-Pesa cannot send), said under the checkbox. */
const mpesaRefusal = (error: unknown) =>
  error instanceof ApiError ? error.field('pay_by_mpesa') : undefined;

/**
 * An admin approves (paying the loan out of an account, or owing it to the member by M-Pesa,
 * docs/decisions/payouts.md, "Owing") or rejects, with a reason if they like; once.
 */
export function DecisionPanel({ application }: { application: ApplicationView }) {
  const [account, setAccount] = useState('');
  const [byMpesa, setByMpesa] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useDecideApplication();
  if (application.status !== 'Pending') {
    return (
      <Alert tone={application.status === 'Approved' ? 'success' : 'info'}>
        {application.status === 'Approved'
          ? `Approved: loan #${application.loan_id} issued.`
          : `Rejected${application.reason ? `: ${application.reason}` : '.'}`}
        {application.status === 'Approved' && byMpesa ? (
          <span className="mt-0.5 block">
            {OWED_BY_MPESA} <SendFromPayouts />
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
        <MoneyAccountSelect label="Paid from" value={account} onChange={setAccount} className="max-w-sm" />
      )}
      <TextArea label="Reason (optional)" value={reason} onChange={setReason} maxLength={REASON_MAX} />
      {decide.isError && !refused ? <Alert>{messageOf(decide.error, DECISION_FAILED)}</Alert> : null}
      {decide.data && isApprovalPending(decide.data) ? (
        <Alert tone="info">{decide.data.message}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={approve} disabled={decide.isPending}>
          Approve
        </Button>
        <Button variant="danger" onClick={reject} disabled={decide.isPending}>
          Reject
        </Button>
      </div>
    </div>
  );
}
