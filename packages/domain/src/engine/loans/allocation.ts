import { type Cents, cents, formatMoney } from '../money.js';

/** What the schedule asks of one installment: the fields of a ScheduleRow that allocation needs. */
export interface ScheduledInstallment {
  number: number;
  dueDate: string;
  interest: Cents;
  principal: Cents;
}

/**
 * An installment and what has been paid towards it. A loan's whole state is its installments
 * with these two sums, so it can always be recomputed by replaying the approved payments.
 */
export interface InstallmentState extends ScheduledInstallment {
  interestPaid: Cents;
  principalPaid: Cents;
  /**
   * Interest no longer owed because the loan was settled early
   * (docs/decisions/lending.md, "Early settlement"); 0 when absent.
   */
  interestWaived?: Cents;
}

/** The part of one payment that went to one installment. */
export interface InstallmentAllocation {
  number: number;
  dueDate: string;
  interest: Cents;
  principal: Cents;
}

export interface PaymentApplied {
  ok: true;
  amount: Cents;
  /** interestPaid + principalPaid = amount, exactly. */
  interestPaid: Cents;
  principalPaid: Cents;
  /** Only the installments the payment touched, in due order. */
  allocations: InstallmentAllocation[];
  /** Every installment after the payment, in due order. */
  installments: InstallmentState[];
}

export interface PaymentRefused {
  ok: false;
  code: 'PAYMENT_EXCEEDS_AMOUNT_DUE';
  /** docs/decisions/loans.md, "Repayments": `Payment of KES <x> exceeds the amount due KES <y>.` */
  message: string;
  amount: Cents;
  amountDue: Cents;
}

export type LoanStatus = 'Uncleared' | 'Cleared';

/**
 * The spec's listing fields for a loan, derived from its installments
 * (docs/decisions/loans.md, "Listing fields").
 */
export interface LoanPosition {
  /** Principal still owed: the spec's `principal`. */
  principal: Cents;
  /** Scheduled interest still unpaid: the spec's `interest_amount`. */
  interestAmount: Cents;
  /** principal + interestAmount: the spec's `amount_due`. */
  amountDue: Cents;
  principalPaid: Cents;
  interestPaid: Cents;
  /** `Uncleared` until amount_due reaches 0 (a short-term loan shows it in lower case). */
  status: LoanStatus;
  installments: InstallmentState[];
}

export function paymentExceedsMessage(amount: Cents, amountDue: Cents): string {
  return `Payment of KES ${formatMoney(amount)} exceeds the amount due KES ${formatMoney(amountDue)}.`;
}

/** A fresh loan: nothing paid towards any installment. */
export function startInstallments(rows: readonly ScheduledInstallment[]): InstallmentState[] {
  return inDueOrder(rows).map((row) => ({
    number: row.number,
    dueDate: row.dueDate,
    interest: row.interest,
    principal: row.principal,
    interestPaid: cents(0),
    principalPaid: cents(0),
  }));
}

function inDueOrder<T extends ScheduledInstallment>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) =>
    a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.number - b.number,
  );
}

function isWholeCentsUpTo(value: number, limit: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= limit;
}

function checkInstallment(row: InstallmentState): void {
  const sound =
    isWholeCentsUpTo(row.interest, Number.MAX_SAFE_INTEGER) &&
    isWholeCentsUpTo(row.principal, Number.MAX_SAFE_INTEGER) &&
    isWholeCentsUpTo(row.interestPaid, row.interest) &&
    isWholeCentsUpTo(row.interestWaived ?? 0, row.interest - row.interestPaid) &&
    isWholeCentsUpTo(row.principalPaid, row.principal);
  if (!sound) throw new RangeError(`Installment ${row.number} has impossible amounts`);
}

/** The interest of an installment neither paid nor waived. */
export function interestLeft(row: InstallmentState): number {
  return row.interest - row.interestPaid - (row.interestWaived ?? 0);
}

/** What a payment puts into one installment: the allocation's line and the installment after it. */
export function payInto(
  row: InstallmentState,
  toInterest: number,
  toPrincipal: number,
): { allocation: InstallmentAllocation; after: InstallmentState } {
  return {
    allocation: {
      number: row.number,
      dueDate: row.dueDate,
      interest: cents(toInterest),
      principal: cents(toPrincipal),
    },
    after: {
      ...row,
      interestPaid: cents(row.interestPaid + toInterest),
      principalPaid: cents(row.principalPaid + toPrincipal),
    },
  };
}

/** What is still owed on the installments: the amount a payment may not exceed. */
export function amountStillDue(installments: readonly InstallmentState[]): Cents {
  let due = 0;
  for (const row of installments) due += interestLeft(row) + row.principal - row.principalPaid;
  return cents(due);
}

/**
 * Applies one repayment: installments in due order, each installment's interest before its
 * principal (docs/decisions/loans.md, "Repayments"). A payment above the amount still due is refused whole,
 * never partly applied. The input is not changed; the result carries the new installment states.
 */
export function allocatePayment(
  installments: readonly InstallmentState[],
  amount: Cents,
): PaymentApplied | PaymentRefused {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`A payment must be whole cents, not negative: ${amount}`);
  }
  for (const row of installments) checkInstallment(row);
  const amountDue = amountStillDue(installments);
  if (amount > amountDue) {
    return {
      ok: false,
      code: 'PAYMENT_EXCEEDS_AMOUNT_DUE',
      message: paymentExceedsMessage(amount, amountDue),
      amount,
      amountDue,
    };
  }
  let left: number = amount;
  let interestPaid = 0;
  let principalPaid = 0;
  const allocations: InstallmentAllocation[] = [];
  const after = inDueOrder(installments).map((row): InstallmentState => {
    if (left === 0) return { ...row };
    const toInterest = Math.min(left, interestLeft(row));
    left -= toInterest;
    const toPrincipal = Math.min(left, row.principal - row.principalPaid);
    left -= toPrincipal;
    if (toInterest === 0 && toPrincipal === 0) return { ...row };
    interestPaid += toInterest;
    principalPaid += toPrincipal;
    const paid = payInto(row, toInterest, toPrincipal);
    allocations.push(paid.allocation);
    return paid.after;
  });
  return {
    ok: true,
    amount,
    interestPaid: cents(interestPaid),
    principalPaid: cents(principalPaid),
    allocations,
    installments: after,
  };
}

/**
 * The listing fields of a loan whose installments carry what has been paid
 * (docs/decisions/loans.md, "Repayments").
 */
export function positionOf(installments: readonly InstallmentState[]): LoanPosition {
  let principal = 0;
  let interestAmount = 0;
  let principalPaid = 0;
  let interestPaid = 0;
  for (const row of installments) {
    checkInstallment(row);
    principal += row.principal - row.principalPaid;
    interestAmount += interestLeft(row);
    principalPaid += row.principalPaid;
    interestPaid += row.interestPaid;
  }
  const amountDue = principal + interestAmount;
  return {
    principal: cents(principal),
    interestAmount: cents(interestAmount),
    amountDue: cents(amountDue),
    principalPaid: cents(principalPaid),
    interestPaid: cents(interestPaid),
    status: amountDue === 0 ? 'Cleared' : 'Uncleared',
    installments: inDueOrder(installments),
  };
}

/** How one replayed payment was split. */
export interface PaymentSplit {
  amount: Cents;
  interestPaid: Cents;
  principalPaid: Cents;
}

/**
 * Replays approved payments, in the order they were approved, over a fresh schedule. Stored
 * payments were accepted once, so one that no longer fits means the records disagree: it throws.
 */
export function replayPayments(
  scheduleRows: readonly ScheduledInstallment[],
  payments: readonly Cents[],
): { installments: InstallmentState[]; splits: PaymentSplit[] } {
  let installments = startInstallments(scheduleRows);
  const splits: PaymentSplit[] = [];
  for (const amount of payments) {
    const result = allocatePayment(installments, amount);
    if (!result.ok) throw new RangeError(result.message);
    installments = result.installments;
    splits.push({ amount, interestPaid: result.interestPaid, principalPaid: result.principalPaid });
  }
  return { installments, splits };
}

/**
 * A loan's listing fields from its schedule and its approved payments
 * (docs/decisions/loans.md, "Repayments").
 */
export function loanPosition(
  scheduleRows: readonly ScheduledInstallment[],
  payments: readonly Cents[],
): LoanPosition {
  return positionOf(replayPayments(scheduleRows, payments).installments);
}
