import type { LoanSchedule } from '@links/domain';
import type { ReactNode } from 'react';
import { Money } from '../../../components/ui/Money';
import { Stat } from '../../../components/ui/Stat';
import { formatDate } from '../../../lib/format';
import { ScheduleTable } from './ScheduleTable';

/** `24 months at 12% a year`: the terms a schedule was computed on. */
export const termLabel = (months: number, rate: string, rateUnit: string) =>
  `${months} ${months === 1 ? 'month' : 'months'} at ${rate} ${rateUnit}`;

/**
 * A loan's figures before it is saved, computed in the browser with the domain's loan engine (the
 * server's own code): the installment, the interest, the due date, and the term and rate.
 */
export function PreviewFigures({ schedule, term }: { schedule: LoanSchedule; term: string }) {
  const last = schedule.rows[schedule.rows.length - 1];
  return (
    <section aria-label="Loan preview" className="space-y-4">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Stat label="Installment" emphasis>
          <Money cents={schedule.installment} currency />
        </Stat>
        <Stat label="Total Interest">
          <Money cents={schedule.totalInterest} currency />
        </Stat>
        <Stat label="Total to Repay">
          <Money cents={schedule.amountDue} currency />
        </Stat>
        <Stat label="Due Date">{formatDate(schedule.dueDate)}</Stat>
        {/* Like a Stat, but the terms may wrap rather than be cut off on a phone. */}
        <div className="sm:col-span-2">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Term</dt>
          <dd className="mt-1 text-base font-semibold text-slate-900">{term}</dd>
        </div>
      </dl>
      {last && last.installment !== schedule.installment ? (
        <p className="text-xs text-slate-500">
          The last installment is <Money cents={last.installment} currency />: it settles what remains.
        </p>
      ) : null}
    </section>
  );
}

/** The full schedule of the preview, folded away until asked for. */
export function ScheduleDetails({ schedule }: { schedule: LoanSchedule }) {
  return (
    <details className="rounded-lg border border-slate-200">
      <summary className="cursor-pointer select-none px-4 py-3 text-sm font-semibold text-brand-700 hover:text-brand-900">
        Full schedule ({schedule.rows.length} installments)
      </summary>
      <div className="border-t border-slate-200 p-3">
        <ScheduleTable lines={schedule.rows} />
      </div>
    </details>
  );
}

/** The side panel of an add-loan form: the preview, or what it still needs. */
export function PreviewPanel({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <h2 className="mb-3 text-sm font-semibold text-slate-900">Preview</h2>
      {children}
    </div>
  );
}
