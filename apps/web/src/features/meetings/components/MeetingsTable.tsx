import type { MeetingView } from '@links/domain';
import { Link } from 'react-router';
import { rowActionClass } from '../../../components/ui/columns';
import { Money } from '../../../components/ui/Money';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { kindLabel, MeetingStatusPill } from './meeting-labels';

/** A link of a meeting's row, named for the meeting: `Minutes of 7 Mar 2026`. */
function RowLink({ to, label, meeting }: { to: string; label: string; meeting: MeetingView }) {
  return (
    <Link to={to} className={rowActionClass}>
      {label}
      <span className="sr-only"> of {formatDate(meeting.date)}</span>
    </Link>
  );
}

/**
 * The columns: officials and the auditor open a meeting's sheet or its minutes; a member, who does
 * not read the sheet's money of each member (docs/decisions/meetings.md, "A meeting"), its minutes.
 */
const columnsFor = (readsSheet: boolean): Column<MeetingView>[] => [
  {
    header: 'Date',
    cell: (m) => <span className="font-semibold text-slate-900">{formatDate(m.date)}</span>,
  },
  { header: 'Kind', cell: (m) => kindLabel[m.kind] },
  { header: 'Status', cell: (m) => <MeetingStatusPill status={m.status} /> },
  { header: 'Attended', cell: (m) => `${m.attended} of ${m.members}`, align: 'right' },
  { header: 'Total', cell: (m) => <Money cents={kesToCents(m.total)} />, align: 'right' },
  {
    header: 'Open',
    align: 'right',
    cell: (m) => (
      <span className="inline-flex gap-3">
        {readsSheet ? <RowLink to={`/meetings/${m.meeting_id}`} label="Sheet" meeting={m} /> : null}
        <RowLink to={`/meetings/${m.meeting_id}/minutes`} label="Minutes" meeting={m} />
      </span>
    ),
  },
];

const officialsColumns = columnsFor(true);
const membersColumns = columnsFor(false);

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
  return (
    <Table
      label="Meetings"
      columns={readsSheet ? officialsColumns : membersColumns}
      rows={page.rows}
      rowKey={(m) => m.meeting_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
    />
  );
}
