import { APPROVAL_FILTERS, type ApprovalView } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { Money } from '../../../components/ui/Money';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Select } from '../../../components/ui/Select';
import { type Column, Table } from '../../../components/ui/Table';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { readUser } from '../../../lib/session';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { useQueryParams } from '../../../lib/useQueryParams';
import { type ApprovalFilter, useApprovals, useDecideApproval } from '../api/approvals';
import { kindOf, statusTone, timesOf, votesOf } from '../components/approvalLabels';
import { DECISION_FAILED, RejectDialog } from '../components/RejectDialog';

export const APPROVALS_FAILED = 'Failed to load the requests';
const filterLabels: Record<ApprovalFilter, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
  all: 'All',
};
const filterOptions = APPROVAL_FILTERS.map((value) => ({ value, label: filterLabels[value] }));

/** Whether the signed-in official may still decide: pending, not theirs to gain from, not yet voted. */
const mayDecide = (request: ApprovalView, userId: number | undefined) =>
  request.status === 'Pending' &&
  request.beneficiary_id !== userId &&
  !request.approvals.some((vote) => vote.official_id === userId);

/**
 * /approvals (officials, docs/decisions/approvals.md): the requests for the group's money, those
 * waiting first; each official other than whoever gains approves once, and the last approval
 * carries the request out. A rejection asks why.
 */
export function ApprovalsPage() {
  const params = useQueryParams<'status' | 'page'>();
  const status = (params.get('status') || 'pending') as ApprovalFilter;
  const setPage = (page: number) => params.set({ page: page > 1 ? String(page) : '' });
  const list = useApprovals(status, params.page);
  useKeepPageInRange(params.page, list.data?.pagination?.pages, setPage);
  const decide = useDecideApproval();
  const [rejecting, setRejecting] = useState<ApprovalView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const userId = readUser()?.users_id;

  const approve = (request: ApprovalView) => {
    setDone(null);
    decide.mutate(
      { id: request.id, body: { decision: 'Approve' } },
      {
        onSuccess: (decided) =>
          setDone(
            decided.status === 'Approved'
              ? `Approved and carried out: ${decided.summary}.`
              : `Approval recorded (${votesOf(decided)}).`,
          ),
      },
    );
  };

  const columns: Column<ApprovalView>[] = [
    {
      header: 'Request',
      cell: (r) => (
        <span>
          <span className="font-semibold text-slate-900">{kindOf(r)}</span>
          <span className="block text-slate-600">{r.summary}</span>
          {r.beneficiary_name ? (
            <span className="block text-xs text-slate-500">For {r.beneficiary_name}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: 'Amount',
      cell: (r) => (r.amount === null ? '—' : <Money cents={kesToCents(r.amount)} />),
      align: 'right',
    },
    { header: 'Asked by', cell: (r) => r.maker_name },
    { header: 'Approvals', cell: (r) => votesOf(r) },
    { header: 'When', cell: (r) => timesOf(r) },
    {
      header: 'Status',
      cell: (r) => (
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[r.status]}`}>
          {r.status}
        </span>
      ),
    },
    {
      header: 'Actions',
      cell: (r) =>
        mayDecide(r, userId) ? (
          <span className="flex flex-wrap gap-2">
            <Button
              onClick={() => approve(r)}
              disabled={decide.isPending}
              aria-label={`Approve request ${r.id}`}
            >
              Approve
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setDone(null);
                setRejecting(r);
              }}
              aria-label={`Reject request ${r.id}`}
            >
              Reject
            </Button>
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <PageHeader title="Approvals">
        Money going out waits here until enough officials agree. Amounts in KES.
      </PageHeader>
      <div className="mb-4 max-w-xs">
        <Select
          label="Status"
          value={status}
          onChange={(value) => params.set({ status: value === 'pending' ? '' : value, page: '' })}
          options={filterOptions}
          placeholder="Status"
        />
      </div>
      <div className="space-y-4">
        {done ? <Alert tone="success">{done}</Alert> : null}
        {decide.isError && !rejecting ? <Alert>{messageOf(decide.error, DECISION_FAILED)}</Alert> : null}
        {list.isPending ? <Loading>Loading requests...</Loading> : null}
        {list.isError ? <Alert>{APPROVALS_FAILED}</Alert> : null}
        {list.data ? (
          <Table
            label="Requests for approval"
            columns={columns}
            rows={list.data.approvals}
            rowKey={(r) => r.id}
            wide
            emptyText={status === 'pending' ? 'Nothing is waiting for approval' : 'No requests'}
            pagination={list.data.pagination ? { ...list.data.pagination, page: params.page } : null}
            onPageChange={setPage}
          />
        ) : null}
      </div>
      <RejectDialog
        request={rejecting}
        onClose={() => setRejecting(null)}
        onDone={(decided) => {
          setRejecting(null);
          setDone(`Rejected: ${decided.summary}.`);
        }}
      />
    </>
  );
}
