import type { HostGroup } from '@links/domain';
import type { TFunction } from 'i18next';
import { Button } from '../../../components/ui/Button';
import { type Column, type PagedRows, Table } from '../../../components/ui/Table';
import { msg, useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/format';

const units = [
  msg('host.sizes.KB'),
  msg('host.sizes.MB'),
  msg('host.sizes.GB'),
  msg('host.sizes.TB'),
] as const;

/** Bytes as a person reads them: `820 KB`, `12.4 MB`. */
export function formatBytes(t: TFunction, bytes: number): string {
  if (bytes < 1024) return t('host.sizes.B', { value: bytes });
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? value.toFixed(1) : String(Math.round(value));
  return t(units[unit] ?? 'host.sizes.TB', { value: shown });
}

export interface StatusAction {
  onChange: (group: HostGroup, suspend: boolean) => void;
  busy: boolean;
}

type Status = HostGroup['status'];

/** docs/decisions/host.md: a group's state as the list shows it. */
const STATUS: Record<Status, { label: `host.statuses.${Status}`; tone: string }> = {
  pending: { label: msg('host.statuses.pending'), tone: 'bg-amber-100 text-amber-800' },
  active: { label: msg('host.statuses.active'), tone: 'bg-emerald-100 text-emerald-800' },
  suspended: { label: msg('host.statuses.suspended'), tone: 'bg-red-100 text-red-800' },
};

/** A group's state as a badge; a state this screen does not know yet as the server names it. */
function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  const known = Object.hasOwn(STATUS, status) ? STATUS[status] : undefined;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${known?.tone ?? ''}`}>
      {known ? t(known.label) : status}
    </span>
  );
}

/** Suspend or Resume; a group from /signup waits for its first official: nothing to suspend yet. */
function StatusButton({ group, action }: { group: HostGroup; action: StatusAction }) {
  const { t } = useTranslation();
  if (group.status === 'pending')
    return <span className="text-sm text-slate-500">{t('host.table.noneYet')}</span>;
  const suspended = group.status === 'suspended';
  return (
    <Button
      variant="secondary"
      className="px-3 py-1"
      disabled={action.busy}
      aria-label={
        suspended
          ? t('host.table.resumeGroup', { name: group.name })
          : t('host.table.suspendGroup', { name: group.name })
      }
      onClick={() => action.onChange(group, !suspended)}
    >
      {suspended ? t('host.table.resume') : t('host.table.suspend')}
    </Button>
  );
}

function columns(t: TFunction, action: StatusAction): Column<HostGroup>[] {
  return [
    { header: t('host.table.group'), cell: (g) => g.name },
    { header: t('host.table.status'), cell: (g) => <StatusBadge status={g.status} /> },
    { header: t('host.table.members'), cell: (g) => g.members, align: 'right' },
    {
      header: t('host.table.lastActivity'),
      cell: (g) => (g.last_activity ? formatDay(g.last_activity.slice(0, 10)) : t('host.table.none')),
    },
    { header: t('host.table.storage'), cell: (g) => formatBytes(t, g.storage_bytes), align: 'right' },
    { header: t('host.table.opened'), cell: (g) => formatDay(g.created_at.slice(0, 10)) },
    { header: t('host.table.action'), cell: (g) => <StatusButton group={g} action={action} /> },
  ];
}

/** The host's page of groups, each with its Suspend or Resume (docs/decisions/host.md). */
export function HostGroupsTable({ page, action }: { page: PagedRows<HostGroup>; action: StatusAction }) {
  const { t } = useTranslation();
  return (
    <Table
      label={t('host.table.label')}
      columns={columns(t, action)}
      rows={page.rows}
      rowKey={(g) => g.group_id}
      pagination={page.pagination}
      onPageChange={page.onPageChange}
      emptyText={t('host.table.noMatch')}
      wide
    />
  );
}
