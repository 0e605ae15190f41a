import { type DisputeView, fullName } from '@links/domain';
import type { TFunction } from 'i18next';
import { Button } from '../../../components/ui/Button';
import { Money } from '../../../components/ui/Money';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDate, formatDay } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { isKnownStatus, statusWords } from './disputeLabels';

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
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-col items-end gap-0.5 md:items-start">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[d.status]}`}>
        {isKnownStatus(d.status) ? t(statusWords[d.status]) : d.status}
      </span>
      {d.answer ? <span className="text-xs text-slate-500">{d.answer}</span> : null}
    </span>
  );
}

function ActionsCell({ d, actions }: { d: DisputeView; actions: DisputeActions }) {
  const { t } = useTranslation();
  if (d.status !== 'Open') return null;
  return (
    <span className="flex gap-2">
      <Button
        className="px-3 py-1"
        disabled={actions.busy}
        aria-label={t('disputes.resolveOf', { name: fullName(d) })}
        onClick={() => actions.onAnswer(d, 'Resolved')}
      >
        {t('disputes.resolve')}
      </Button>
      <Button
        variant="secondary"
        className="px-3 py-1"
        disabled={actions.busy}
        aria-label={t('disputes.rejectOf', { name: fullName(d) })}
        onClick={() => actions.onAnswer(d, 'Rejected')}
      >
        {t('common.request.reject')}
      </Button>
    </span>
  );
}

/** The disputed line as its statement names it, with its day when it has one. */
const lineOf = (d: DisputeView) =>
  d.line_date ? `${d.line_description}, ${formatDate(d.line_date)}` : d.line_description;

export function disputeColumns(t: TFunction, actions?: DisputeActions): Column<DisputeView>[] {
  return [
    { header: t('disputes.columns.member'), cell: (d) => fullName(d) },
    // A day in a table (docs/decisions/formats.md, "Dates").
    { header: t('disputes.columns.opened'), cell: (d) => formatDay(d.created_at.slice(0, 10)) },
    { header: t('disputes.columns.line'), cell: lineOf },
    {
      header: t('disputes.columns.amount'),
      cell: (d) => <Money cents={kesToCents(d.amount)} />,
      align: 'right',
    },
    { header: t('disputes.columns.reason'), cell: (d) => d.reason },
    { header: t('disputes.columns.status'), cell: (d) => <StatusCell d={d} /> },
    ...(actions
      ? [
          {
            header: t('disputes.columns.answer'),
            cell: (d: DisputeView) => <ActionsCell d={d} actions={actions} />,
          },
        ]
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
  const { t } = useTranslation();
  return (
    <Table
      label={t('disputes.table')}
      columns={disputeColumns(t, actions)}
      rows={page.rows}
      rowKey={(d) => d.dispute_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
      wide
    />
  );
}
