import { APPROVAL_FILTERS, type ApprovalView } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Select } from '../../../components/ui/Select';
import { msg, useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { readUser } from '../../../lib/session';
import { useKeepPageInRange } from '../../../lib/useKeepPageInRange';
import { useQueryParams } from '../../../lib/useQueryParams';
import { type ApprovalFilter, useApprovals, useDecideApproval } from '../api/approvals';
import { ApprovalsTable } from '../components/ApprovalsTable';
import { votesOf } from '../components/approvalLabels';
import { RejectDialog } from '../components/RejectDialog';

const filterWords: Record<ApprovalFilter, `approvals.filters.${ApprovalFilter}`> = {
  pending: msg('approvals.filters.pending'),
  approved: msg('approvals.filters.approved'),
  rejected: msg('approvals.filters.rejected'),
  expired: msg('approvals.filters.expired'),
  all: msg('approvals.filters.all'),
};

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
  const { t } = useTranslation();
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
              ? t('approvals.carriedOut', { summary: decided.summary })
              : t('approvals.recorded', { votes: votesOf(t, decided) }),
          ),
      },
    );
  };
  const actions = {
    mayDecide: (request: ApprovalView) => mayDecide(request, userId),
    onApprove: approve,
    onReject: (request: ApprovalView) => {
      setDone(null);
      setRejecting(request);
    },
    busy: decide.isPending,
  };

  return (
    <>
      <PageHeader title={t('approvals.title')}>{t('approvals.intro')}</PageHeader>
      <div className="mb-4 max-w-xs">
        <Select
          label={t('approvals.status')}
          value={status}
          onChange={(value) => params.set({ status: value === 'pending' ? '' : value, page: '' })}
          options={APPROVAL_FILTERS.map((value) => ({ value, label: t(filterWords[value]) }))}
          placeholder={t('approvals.status')}
        />
      </div>
      <div className="space-y-4">
        {done ? <Alert tone="success">{done}</Alert> : null}
        {decide.isError && !rejecting ? (
          <Alert>{messageOf(decide.error, t('approvals.decisionFailed'))}</Alert>
        ) : null}
        {list.isPending ? <Loading>{t('approvals.loading')}</Loading> : null}
        {list.isError ? <Alert>{t('approvals.failed')}</Alert> : null}
        {list.data ? (
          <ApprovalsTable
            rows={list.data.approvals}
            pagination={list.data.pagination ? { ...list.data.pagination, page: params.page } : null}
            onPageChange={setPage}
            waiting={status === 'pending'}
            actions={actions}
          />
        ) : null}
      </div>
      <RejectDialog
        request={rejecting}
        onClose={() => setRejecting(null)}
        onDone={(decided) => {
          setRejecting(null);
          setDone(t('approvals.rejectedDone', { summary: decided.summary }));
        }}
      />
    </>
  );
}
