import { type Cents, cents } from '../money.js';
import { type InstallmentAllocation, type InstallmentState, interestLeft, payInto } from './allocation.js';
import { daysBetween } from './arrears.js';
import { assertBasisPoints, divideRoundHalfAwayFromZero } from './rounding.js';

/** What clears a loan on a day (docs/decisions/lending.md, "Early settlement"). */
export interface Payoff {
  principal: Cents;
  /** Interest accrued up to the day and not yet paid. */
  interest: Cents;
  fines: Cents;
  total: Cents;
}

export interface PayoffTerms {
  kind: 'long_term' | 'short_term';
  /** Long-term: the yearly rate; short-term: the rate for the whole loan (basis points). */
  rateBp: number;
  issuedOn: string;
  /** `YYYY-MM-DD`, not before the issue date. */
  date: string;
  /** Fines the member owes on the loan. */
  fines: Cents;
}

const DAYS_PER_YEAR = 365;

/**
 * The payoff of a loan on a day: the principal still owed, the interest accrued to that day, and
 * the fines owed (docs/decisions/lending.md, "Early settlement"). Interest accrued is the unpaid interest of
 * the installments due by then; for a long-term loan also the reducing-balance interest on the principal owed
 * for the days since the last due date (or the issue date), actual/365, rounded to the cent and never more
 * than the next installment's interest, so settling early never costs more than paying as scheduled.
 * Interest already paid towards installments not yet due is credited against it, never charged
 * again (docs/decisions/money-findings.md, "Interest paid early is credited in the payoff").
 */
export function payoffOf(installments: readonly InstallmentState[], terms: PayoffTerms): Payoff {
  if (terms.date < terms.issuedOn) throw new RangeError('A payoff date cannot be before the issue date');
  let principal = 0;
  let interest = 0;
  let paidAhead = 0;
  let lastDue = terms.issuedOn;
  let next: InstallmentState | undefined;
  for (const row of [...installments].sort((a, b) => a.number - b.number)) {
    principal += row.principal - row.principalPaid;
    if (row.dueDate <= terms.date) {
      interest += interestLeft(row);
      lastDue = row.dueDate;
    } else {
      paidAhead += row.interestPaid;
      if (!next) next = row;
    }
  }
  if (terms.kind === 'long_term' && next && principal > 0) {
    assertBasisPoints(terms.rateBp, 'yearly rate');
    const days = daysBetween(lastDue, terms.date);
    const accrued = divideRoundHalfAwayFromZero(
      BigInt(principal) * BigInt(terms.rateBp) * BigInt(days),
      BigInt(10_000 * DAYS_PER_YEAR),
    );
    interest += Math.min(Number(accrued), next.interest - (next.interestWaived ?? 0));
  }
  interest = Math.max(0, interest - paidAhead);
  return {
    principal: cents(principal),
    interest: cents(interest),
    fines: terms.fines,
    total: cents(principal + interest + terms.fines),
  };
}

export interface Settlement {
  /** Every installment after the settlement: principal paid, interest paid up to the payoff, the rest waived. */
  installments: InstallmentState[];
  allocations: InstallmentAllocation[];
  interestPaid: Cents;
  principalPaid: Cents;
  interestWaived: Cents;
}

/**
 * Clears a loan with its payoff (fines are paid apart): the interest of the payoff goes to the
 * installments in due order, every installment's principal is paid, and the interest left is waived,
 * recorded on each installment so the schedule shows it (docs/decisions/lending.md, "Early settlement").
 */
export function settleEarly(installments: readonly InstallmentState[], payoffInterest: Cents): Settlement {
  let interestToPay: number = payoffInterest;
  let interestPaid = 0;
  let principalPaid = 0;
  let waived = 0;
  const allocations: InstallmentAllocation[] = [];
  const after = [...installments]
    .sort((a, b) => a.number - b.number)
    .map((row): InstallmentState => {
      const open = interestLeft(row);
      const toInterest = Math.min(open, interestToPay);
      interestToPay -= toInterest;
      const toPrincipal = row.principal - row.principalPaid;
      interestPaid += toInterest;
      principalPaid += toPrincipal;
      waived += open - toInterest;
      const paid = payInto(row, toInterest, toPrincipal);
      if (toInterest > 0 || toPrincipal > 0) allocations.push(paid.allocation);
      return { ...paid.after, interestWaived: cents((row.interestWaived ?? 0) + open - toInterest) };
    });
  if (interestToPay > 0) throw new RangeError('The payoff interest is more than the interest the loan owes');
  return {
    installments: after,
    allocations,
    interestPaid: cents(interestPaid),
    principalPaid: cents(principalPaid),
    interestWaived: cents(waived),
  };
}
