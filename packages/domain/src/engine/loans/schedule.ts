import { addMonthsClamped, parseIsoDate } from '../dates.js';
import { type Cents, cents } from '../money.js';
import {
  applyRate,
  assertBasisPoints,
  BASIS_POINTS_PER_UNIT,
  divideRoundHalfAwayFromZero,
  monthlyInterest,
} from './rounding.js';

/** One installment of a loan's schedule; interest + principal = installment, to the cent. */
export interface ScheduleRow {
  /** 1 for the first installment. */
  number: number;
  /**
   * `YYYY-MM-DD`: `number` months after the issue date, clamped to the month's end
   * (docs/decisions/loans.md, "Long-term loans").
   */
  dueDate: string;
  installment: Cents;
  interest: Cents;
  principal: Cents;
  /** Principal still owed once this installment is paid. */
  balanceAfter: Cents;
}

export interface LoanSchedule {
  /**
   * The principal the schedule spreads (for an existing loan, what is still owed:
   * docs/decisions/loans.md, "Loans the wizard brings in").
   */
  principal: Cents;
  /** The regular installment, the spec's `installment_amount`; the last row may differ. */
  installment: Cents;
  rows: ScheduleRow[];
  totalInterest: Cents;
  /** principal + totalInterest: the sum of every row's installment. */
  amountDue: Cents;
  /** The last installment's date, the spec's `due_date`. */
  dueDate: string;
}

/** 50 years: far beyond any group loan, and it keeps a schedule a reasonable size. */
export const MAX_TERM_MONTHS = 600;

export interface ReducingBalanceTerms {
  principal: Cents;
  /** Yearly rate in basis points (1200 = 12%). */
  yearlyRateBp: number;
  months: number;
  /** `YYYY-MM-DD`. */
  issuedOn: string;
}

export interface FlatTerms {
  principal: Cents;
  /** Rate for the whole loan in basis points (1800 = 18%), not a yearly rate. */
  rateBp: number;
  months: number;
  /** `YYYY-MM-DD`. */
  issuedOn: string;
}

function checkTerms(principal: number, months: number, issuedOn: string): void {
  if (!Number.isSafeInteger(principal) || principal < 0) {
    throw new RangeError(`The principal must be whole cents, not negative: ${principal}`);
  }
  if (!Number.isSafeInteger(months) || months < 1 || months > MAX_TERM_MONTHS) {
    throw new RangeError(`The term must be 1 to ${MAX_TERM_MONTHS} months: ${months}`);
  }
  if (!parseIsoDate(issuedOn)) throw new RangeError(`The issue date is not a date: ${issuedOn}`);
}

/**
 * The equal installment P·i / (1 − (1 + i)^−n), i = yearly rate / 12, rounded to the cent, halves
 * away from zero (docs/decisions/loans.md, "Long-term loans"). It is computed exactly as one ratio of
 * integers: with a = 120,000 and b = a + rate in basis points, (1 + i) = b / a, so the installment is
 * P·rate·bⁿ / (a·(bⁿ − aⁿ)), which BigInt divides and rounds exactly
 * (docs/decisions/money-findings.md, "Installments in exact arithmetic"). A zero rate gives P / n.
 */
export function amortisedInstallment(principal: Cents, yearlyRateBp: number, months: number): Cents {
  if (yearlyRateBp === 0) {
    return cents(Number(divideRoundHalfAwayFromZero(BigInt(principal), BigInt(months))));
  }
  const a = BigInt(BASIS_POINTS_PER_UNIT * 12);
  const b = a + BigInt(yearlyRateBp);
  const n = BigInt(months);
  const bn = b ** n;
  const exact = divideRoundHalfAwayFromZero(BigInt(principal) * BigInt(yearlyRateBp) * bn, a * (bn - a ** n));
  // The installment always covers the first month's interest; the guard only states it.
  return cents(Math.max(Number(exact), monthlyInterest(principal, yearlyRateBp)));
}

/**
 * Long-term loan: an amortisation schedule with equal monthly installments
 * (docs/decisions/loans.md, "Rounding"). Each month interest = round(balance × i) in exact integer arithmetic
 * and principal = installment − interest; the last installment takes whatever principal remains. For a tiny
 * loan over a long term the rounded installment can pay the balance off early: the principal part is
 * capped at the balance, and the installments after it are zero.
 */
export function reducingBalanceSchedule(terms: ReducingBalanceTerms): LoanSchedule {
  const { principal, yearlyRateBp, months, issuedOn } = terms;
  checkTerms(principal, months, issuedOn);
  assertBasisPoints(yearlyRateBp, 'yearly rate');
  const installment = amortisedInstallment(principal, yearlyRateBp, months);
  const rows: ScheduleRow[] = [];
  let balance: number = principal;
  let totalInterest = 0;
  for (let number = 1; number <= months; number++) {
    const interest = monthlyInterest(cents(balance), yearlyRateBp);
    const principalPart = number === months ? balance : Math.min(installment - interest, balance);
    balance -= principalPart;
    totalInterest += interest;
    rows.push({
      number,
      dueDate: addMonthsClamped(issuedOn, number),
      installment: cents(interest + principalPart),
      interest,
      principal: cents(principalPart),
      balanceAfter: cents(balance),
    });
  }
  return finish(principal, installment, rows, totalInterest);
}

/**
 * Short-term loan: interest = round(principal × rate) for the whole loan; amount due = principal +
 * interest; installment = amount due / months rounded to the nearest cent, halves away from zero,
 * the last installment absorbing the rest (docs/decisions/loans.md, "Rounding"). Each installment carries an
 * equal share of the interest (rounded the same way, the last absorbing the rest) and the remainder is
 * principal. For a tiny loan over a long term the rounded installment can pay everything before the last
 * month: each row is capped at what is left, and the rows after it are zero.
 */
export function flatSchedule(terms: FlatTerms): LoanSchedule {
  const { principal, rateBp, months, issuedOn } = terms;
  checkTerms(principal, months, issuedOn);
  assertBasisPoints(rateBp);
  const totalInterest = applyRate(principal, rateBp);
  const amountDue = principal + totalInterest;
  const installment = roundedShare(amountDue, months);
  const interestShare = roundedShare(totalInterest, months);
  const rows: ScheduleRow[] = [];
  let principalLeft: number = principal;
  let interestLeft: number = totalInterest;
  for (let number = 1; number <= months; number++) {
    let interest: number;
    let principalPart: number;
    if (number === months) {
      interest = interestLeft;
      principalPart = principalLeft;
    } else {
      // The row never asks more than is left; its interest part never more than the interest left.
      const due = Math.min(installment, principalLeft + interestLeft);
      principalPart = Math.min(due - Math.min(interestShare, interestLeft, due), principalLeft);
      interest = due - principalPart;
    }
    principalLeft -= principalPart;
    interestLeft -= interest;
    rows.push({
      number,
      dueDate: addMonthsClamped(issuedOn, number),
      installment: cents(interest + principalPart),
      interest: cents(interest),
      principal: cents(principalPart),
      balanceAfter: cents(principalLeft),
    });
  }
  return finish(principal, cents(installment), rows, totalInterest);
}

/** amount / parts to the nearest cent, halves away from zero (docs/decisions/loans.md, "Rounding"). */
function roundedShare(amount: number, parts: number): number {
  return Number(divideRoundHalfAwayFromZero(BigInt(amount), BigInt(parts)));
}

function finish(
  principal: Cents,
  installment: Cents,
  rows: ScheduleRow[],
  totalInterest: number,
): LoanSchedule {
  const last = rows[rows.length - 1];
  if (!last) throw new RangeError('A schedule has at least one installment');
  return {
    principal,
    installment,
    rows,
    totalInterest: cents(totalInterest),
    amountDue: cents(principal + totalInterest),
    dueDate: last.dueDate,
  };
}
