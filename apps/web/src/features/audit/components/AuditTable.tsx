import { type AuditRecordView, GROUP_TIME_ZONE } from '@links/domain';
import { type Column, type ServerPaging, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { Changes } from './Changes';
import { actionLabel, entityLabel } from './labels';

export const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: GROUP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** The who: the user's name and role, or "Someone not signed in". */
function Who({ record }: { record: AuditRecordView }) {
  return (
    <span>
      {record.user_name ?? 'Someone not signed in'}
      {record.role ? <span className="block text-xs text-slate-500">{record.role}</span> : null}
    </span>
  );
}

const columns: Column<AuditRecordView>[] = [
  {
    header: 'When',
    cell: (r) => (
      <span className="whitespace-nowrap">
        {formatDate(r.at)} <span className="text-slate-500">{time(r.at)}</span>
      </span>
    ),
  },
  { header: 'Who', cell: (r) => <Who record={r} /> },
  { header: 'Action', cell: (r) => actionLabel(r.action) },
  {
    header: 'Record',
    cell: (r) => (
      <span>
        {entityLabel(r.entity)}
        {r.entity_id !== null ? ` #${r.entity_id}` : ''}
        {r.member_name ? <span className="block text-xs text-slate-500">{r.member_name}</span> : null}
      </span>
    ),
  },
  { header: 'Changes', cell: (r) => <Changes record={r} className="max-md:text-right" /> },
];

const withAddress: Column<AuditRecordView> = {
  header: 'From',
  cell: (r) => <span className="font-mono text-xs">{r.address ?? '—'}</span>,
};

/** Audit records, newest first, one server page at a time. */
export function AuditTable({
  records,
  paging,
  label,
  showAddress = false,
}: {
  records: AuditRecordView[];
  paging: ServerPaging;
  label: string;
  showAddress?: boolean;
}) {
  return (
    <Table
      columns={showAddress ? [...columns.slice(0, 2), withAddress, ...columns.slice(2)] : columns}
      rows={records}
      label={label}
      serverPaging={paging}
      emptyText="No history yet"
    />
  );
}
