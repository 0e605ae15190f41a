import { formatKES } from '@links/domain';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { useOverdue } from '../api/arrears';

const kes = (value: number) => formatKES(kesToCents(value));

/** On the member's dashboard: what they owe past due, fines included; nothing when up to date. */
export function OverdueNotice({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const overdue = useOverdue(userId);
  if (!overdue.data || overdue.data.total <= 0) return null;
  const o = overdue.data;
  const figures = {
    principal: kes(o.overdue_principal),
    interest: kes(o.overdue_interest),
    fines: kes(o.fines),
  };
  return (
    <div
      role="status"
      aria-label={t('arrears.overdue.label')}
      className="max-w-xl rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900"
    >
      <p className="text-xs font-semibold uppercase tracking-wide">{t('arrears.overdue.label')}</p>
      <p className="text-2xl font-bold tabular" data-testid="overdue-total">
        {kes(o.total)}
      </p>
      <p className="text-sm">
        {o.days_past_due > 0
          ? t('arrears.overdue.withDays', { days: o.days_past_due, ...figures })
          : t('arrears.overdue.figures', figures)}
      </p>
    </div>
  );
}
