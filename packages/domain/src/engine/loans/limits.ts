import { type Cents, cents } from '../money.js';

/**
 * How much a member may borrow and how guarantors cover the rest (docs/decisions/lending.md, "Guarantors",
 * docs/decisions.md). The multiplier is kept in hundredths (300 = 3×) so every figure stays whole cents.
 */

export const DEFAULT_LOAN_MULTIPLIER_X100 = 300;

const nonNegative = (value: number) => cents(Math.max(0, value));

/** multiplier × savings, less what the member already owes; never below 0. */
export function borrowingLimit(savings: Cents, owed: Cents, multiplierX100: number): Cents {
  const ceiling = Math.floor((savings * multiplierX100) / 100);
  return nonNegative(ceiling - owed);
}

/** What a guarantor may still pledge: savings less what they owe and what their pledges hold. */
export function freeSavings(savings: Cents, owed: Cents, pledgesHeld: Cents): Cents {
  return nonNegative(savings - owed - pledgesHeld);
}

export interface Cover {
  limit: Cents;
  /** Accepted pledges. */
  guaranteed: Cents;
  /** What neither the limit nor the pledges cover: an application is approved only at 0. */
  shortfall: Cents;
}

/** How an amount asked for is covered by the member's limit and the pledges accepted so far. */
export function coverOf(amount: Cents, limit: Cents, guaranteed: Cents): Cover {
  return { limit, guaranteed, shortfall: nonNegative(amount - limit - guaranteed) };
}

/**
 * The part of a pledge still held while the loan is repaid: the pledge in proportion to the
 * principal still owed, rounded up to the cent (so a pledge is never released before its share
 * is repaid), all of it until the first repayment and nothing once the principal is repaid.
 */
export function pledgeHeld(pledge: Cents, lent: Cents, principalOutstanding: Cents): Cents {
  if (pledge <= 0 || principalOutstanding <= 0 || lent <= 0) return cents(0);
  if (principalOutstanding >= lent) return pledge;
  const held = (BigInt(pledge) * BigInt(principalOutstanding) + BigInt(lent) - 1n) / BigInt(lent);
  return cents(Math.min(pledge, Number(held)));
}
