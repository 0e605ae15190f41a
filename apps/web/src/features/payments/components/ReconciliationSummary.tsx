import type { ReconciliationAnswer } from '@links/domain';
import type { ReactNode } from 'react';
import { Money } from '../../../components/ui/Money';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';

function Figure({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 text-xl font-bold text-slate-900">{children}</p>
      {note ? <p className="text-xs text-slate-500">{note}</p> : null}
    </div>
  );
}

/** The statement's closing balance against the books' balance on the statement's last date. */
export function ReconciliationSummary({ answer }: { answer: ReconciliationAnswer }) {
  const { t } = useTranslation();
  const statement = answer.statement;
  const agrees = answer.agrees;
  return (
    <div className="space-y-4" data-testid="reconciliation-summary">
      <p
        className={`inline-flex rounded-lg px-3 py-1 text-sm font-semibold ring-1 ring-inset sm:rounded-full ${
          agrees
            ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
            : 'bg-amber-50 text-amber-800 ring-amber-600/25'
        }`}
        data-testid="reconciliation-verdict"
      >
        {agrees ? t('payments.reconciliation.agree') : t('payments.reconciliation.differ')}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure
          label={t('payments.reconciliation.closingBalance')}
          note={
            statement
              ? t('payments.reconciliation.period', {
                  from: formatDate(statement.from),
                  to: formatDate(statement.to),
                  lines: statement.lines,
                })
              : undefined
          }
        >
          {statement?.closing_balance != null ? (
            <Money cents={kesToCents(statement.closing_balance)} currency />
          ) : (
            '—'
          )}
        </Figure>
        <Figure
          label={t('payments.reconciliation.booksBalance')}
          note={
            statement
              ? t('payments.reconciliation.on', { date: formatDate(statement.to) })
              : t('payments.reconciliation.today')
          }
        >
          <Money cents={kesToCents(answer.books_balance)} currency />
        </Figure>
        <Figure
          label={t('payments.reconciliation.difference')}
          note={t('payments.reconciliation.statementLessBooks')}
        >
          {answer.difference != null ? <Money cents={kesToCents(answer.difference)} currency /> : '—'}
        </Figure>
      </div>
    </div>
  );
}
