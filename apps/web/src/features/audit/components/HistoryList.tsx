import type { AuditRecordView } from '@links/domain';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Pager } from '../../../components/ui/Table';
import { formatDate } from '../../../lib/format';
import { time } from './AuditTable';
import { Changes } from './Changes';
import { actionLabel, entityLabel } from './labels';

/** History for a narrow frame (the member profile card): one entry a record, newest first. */
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
  if (records.length === 0) {
    return (
      <div className="rounded-xl border border-slate-200">
        <EmptyState>No history yet</EmptyState>
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <ol aria-label={label} className="divide-y divide-slate-100">
        {records.map((record) => (
          <li key={record.id} className="space-y-1 px-4 py-3 text-sm">
            <p className="font-medium text-slate-900">
              {actionLabel(record.action)} · {entityLabel(record.entity)}
              {record.entity_id !== null ? ` #${record.entity_id}` : ''}
            </p>
            <p className="text-xs text-slate-500">
              {formatDate(record.at)} {time(record.at)} · {record.user_name ?? 'Someone not signed in'}
              {record.role ? ` (${record.role})` : ''}
            </p>
            <Changes record={record} />
          </li>
        ))}
      </ol>
      <Pager page={page} pages={Math.max(1, pages)} onChange={onPageChange} label={label} />
    </div>
  );
}
