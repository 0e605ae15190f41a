import { addDaysIso } from '../dates.js';
import { type Cents, cents } from '../money.js';

/**
 * What a member may take out of their savings (docs/decisions/withdrawals.md, "Free savings"): their
 * savings, less the pledges they hold for others' loans, less the savings their own loans require.
 * The multiplier is kept in hundredths (300 = 3×), as the borrowing limit's.
 */

/**
 * The savings a member's own loans require: the principal still owed divided by the loan multiplier,
 * rounded up to the cent (so what is left never lets the loan exceed the limit it was lent under).
 */
export function savingsRequiredByLoans(principalOutstanding: Cents, multiplierX100: number): Cents {
  if (principalOutstanding <= 0) return cents(0);
  if (!Number.isInteger(multiplierX100) || multiplierX100 < 1) {
    throw new RangeError('The loan multiplier must be a whole number of hundredths, at least 1');
  }
  const required =
    (BigInt(principalOutstanding) * 100n + BigInt(multiplierX100) - 1n) / BigInt(multiplierX100);
  return cents(Number(required));
}

export interface SavingsPosition {
  savings: Cents;
  /** What the member's accepted pledges still hold for others' loans. */
  pledgesHeld: Cents;
  /** The principal the member still owes on their uncleared loans. */
  principalOutstanding: Cents;
  multiplierX100: number;
}

/** Savings − pledges held − savings the loans require; never below 0. */
export function withdrawableSavings(position: SavingsPosition): Cents {
  const required = savingsRequiredByLoans(position.principalOutstanding, position.multiplierX100);
  return cents(Math.max(0, position.savings - position.pledgesHeld - required));
}

export type WithdrawalRefusal = 'below_one_cent' | 'above_free_savings';

/** Why an amount cannot be withdrawn from the free savings, or null when it can. */
export function withdrawalRefusal(amount: Cents, free: Cents): WithdrawalRefusal | null {
  if (amount < 1) return 'below_one_cent';
  if (amount > free) return 'above_free_savings';
  return null;
}

/** The first day a withdrawal asked for on `requestedOn` may be paid: that many days of notice later. */
export function withdrawalPayableOn(requestedOn: string, noticeDays: number): string {
  if (!Number.isInteger(noticeDays) || noticeDays < 0) {
    throw new RangeError('The notice must be a whole number of days, at least 0');
  }
  return addDaysIso(requestedOn, noticeDays);
}

/** Whether a withdrawal payable from `payableOn` may be paid on `today` (ISO days compare as text). */
export const withdrawalIsDue = (payableOn: string, today: string) => today >= payableOn;
