import { addDaysIso, addMonthsClamped } from '../dates.js';
import { type Cents, cents } from '../money.js';
import { applyRate } from './rounding.js';

/**
 * Fines of docs/decisions/lending.md, "Fines", charged by a job: at most once per installment per month late,
 * and once per member per month of contributions short. The job may run any number of times: what was
 * charged before is passed in and never charged again.
 */

export type LateFineRule =
  | { kind: 'none' }
  | { kind: 'fixed'; cents: Cents }
  | { kind: 'percent'; rateBp: number };

/** The day the k-th fine of an installment falls (k from 1): the day after each month late begins. */
export function lateFineDate(dueDate: string, period: number): string {
  return addDaysIso(addMonthsClamped(dueDate, period - 1), 1);
}

export interface FineCharge {
  /** The month late (1, 2, …) of an installment, or the month `YYYY-MM` of contributions. */
  period: string;
  chargedOn: string;
  amount: Cents;
}

export interface LateInstallment {
  dueDate: string;
  /** What is still unpaid of the installment now. */
  unpaid: Cents;
}

/**
 * The late-installment fines due on `asOf` that were not charged yet: one for each month the
 * installment is late, from the day the rule took effect (`since`); a fixed amount, or the rate
 * applied to what is unpaid of the installment.
 */
export function lateInstallmentFines(
  installment: LateInstallment,
  rule: LateFineRule,
  asOf: string,
  since: string,
  charged: ReadonlySet<string>,
): FineCharge[] {
  if (rule.kind === 'none' || installment.unpaid <= 0) return [];
  const amount = rule.kind === 'fixed' ? rule.cents : applyRate(installment.unpaid, rule.rateBp);
  if (amount <= 0) return [];
  const charges: FineCharge[] = [];
  for (let period = 1; ; period++) {
    const chargedOn = lateFineDate(installment.dueDate, period);
    if (chargedOn > asOf) break;
    if (chargedOn >= since && !charged.has(String(period))) {
      charges.push({ period: String(period), chargedOn, amount: cents(amount) });
    }
  }
  return charges;
}

/** The day contributions of a month (`YYYY-MM`) are checked: the settings' day of the next month. */
export function contributionCheckDate(month: string, dueDay: number): string {
  const next = addMonthsClamped(`${month}-01`, 1);
  return `${next.slice(0, 8)}${String(dueDay).padStart(2, '0')}`;
}

/**
 * The months whose contributions are checked by `asOf`: each whole month after the savings account
 * was opened, whose check date is on or after the rule took effect (`since`) and not after `asOf`.
 */
export function contributionMonthsToCheck(
  openedOn: string,
  asOf: string,
  since: string,
  dueDay: number,
): string[] {
  const months: string[] = [];
  for (let month = addMonthsClamped(`${openedOn.slice(0, 7)}-01`, 1).slice(0, 7); ; ) {
    const check = contributionCheckDate(month, dueDay);
    if (check > asOf) break;
    if (check >= since) months.push(month);
    month = addMonthsClamped(`${month}-01`, 1).slice(0, 7);
  }
  return months;
}

/** A missed-contribution fine is due when a month's approved savings are below its target. */
export function missedContributionFine(saved: Cents, monthlyTarget: Cents, fine: Cents): Cents {
  return cents(fine > 0 && saved < monthlyTarget ? fine : 0);
}

export interface OwedFine {
  id: number;
  owed: Cents;
}

/**
 * A repayment pays fines first, oldest first (docs/decisions/lending.md, "Fines"), then the loan's interest
 * and principal: what each fine receives, and what is left for the loan.
 */
export function payFinesFirst(
  fines: readonly OwedFine[],
  amount: Cents,
): { paid: { id: number; amount: Cents }[]; finesPaid: Cents; left: Cents } {
  let left: number = amount;
  const paid: { id: number; amount: Cents }[] = [];
  for (const fine of fines) {
    if (left <= 0) break;
    const part = Math.min(left, fine.owed);
    if (part <= 0) continue;
    paid.push({ id: fine.id, amount: cents(part) });
    left -= part;
  }
  return { paid, finesPaid: cents(amount - left), left: cents(left) };
}
