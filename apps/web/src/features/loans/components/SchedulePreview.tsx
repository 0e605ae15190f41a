import type { LoanSchedule } from '@links/domain';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Money } from '../../../components/ui/Money';
import { Stat } from '../../../components/ui/Stat';
import { msg, useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { percentLabel } from '../../../lib/rates';
import type { LoanKind } from '../api/get-loans';
import { loanKinds } from './kinds';
import { ScheduleTable } from './ScheduleTable';

/** The terms a schedule was computed on: its months, and the rate of its kind of loan. */
export interface PreviewTerm {
  months: number;
  rateBp: number;
  kind: LoanKind;
}

/**
 * A loan's figures before it is saved, computed in the browser with the domain's loan engine (the
 * server's own code): the installment, the interest, the due date, and the term and rate
 * (`24 months at 12% a year`).
 */
export function PreviewFigures({ schedule, term }: { schedule: LoanSchedule; term: PreviewTerm }) {
  const { t } = useTranslation();
  const last = schedule.rows[schedule.rows.length - 1];
  return (
    <section aria-label={t('loans.preview.label')} className="space-y-4">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Stat label={t('loans.preview.installment')} emphasis>
          <Money cents={schedule.installment} currency />
        </Stat>
        <Stat label={t('loans.preview.totalInterest')}>
          <Money cents={schedule.totalInterest} currency />
        </Stat>
        <Stat label={t('loans.preview.totalToRepay')}>
          <Money cents={schedule.amountDue} currency />
        </Stat>
        <Stat label={t('loans.preview.dueDate')}>{formatDate(schedule.dueDate)}</Stat>
        {/* Like a Stat, but the terms may wrap rather than be cut off on a phone. */}
        <div className="sm:col-span-2">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
            {t('loans.preview.term')}
          </dt>
          <dd className="mt-1 text-base font-semibold text-slate-900">
            {t('loans.preview.termValue', {
              count: term.months,
              rate: t(loanKinds[term.kind].rate, { rate: percentLabel(term.rateBp) }),
            })}
          </dd>
        </div>
      </dl>
      {last && last.installment !== schedule.installment ? (
        <p className="text-xs text-slate-500">
          <Trans
            i18nKey={msg('loans.preview.lastInstallment')}
            components={{ 1: <Money cents={last.installment} currency /> }}
          />
        </p>
      ) : null}
    </section>
  );
}

/** The full schedule of the preview, folded away until asked for. */
export function ScheduleDetails({ schedule }: { schedule: LoanSchedule }) {
  const { t } = useTranslation();
  return (
    <details className="rounded-lg border border-slate-200">
      <summary className="cursor-pointer select-none px-4 py-3 text-sm font-semibold text-brand-700 hover:text-brand-900">
        {t('loans.preview.fullSchedule', { installments: schedule.rows.length })}
      </summary>
      <div className="border-t border-slate-200 p-3">
        <ScheduleTable lines={schedule.rows} />
      </div>
    </details>
  );
}

/** The side panel of an add-loan form: the preview, or what it still needs. */
export function PreviewPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <h2 className="mb-3 text-sm font-semibold text-slate-900">{t('loans.preview.title')}</h2>
      {children}
    </div>
  );
}
