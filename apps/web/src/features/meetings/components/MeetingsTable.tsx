import type { MeetingView } from '@links/domain';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { rowActionClass } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDate, formatDay } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { kindLabel, MeetingStatusPill } from './meeting-labels';

/** A link of a meeting's row, named for the meeting: `Minutes of 7 Mar 2026`, the day in prose. */
function RowLink({ to, label, of }: { to: string; label: string; of: string }) {
  return (
    <Link to={to} className={rowActionClass}>
      {label}
      <span className="sr-only"> {of}</span>
    </Link>
  );
}

/**
 * The columns: officials and the auditor open a meeting's sheet or its minutes; a member, who does
 * not read the sheet's money of each member (docs/decisions/meetings.md, "A meeting"), its minutes.
 * The day is a table's (docs/decisions/formats.md, "Dates").
 */
const columnsFor = (t: TFunction, readsSheet: boolean): Column<MeetingView>[] => [
  {
    header: t('meetings.list.columns.date'),
    cell: (m) => <span className="font-semibold text-slate-900">{formatDay(m.date)}</span>,
  },
  { header: t('meetings.list.columns.kind'), cell: (m) => kindLabel(t, m.kind) },
  { header: t('meetings.list.columns.status'), cell: (m) => <MeetingStatusPill status={m.status} /> },
  {
    header: t('meetings.list.columns.attended'),
    cell: (m) => t('meetings.list.attended', { attended: m.attended, members: m.members }),
    align: 'right',
  },
  {
    header: t('meetings.list.columns.total'),
    cell: (m) => <Money cents={kesToCents(m.total)} />,
    align: 'right',
  },
  {
    header: t('meetings.list.columns.open'),
    align: 'right',
    cell: (m) => {
      const date = formatDate(m.date);
      return (
        <span className="inline-flex gap-3">
          {readsSheet ? (
            <RowLink
              to={`/meetings/${m.meeting_id}`}
              label={t('meetings.list.sheet')}
              of={t('meetings.list.sheetOf', { date })}
            />
          ) : null}
          <RowLink
            to={`/meetings/${m.meeting_id}/minutes`}
            label={t('meetings.list.minutes')}
            of={t('meetings.list.minutesOf', { date })}
          />
        </span>
      );
    },
  },
];

/** The meetings of one server page, newest first; each opens its minutes, and for readers of the sheet its sheet. */
export function MeetingsTable({
  page,
  emptyText,
  readsSheet,
}: {
  page: PagedRows<MeetingView>;
  emptyText: string;
  readsSheet: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('meetings.title')}
      columns={columnsFor(t, readsSheet)}
      rows={page.rows}
      rowKey={(m) => m.meeting_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
    />
  );
}
