import type { AuditRecordView } from '@links/domain';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Pager } from '../../../components/ui/Table';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { time } from './AuditTable';
import { Changes } from './Changes';
import { actionLabel, entityLabel, roleLabel } from './labels';

/**
 * History for a narrow frame (the member profile card): one entry a record, newest first, its day in
 * prose (docs/decisions/formats.md, "Dates").
 */
export function HistoryList({
  records,
  page,
  pages,
  onPageChange,
  label,
}: {
  records: AuditRecordView[];
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  /** When and by whom: `2 Mar 2026 09:05 · Amina Hassan`. */
  const by = (record: AuditRecordView) => ({
    at: `${formatDate(record.at)} ${time(record.at)}`,
    name: record.user_name ?? t('audit.anonymous'),
  });
  if (records.length === 0) {
    return (
      <div className="rounded-xl border border-slate-200">
        <EmptyState>{t('audit.history.empty')}</EmptyState>
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <ol aria-label={label} className="divide-y divide-slate-100">
        {records.map((record) => (
          <li key={record.id} className="space-y-1 px-4 py-3 text-sm">
            <p className="font-medium text-slate-900">
              {actionLabel(t, record.action)} · {entityLabel(t, record.entity)}
              {record.entity_id !== null ? ` #${record.entity_id}` : ''}
            </p>
            <p className="text-xs text-slate-500">
              {record.role
                ? t('audit.history.byRole', { ...by(record), role: roleLabel(t, record.role) })
                : t('audit.history.by', by(record))}
            </p>
            <Changes record={record} />
          </li>
        ))}
      </ol>
      <Pager page={page} pages={Math.max(1, pages)} onChange={onPageChange} label={label} />
    </div>
  );
}
