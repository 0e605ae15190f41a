import { type ApplicationView, isApprovalPending, REASON_MAX } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextArea } from '../../../components/ui/TextArea';
import { messageOf } from '../../../lib/api';
import { MoneyAccountSelect } from '../../books';
import { useDecideApplication } from '../api/applications';

export const DECISION_FAILED = 'Failed to decide the application';

/** An admin approves (paying the loan out of an account) or rejects, with a reason if they like; once. */
export function DecisionPanel({ application }: { application: ApplicationView }) {
  const [account, setAccount] = useState('');
  const [reason, setReason] = useState('');
  const decide = useDecideApplication();
  if (application.status !== 'Pending') {
    return (
      <Alert tone={application.status === 'Approved' ? 'success' : 'info'}>
        {application.status === 'Approved'
          ? `Approved: loan #${application.loan_id} issued.`
          : `Rejected${application.reason ? `: ${application.reason}` : '.'}`}
      </Alert>
    );
  }
  const why = reason.trim();
  const withReason = why ? { reason: why } : {};
  const approve = () =>
    decide.mutate({
      id: application.id,
      decision: { decision: 'Approved', ...(account ? { account_id: Number(account) } : {}), ...withReason },
    });
  const reject = () =>
    decide.mutate({ id: application.id, decision: { decision: 'Rejected', ...withReason } });
  return (
    <div className="space-y-4">
      <MoneyAccountSelect label="Paid from" value={account} onChange={setAccount} className="max-w-sm" />
      <TextArea label="Reason (optional)" value={reason} onChange={setReason} maxLength={REASON_MAX} />
      {decide.isError ? <Alert>{messageOf(decide.error, DECISION_FAILED)}</Alert> : null}
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
