import type { HostGroup } from '@links/domain';
import { Button } from '../../../components/ui/Button';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';

/** Bytes as a person reads them: `820 KB`, `12.4 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

export interface StatusAction {
  onChange: (group: HostGroup, suspend: boolean) => void;
  busy: boolean;
}

/** docs/decisions/host.md: a group's state as the list shows it. */
const STATUS: Record<HostGroup['status'], { label: string; tone: string }> = {
  pending: { label: 'Awaiting confirmation', tone: 'bg-amber-100 text-amber-800' },
  active: { label: 'Active', tone: 'bg-emerald-100 text-emerald-800' },
  suspended: { label: 'Suspended', tone: 'bg-red-100 text-red-800' },
};

function columns(action: StatusAction): Column<HostGroup>[] {
  return [
    { header: 'Group', cell: (g) => g.name },
    {
      header: 'Status',
      cell: (g) => (
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[g.status].tone}`}>
          {STATUS[g.status].label}
        </span>
      ),
    },
    { header: 'Members', cell: (g) => g.members, align: 'right' },
    {
      header: 'Last activity',
      cell: (g) => (g.last_activity ? formatDate(g.last_activity.slice(0, 10)) : 'None'),
    },
    { header: 'Storage', cell: (g) => formatBytes(g.storage_bytes), align: 'right' },
    { header: 'Opened', cell: (g) => formatDate(g.created_at.slice(0, 10)) },
    {
      header: 'Action',
      // A group from /signup waits for its first official: nothing to suspend yet.
      cell: (g) =>
        g.status === 'pending' ? (
          <span className="text-sm text-slate-500">None yet</span>
        ) : (
          <Button
            variant="secondary"
            className="px-3 py-1"
            disabled={action.busy}
            aria-label={`${g.status === 'suspended' ? 'Resume' : 'Suspend'} ${g.name}`}
            onClick={() => action.onChange(g, g.status !== 'suspended')}
          >
            {g.status === 'suspended' ? 'Resume' : 'Suspend'}
          </Button>
        ),
    },
  ];
}

/** The host's page of groups, each with its Suspend or Resume (docs/decisions/host.md). */
export function HostGroupsTable({ page, action }: { page: PagedRows<HostGroup>; action: StatusAction }) {
  return (
    <Table
      label="Groups"
      columns={columns(action)}
      rows={page.rows}
      rowKey={(g) => g.group_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText="No group matches this search"
      wide
    />
  );
}
