import type { ApprovalView, Pagination } from '@links/domain';
import type { TFunction } from 'i18next';
import { Button } from '../../../components/ui/Button';
import { Money } from '../../../components/ui/Money';
import { type Column, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { kindOf, statusOf, statusTone, timesOf, votesOf } from './approvalLabels';

/** What the signed-in official may do with a request they may still decide. */
export interface ApprovalActions {
  mayDecide: (request: ApprovalView) => boolean;
  onApprove: (request: ApprovalView) => void;
  onReject: (request: ApprovalView) => void;
  busy: boolean;
}

function RequestCell({ r }: { r: ApprovalView }) {
  const { t } = useTranslation();
  return (
    <span>
      <span className="font-semibold text-slate-900">{kindOf(t, r)}</span>
      <span className="block text-slate-600">{r.summary}</span>
      {r.beneficiary_name ? (
        <span className="block text-xs text-slate-500">
          {t('approvals.for', { name: r.beneficiary_name })}
        </span>
      ) : null}
    </span>
  );
}

function ActionsCell({ r, actions }: { r: ApprovalView; actions: ApprovalActions }) {
  const { t } = useTranslation();
  if (!actions.mayDecide(r)) return '—';
  return (
    <span className="flex flex-wrap gap-2">
      <Button
        onClick={() => actions.onApprove(r)}
        disabled={actions.busy}
        aria-label={t('approvals.approveRequest', { id: r.id })}
      >
        {t('approvals.approve')}
      </Button>
      <Button
        variant="danger"
        onClick={() => actions.onReject(r)}
        aria-label={t('approvals.rejectRequest', { id: r.id })}
      >
        {t('common.request.reject')}
      </Button>
    </span>
  );
}

const approvalColumns = (t: TFunction, actions: ApprovalActions): Column<ApprovalView>[] => [
  { header: t('approvals.columns.request'), cell: (r) => <RequestCell r={r} /> },
  {
    header: t('approvals.columns.amount'),
    cell: (r) => (r.amount === null ? '—' : <Money cents={kesToCents(r.amount)} />),
    align: 'right',
  },
  { header: t('approvals.columns.askedBy'), cell: (r) => r.maker_name },
  { header: t('approvals.columns.approvals'), cell: (r) => votesOf(t, r) },
  { header: t('approvals.columns.when'), cell: (r) => timesOf(t, r) },
  {
    header: t('approvals.columns.status'),
    cell: (r) => (
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[r.status]}`}>
        {statusOf(t, r)}
      </span>
    ),
  },
  { header: t('approvals.columns.actions'), cell: (r) => <ActionsCell r={r} actions={actions} /> },
];

/** The requests of one server page, with Approve and Reject where the official may still decide. */
export function ApprovalsTable({
  rows,
  pagination,
  onPageChange,
  waiting,
  actions,
}: {
  rows: readonly ApprovalView[];
  pagination: Pagination | null;
  onPageChange: (page: number) => void;
  /** The list of those waiting, whose empty state says nothing waits. */
  waiting: boolean;
  actions: ApprovalActions;
}) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('approvals.table')}
      columns={approvalColumns(t, actions)}
      rows={rows}
      rowKey={(r) => r.id}
      wide
      emptyText={waiting ? t('approvals.nothingWaiting') : t('approvals.noRequests')}
      pagination={pagination}
      onPageChange={onPageChange}
    />
  );
}
