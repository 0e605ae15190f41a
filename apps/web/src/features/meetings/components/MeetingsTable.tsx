import { formatDate, type MeetingView } from '@links/domain';
import { Link } from 'react-router';
import { Money } from '../../../components/ui/Money';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { kesToCents } from '../../../lib/money';
import { kindLabel, MeetingStatusPill } from './meeting-labels';

const columns: Column<MeetingView>[] = [
  {
    header: 'Date',
    cell: (m) => (
      <Link className="font-semibold text-brand-700 underline" to={`/meetings/${m.meeting_id}`}>
        {formatDate(m.date)}
      </Link>
    ),
  },
  { header: 'Kind', cell: (m) => kindLabel[m.kind] },
  { header: 'Status', cell: (m) => <MeetingStatusPill status={m.status} /> },
  { header: 'Attended', cell: (m) => `${m.attended} of ${m.members}`, align: 'right' },
  { header: 'Total', cell: (m) => <Money cents={kesToCents(m.total)} />, align: 'right' },
];

/** The meetings of one server page, newest first; each opens its sheet. */
export function MeetingsTable({ page, emptyText }: { page: PagedRows<MeetingView>; emptyText: string }) {
  return (
    <Table
      label="Meetings"
      columns={columns}
      rows={page.rows}
      rowKey={(m) => m.meeting_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={emptyText}
    />
  );
}
