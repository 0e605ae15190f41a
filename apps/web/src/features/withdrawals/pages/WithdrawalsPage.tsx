import { isApprovalPending, todayInGroupZone, type WithdrawalView } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { choices, filterBar, selectField } from '../../../components/ui/FilterBar';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { messageOf } from '../../../lib/api';
import { changesGroup } from '../../../lib/session';
import { useQueryParams } from '../../../lib/useQueryParams';
import { useStoredUser } from '../../../lib/useSession';
import { downloadWithdrawals, usePayWithdrawal, useWithdrawals } from '../api/withdrawals';
import { NewWithdrawalForm } from '../components/NewWithdrawalForm';
import { RejectWithdrawalDialog } from '../components/RejectWithdrawalDialog';
import { WithdrawalsTable } from '../components/WithdrawalsTable';

export const WITHDRAWALS_FAILED = 'Failed to load withdrawals';
export const PAY_FAILED = 'Failed to pay the withdrawal';

const Filters = filterBar('Filter withdrawals', 'Member name', [
  selectField(
    'status',
    'Status',
    choices({ Requested: 'Requested', Paid: 'Paid', Rejected: 'Rejected' }),
    'All statuses',
  ),
]);

/**
 * /withdrawals (officials and the auditor): every member's withdrawals; an official asks one for a member
 * ("New withdrawal"), pays a due one (through the quorum) or rejects it with a reason
 * (docs/decisions/withdrawals.md).
 */
export function WithdrawalsPage() {
  const user = useStoredUser();
  const params = useQueryParams<'q' | 'status' | 'page'>();
  const filter = { q: params.get('q'), status: params.get('status') };
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const list = useWithdrawals(page, filter);
  const pay = usePayWithdrawal();
  const [rejecting, setRejecting] = useState<WithdrawalView | null>(null);
  const [said, setSaid] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  const [asking, setAsking] = useState(false);
  // The auditor reads the list without its decisions (docs/decisions/offices.md).
  const decides = changesGroup(user);
  const actions = decides
    ? {
        today: todayInGroupZone(),
        busy: pay.isPending,
        onReject: (w: WithdrawalView) => {
          setSaid(null);
          setRejecting(w);
        },
        onPay: (w: WithdrawalView) => {
          setSaid(null);
          pay.mutate(w.withdrawal_id, {
            onSuccess: (answer) =>
              setSaid({ tone: isApprovalPending(answer) ? 'info' : 'success', text: answer.message }),
          });
        },
      }
    : undefined;
  return (
    <>
      <PageHeader
        title="Withdrawals"
        actions={
          decides ? (
            <Button aria-expanded={asking} onClick={() => setAsking(!asking)}>
              {asking ? 'Close the new withdrawal' : 'New withdrawal'}
            </Button>
          ) : undefined
        }
      >
        Members' requests to take out their free savings.
      </PageHeader>
      {decides && asking ? (
        <Card className="mb-6 max-w-xl">
          <NewWithdrawalForm />
        </Card>
      ) : null}
      <div className="mb-3 flex justify-end">
        <DownloadButton
          download={() => downloadWithdrawals(filter)}
          failed="Could not download the withdrawals"
        />
      </div>
      <Filters key={filter.q} values={filter} onChange={(changes) => params.set({ ...changes, page: '' })} />
      {said ? <Alert tone={said.tone}>{said.text}</Alert> : null}
      {pay.isError ? <Alert>{messageOf(pay.error, PAY_FAILED)}</Alert> : null}
      {list.isPending ? <Loading>Loading withdrawals...</Loading> : null}
      {list.isError ? <Alert>{WITHDRAWALS_FAILED}</Alert> : null}
      {list.data ? (
        <WithdrawalsTable
          page={{
            rows: list.data.withdrawals,
            pagination: list.data.pagination,
            onPageChange: (to) => params.set({ page: to > 1 ? String(to) : '' }),
          }}
          actions={actions}
          emptyText={filter.q || filter.status ? 'No withdrawal matches these filters' : 'No withdrawals yet'}
        />
      ) : null}
      <RejectWithdrawalDialog
        withdrawal={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(message) => {
          setRejecting(null);
          setSaid({ tone: 'success', text: message });
        }}
      />
    </>
  );
}
