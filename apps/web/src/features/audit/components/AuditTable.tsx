import { type AuditRecordView, GROUP_TIME_ZONE } from '@links/domain';
import type { TFunction } from 'i18next';
import { type Column, type ServerPaging, Table } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { Changes } from './Changes';
import { actionLabel, entityLabel, roleLabel } from './labels';

export const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: GROUP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** The who: the user's name and role, or "Someone not signed in". */
function Who({ record }: { record: AuditRecordView }) {
  const { t } = useTranslation();
  return (
    <span>
      {record.user_name ?? t('audit.anonymous')}
      {record.role ? <span className="block text-xs text-slate-500">{roleLabel(t, record.role)}</span> : null}
    </span>
  );
}

/** The columns; the day as tables write one (docs/decisions/formats.md, "Dates"), then the time in Nairobi. */
function columnsOf(t: TFunction, showAddress: boolean): Column<AuditRecordView>[] {
  return [
    {
      header: t('audit.columns.when'),
      cell: (r) => (
        <span className="whitespace-nowrap">
          {formatDay(r.at)} <span className="text-slate-500">{time(r.at)}</span>
        </span>
      ),
    },
    { header: t('audit.columns.who'), cell: (r) => <Who record={r} /> },
    ...(showAddress
      ? [
          {
            header: t('audit.columns.from'),
            cell: (r: AuditRecordView) => <span className="font-mono text-xs">{r.address ?? '—'}</span>,
          },
        ]
      : []),
    { header: t('audit.columns.action'), cell: (r) => actionLabel(t, r.action) },
    {
      header: t('audit.columns.record'),
      cell: (r) => (
        <span>
          {entityLabel(t, r.entity)}
          {r.entity_id !== null ? ` #${r.entity_id}` : ''}
          {r.member_name ? <span className="block text-xs text-slate-500">{r.member_name}</span> : null}
        </span>
      ),
    },
    { header: t('audit.columns.changes'), cell: (r) => <Changes record={r} className="max-md:text-right" /> },
  ];
}

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
  const { t } = useTranslation();
  return (
    <Table
      columns={columnsOf(t, showAddress)}
      rows={records}
      label={label}
      serverPaging={paging}
      emptyText={t('audit.history.empty')}
    />
  );
}
