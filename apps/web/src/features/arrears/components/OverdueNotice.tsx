import { formatKES } from '@links/domain';
import { kesToCents } from '../../../lib/money';
import { useOverdue } from '../api/arrears';

/** On the member's dashboard: what they owe past due, fines included; nothing when up to date. */
export function OverdueNotice({ userId }: { userId: number }) {
  const overdue = useOverdue(userId);
  if (!overdue.data || overdue.data.total <= 0) return null;
  const o = overdue.data;
  return (
    <div
      role="status"
      aria-label="Overdue"
      className="max-w-xl rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900"
    >
      <p className="text-xs font-semibold uppercase tracking-wide">Overdue</p>
      <p className="text-2xl font-bold tabular" data-testid="overdue-total">
        {formatKES(kesToCents(o.total))}
      </p>
      <p className="text-sm">
        {o.days_past_due > 0 ? `${o.days_past_due} days past due: ` : ''}principal{' '}
        {formatKES(kesToCents(o.overdue_principal))}, interest {formatKES(kesToCents(o.overdue_interest))},
        fines {formatKES(kesToCents(o.fines))}.
      </p>
    </div>
  );
}
