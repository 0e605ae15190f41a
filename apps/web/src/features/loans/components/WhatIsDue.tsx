import { type Cents, cents, sumCents } from '@links/domain';
import { Trans } from 'react-i18next';
import { Money } from '../../../components/ui/Money';
import { msg, useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import type { LoanDetail } from '../api/get-loan';

type Installment = LoanDetail['schedule'][number];

/** What is left of one installment once its payments are counted. */
const unpaidOf = (row: Installment): Cents =>
  cents(kesToCents(row.installment) - kesToCents(row.interest_paid) - kesToCents(row.principal_paid));

/**
 * What the borrower should pay: the installments already due (up to today, in the group's time
 * zone) and not yet paid, and the next installment with what is left of it.
 */
export function WhatIsDue({ schedule, today }: { schedule: readonly Installment[]; today: string }) {
  const { t } = useTranslation();
  const open = schedule.filter((row) => unpaidOf(row) > 0);
  const next = open[0];
  if (!next) {
    return (
      <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
        {t('loans.due.nothing')}
      </p>
    );
  }
  const overdue = open.filter((row) => row.due_date < today);
  const overdueAmount: Cents = sumCents(overdue.map(unpaidOf));
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="what-is-due">
      <div className="rounded-lg border border-slate-200 bg-white px-4 py-3">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('loans.due.next')}</p>
        <p className="mt-1 text-base font-semibold text-slate-900">
          <Trans
            i18nKey={msg('loans.due.nextAmount')}
            values={{ date: formatDate(next.due_date) }}
            components={{ 1: <Money cents={unpaidOf(next)} currency /> }}
          />
        </p>
        <p className="text-xs text-slate-500">
          {t('loans.due.nth', { number: next.number, total: schedule.length })}
        </p>
      </div>
      <div
        className={`rounded-lg border px-4 py-3 ${
          overdue.length > 0 ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'
        }`}
      >
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('loans.due.overdue')}</p>
        <p
          className={`mt-1 text-base font-semibold ${overdue.length > 0 ? 'text-red-700' : 'text-slate-900'}`}
        >
          <Money cents={overdueAmount} currency />
        </p>
        <p className="text-xs text-slate-500">
          {overdue.length === 0
            ? t('loans.due.noneOverdue')
            : t('loans.due.pastDue', { count: overdue.length })}
        </p>
      </div>
    </div>
  );
}
