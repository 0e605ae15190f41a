import { type DisputeView, fullName } from '@links/domain';
import { Button } from '../../../components/ui/Button';
import { Money } from '../../../components/ui/Money';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';

const statusTone = {
  Open: 'bg-amber-100 text-amber-800',
  Resolved: 'bg-emerald-100 text-emerald-800',
  Rejected: 'bg-slate-200 text-slate-700',
} as const;

/** What a writing official may do with an open dispute; absent for the auditor. */
export interface DisputeActions {
  onAnswer: (dispute: DisputeView, status: 'Resolved' | 'Rejected') => void;
  busy: boolean;
}

function StatusCell({ d }: { d: DisputeView }) {
  return (
    <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[d.status]}`}>
        {d.status}
      </span>
      {d.answer ? <span className="text-xs text-slate-500">{d.answer}</span> : null}
    </span>
  );
}

function ActionsCell({ d, actions }: { d: DisputeView; actions: DisputeActions }) {
  if (d.status !== 'Open') return null;
  return (
    <span className="flex gap-2">
      <Button
        className="px-3 py-1"
        disabled={actions.busy}
        aria-label={`Resolve ${fullName(d)}'s dispute`}
        onClick={() => actions.onAnswer(d, 'Resolved')}
      >
        Resolve
      </Button>
      <Button
        variant="secondary"
        className="px-3 py-1"
        disabled={actions.busy}
        aria-label={`Reject ${fullName(d)}'s dispute`}
        onClick={() => actions.onAnswer(d, 'Rejected')}
      >
        Reject
      </Button>
    </span>
  );
}

export function disputeColumns(actions?: DisputeActions): Column<DisputeView>[] {
  return [
    { header: 'Member', cell: (d) => fullName(d) },
    { header: 'Opened', cell: (d) => formatDate(d.created_at.slice(0, 10)) },
    {
      header: 'Line',
      cell: (d) => (d.line_date ? `${d.line_description}, ${formatDate(d.line_date)}` : d.line_description),
    },
    { header: 'Amount', cell: (d) => <Money cents={kesToCents(d.amount)} />, align: 'right' },
    { header: 'Reason', cell: (d) => d.reason },
    { header: 'Status', cell: (d) => <StatusCell d={d} /> },
    ...(actions
      ? [{ header: 'Answer', cell: (d: DisputeView) => <ActionsCell d={d} actions={actions} /> }]
      : []),
  ];
}

/** The disputes of one server page; with `actions` (writing officials) Resolve / Reject. */
export function DisputesTable({
  page,
  actions,
  emptyText,
}: {
  page: PagedRows<DisputeView>;
  actions?: DisputeActions;
  emptyText: string;
}) {
  return (
    <Table
      label="Disputes"
      columns={disputeColumns(actions)}
      rows={page.rows}
      rowKey={(d) => d.dispute_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
      wide
    />
  );
}
