import type { AuditRecordView } from '@links/domain';
import { showValue } from './labels';

/** What a record changed: each field with its value before and after (`status: Pending → Approved`). */
export function Changes({ record, className = '' }: { record: AuditRecordView; className?: string }) {
  const before = record.before ?? {};
  const after = record.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <span className="text-slate-500">—</span>;
  return (
    // The record's fields and values as the server wrote them: data (docs/decisions/languages.md,
    // "Data on screen").
    <dl translate="no" className={`space-y-0.5 text-xs ${className}`}>
      {fields.map((field) => (
        <div key={field} className="break-words">
          <dt className="inline font-medium text-slate-600">{field.replaceAll('_', ' ')}: </dt>
          <dd className="inline text-slate-800">
            {field in before && record.before !== null ? (
              <>
                <span className="text-slate-500 line-through decoration-slate-300">
                  {showValue(before[field])}
                </span>
                {' → '}
              </>
            ) : null}
            {field in after ? showValue(after[field]) : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
