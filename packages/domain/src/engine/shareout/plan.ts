import { applyRate } from '../loans/rounding.js';
import { type Cents, cents } from '../money.js';
import { splitByLargestRemainder } from './allocation.js';
import { basisOf, type SavingsMovement, type ShareOutMethod } from './basis.js';

export interface ShareOutMember {
  userId: number;
  /** The member's savings movements up to the end of the period (or later: those are ignored). */
  movements: readonly SavingsMovement[];
}

export interface ShareOutTerms {
  from: string;
  to: string;
  method: ShareOutMethod;
  /** The surplus to share, in cents. */
  distributable: number;
  /** Withheld from each share, in basis points (500 = 5%). */
  withholdingBp: number;
}

export interface ShareOutLine {
  userId: number;
  basis: number;
  share: Cents;
  withholding: Cents;
  net: Cents;
}

export interface ShareOutPlan {
  lines: ShareOutLine[];
  totalBasis: number;
  totalShare: Cents;
  totalWithholding: Cents;
  totalNet: Cents;
}

const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

/**
 * Each member's line of a share-out, in the members' order: the basis by the method, the share of
 * the distributable amount by largest remainder (so the shares add up to it exactly), the tax
 * withheld from the share (rounded to the cent, halves away from zero) and what the member receives.
 * With no basis at all (nobody had savings) there is nothing to share by: `no_basis`.
 */
export function planShareOut(
  terms: ShareOutTerms,
  members: readonly ShareOutMember[],
): { ok: true; plan: ShareOutPlan } | { ok: false; problem: 'no_basis' } {
  const bases = members.map((member) => basisOf(terms.method, member.movements, terms));
  const totalBasis = sum(bases);
  if (totalBasis === 0) return { ok: false, problem: 'no_basis' };
  const shares = splitByLargestRemainder(terms.distributable, bases);
  const lines = members.map((member, index): ShareOutLine => {
    const share = cents(shares[index] ?? 0);
    const withholding = applyRate(share, terms.withholdingBp);
    return {
      userId: member.userId,
      basis: bases[index] ?? 0,
      share,
      withholding,
      net: cents(share - withholding),
    };
  });
  const plan = {
    lines,
    totalBasis,
    totalShare: cents(sum(lines.map((line) => line.share))),
    totalWithholding: cents(sum(lines.map((line) => line.withholding))),
    totalNet: cents(sum(lines.map((line) => line.net))),
  };
  return { ok: true, plan };
}
