import { type Cents, cents } from '../money.js';

/**
 * A member's exit (docs/decisions/member-exits.md, "What an exit settles"): their savings pay the fines
 * that belong to no loan when no loan carries them, then their loans (each loan's fines, then its
 * interest to date, then its principal), the rest is refunded; loose fines nobody pays are waived; a
 * shortfall is paid by the pledges others hold for them, in proportion, and what the pledges cannot
 * pay is written off (the principal a loan loss, the unpaid interest and fines waived).
 */

/** One uncleared loan on the exit date: its payoff's parts. */
export interface ExitLoan {
  loanId: number;
  principal: Cents;
  interest: Cents;
  fines: Cents;
}

/** A pledge another member holds for the leaving member: what it can pay at most. */
export interface ExitPledge {
  guarantorId: number;
  /** The pledge still held, at most the guarantor's savings. */
  capacity: Cents;
}

/** What one loan is paid with and what of it is left unpaid. */
export interface ExitLoanSettlement extends ExitLoan {
  paidFines: Cents;
  paidInterest: Cents;
  paidPrincipal: Cents;
  /** What the member's own savings paid of the loan. */
  fromSavings: Cents;
  /** What each guarantor's savings paid of the loan, by guarantor. */
  fromGuarantors: { guarantorId: number; amount: Cents }[];
  /** The principal nobody paid: a loan loss. */
  writtenOff: Cents;
  /** The interest and fines nobody paid: waived. */
  waivedInterest: Cents;
  waivedFines: Cents;
}

/** The fines of no loan that no uncleared loan carries: what they were, what savings paid, what is waived. */
export interface ExitLooseFines {
  owed: Cents;
  paid: Cents;
  waived: Cents;
}

export interface ExitSettlement {
  savings: Cents;
  /** The loans' payoffs and the loose fines. */
  owed: Cents;
  refund: Cents;
  shortfall: Cents;
  /** What each guarantor pays in all. */
  fromGuarantors: { guarantorId: number; amount: Cents }[];
  writtenOff: Cents;
  loans: ExitLoanSettlement[];
  looseFines: ExitLooseFines;
}

/**
 * Splits `total` cents in proportion to `weights`, to the cent: each part is the floor of its share and the
 * cents left over go one each to the largest remainders (the earlier weight first on a tie). The parts
 * sum to `total` exactly, and no part exceeds its weight when `total` does not exceed their sum.
 */
export function splitInProportion(total: Cents, weights: readonly Cents[]): Cents[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (total < 0 || weights.some((w) => w < 0)) throw new RangeError('Amounts must not be negative');
  if (sum === 0) {
    if (total !== 0) throw new RangeError('Nothing to split in proportion to');
    return weights.map(() => cents(0));
  }
  const big = BigInt(sum);
  const parts = weights.map((w) => BigInt(total) * BigInt(w));
  const floors = parts.map((p) => Number(p / big));
  let left = total - floors.reduce((a, f) => a + f, 0);
  const order = parts
    .map((p, index) => ({ index, remainder: p % big }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((f) => cents(f));
}

/** Pays `amount` into one loan: fines, then interest, then principal. */
function payInto(loan: { fines: number; interest: number; principal: number }, amount: number) {
  const fines = Math.min(amount, loan.fines);
  const interest = Math.min(amount - fines, loan.interest);
  const principal = Math.min(amount - fines - interest, loan.principal);
  return { fines, interest, principal, used: fines + interest + principal };
}

/**
 * The exit's settlement: the savings pay the loans in the order given; a shortfall is split between
 * the pledges in proportion to what each can pay (each paying at most that), and each guarantor's
 * part pays the loans in the same order; the rest is written off. Loose fines (`looseFines`, those of no
 * loan when no loan carries them) are paid from the savings first, like a loan's fines; what of them the
 * savings cannot pay is waived, never asked of the guarantors (their pledges are for loans).
 */
export function exitSettlement(
  savings: Cents,
  loans: readonly ExitLoan[],
  pledges: readonly ExitPledge[],
  looseFines: Cents = cents(0),
): ExitSettlement {
  const loosePaid = Math.min(savings, looseFines);
  const forLoans = savings - loosePaid;
  const loansOwed = loans.reduce((a, l) => a + l.principal + l.interest + l.fines, 0);
  const owed = loansOwed + looseFines;
  const fromSavingsTotal = Math.min(forLoans, loansOwed);
  const shortfall = loansOwed - fromSavingsTotal;
  const capacity = pledges.reduce((a, p) => a + p.capacity, 0);
  const guarantorTotal = Math.min(shortfall, capacity);
  const parts = splitInProportion(
    cents(guarantorTotal),
    pledges.map((p) => p.capacity),
  );
  const left = loans.map((l): { fines: number; interest: number; principal: number } => ({
    fines: l.fines,
    interest: l.interest,
    principal: l.principal,
  }));
  const paid = loans.map(() => ({ fines: 0, interest: 0, principal: 0, savings: 0 }));
  const byGuarantor = loans.map(() => new Map<number, number>());
  const pay = (amount: number, record: (index: number, used: number) => void) => {
    let rest = amount;
    left.forEach((loan, index) => {
      const part = payInto(loan, rest);
      loan.fines -= part.fines;
      loan.interest -= part.interest;
      loan.principal -= part.principal;
      const done = paid[index];
      if (done) {
        done.fines += part.fines;
        done.interest += part.interest;
        done.principal += part.principal;
      }
      if (part.used > 0) record(index, part.used);
      rest -= part.used;
    });
  };
  pay(fromSavingsTotal, (index, used) => {
    const done = paid[index];
    if (done) done.savings += used;
  });
  pledges.forEach((pledge, i) => {
    pay(parts[i] ?? 0, (index, used) => {
      const map = byGuarantor[index];
      map?.set(pledge.guarantorId, (map.get(pledge.guarantorId) ?? 0) + used);
    });
  });
  const settled = loans.map((loan, index) => {
    const done = paid[index] ?? { fines: 0, interest: 0, principal: 0, savings: 0 };
    const rest = left[index] ?? { fines: 0, interest: 0, principal: 0 };
    return {
      ...loan,
      paidFines: cents(done.fines),
      paidInterest: cents(done.interest),
      paidPrincipal: cents(done.principal),
      fromSavings: cents(done.savings),
      fromGuarantors: [...(byGuarantor[index] ?? new Map<number, number>())].map(([guarantorId, amount]) => ({
        guarantorId,
        amount: cents(amount),
      })),
      writtenOff: cents(rest.principal),
      waivedInterest: cents(rest.interest),
      waivedFines: cents(rest.fines),
    };
  });
  const totals = new Map<number, number>();
  pledges.forEach((pledge, i) => {
    const part = parts[i] ?? 0;
    if (part > 0) totals.set(pledge.guarantorId, (totals.get(pledge.guarantorId) ?? 0) + part);
  });
  return {
    savings,
    owed: cents(owed),
    refund: cents(forLoans - fromSavingsTotal),
    shortfall: cents(shortfall),
    fromGuarantors: [...totals].map(([guarantorId, amount]) => ({ guarantorId, amount: cents(amount) })),
    writtenOff: cents(settled.reduce((a, l) => a + l.writtenOff, 0)),
    loans: settled,
    looseFines: { owed: looseFines, paid: cents(loosePaid), waived: cents(looseFines - loosePaid) },
  };
}
