import { fullName, type WithdrawalView } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { PayRejectButtons } from '../../../components/ui/PayRejectButtons';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';

const statusTone = {
  Requested: 'bg-amber-100 text-amber-800',
  Paid: 'bg-emerald-100 text-emerald-800',
  Rejected: 'bg-slate-200 text-slate-700',
} as const;

/** What an official may do with a requested withdrawal; absent for a member and the auditor. */
export interface WithdrawalActions {
  today: string;
  onPay: (withdrawal: WithdrawalView) => void;
  onReject: (withdrawal: WithdrawalView) => void;
  busy: boolean;
}

function StatusCell({ w }: { w: WithdrawalView }) {
  return (
    <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[w.status]}`}>
        {w.status}
      </span>
      {w.status === 'Paid' && w.paid_on ? (
        <span className="text-xs text-slate-500">Paid {formatDate(w.paid_on)}</span>
      ) : null}
      {w.status === 'Requested' ? (
        <span className="text-xs text-slate-500">Payable from {formatDate(w.payable_on)}</span>
      ) : null}
      {w.rejection_reason ? <span className="text-xs text-slate-500">{w.rejection_reason}</span> : null}
    </span>
  );
}

function ActionsCell({ w, actions }: { w: WithdrawalView; actions: WithdrawalActions }) {
  if (w.status !== 'Requested') return null;
  return (
    <PayRejectButtons
      what={`${fullName(w)}'s withdrawal`}
      canPay={actions.today >= w.payable_on}
      busy={actions.busy}
      onPay={() => actions.onPay(w)}
      onReject={() => actions.onReject(w)}
    />
  );
}

export function withdrawalColumns(actions?: WithdrawalActions): Column<WithdrawalView>[] {
  return [
    ...(actions ? [{ header: 'Member', cell: (w: WithdrawalView) => fullName(w) }] : []),
    { header: 'Asked', cell: (w) => formatDate(w.requested_on) },
    { header: 'Amount', cell: (w) => <Money cents={kesToCents(w.amount)} />, align: 'right' },
    { header: 'From', cell: (w) => w.account_name },
    { header: 'Reason', cell: (w) => w.reason },
    { header: 'Status', cell: (w) => <StatusCell w={w} /> },
    ...(actions
      ? [{ header: 'Actions', cell: (w: WithdrawalView) => <ActionsCell w={w} actions={actions} /> }]
      : []),
  ];
}

/** The withdrawals of one server page; with `actions` (officials) the member and Pay / Reject. */
export function WithdrawalsTable({
  page,
  actions,
  emptyText,
}: {
  page: PagedRows<WithdrawalView>;
  actions?: WithdrawalActions;
  emptyText: string;
}) {
  return (
    <Table
      label="Withdrawals"
      columns={withdrawalColumns(actions)}
      rows={page.rows}
      rowKey={(w) => w.withdrawal_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
      wide={Boolean(actions)}
    />
  );
}
