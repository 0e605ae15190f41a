import { type Cents, cents, sumCents } from '@links/domain';
import { Money } from '../../../components/ui/Money';
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
  const open = schedule.filter((row) => unpaidOf(row) > 0);
  const next = open[0];
  if (!next) {
    return (
      <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
        Nothing is due: every installment is paid.
      </p>
    );
  }
  const overdue = open.filter((row) => row.due_date < today);
  const overdueAmount: Cents = sumCents(overdue.map(unpaidOf));
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="what-is-due">
      <div className="rounded-lg border border-slate-200 bg-white px-4 py-3">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Next installment</p>
        <p className="mt-1 text-base font-semibold text-slate-900">
          <Money cents={unpaidOf(next)} currency /> due {formatDate(next.due_date)}
        </p>
        <p className="text-xs text-slate-500">
          Installment {next.number} of {schedule.length}
        </p>
      </div>
      <div
        className={`rounded-lg border px-4 py-3 ${
          overdue.length > 0 ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'
        }`}
      >
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Overdue</p>
        <p
          className={`mt-1 text-base font-semibold ${overdue.length > 0 ? 'text-red-700' : 'text-slate-900'}`}
        >
          <Money cents={overdueAmount} currency />
        </p>
        <p className="text-xs text-slate-500">
          {overdue.length === 0
            ? 'No installment is past its due date.'
            : `${overdue.length} ${overdue.length === 1 ? 'installment' : 'installments'} past due`}
        </p>
      </div>
    </div>
  );
}
