import { credit, debit, type JournalLine, withoutZeroLines } from './entry.js';

/**
 * The entries of the money events of docs/decisions/books.md, "Double entry" and docs/books.md, one function
 * per event. Each takes the accounts it touches, so the same rules serve the server (account ids) and the
 * tests.
 */

/** A member's saving is received: Dr the money account, Cr the member's savings. */
export function savingReceived<A>(
  accounts: { money: A; savings: A },
  member: { userId: number },
  amount: number,
): JournalLine<A>[] {
  return [debit(accounts.money, amount), credit(accounts.savings, amount, { userId: member.userId })];
}

/**
 * A loan repayment is received: principal reduces the loan, interest is income when paid, and the
 * fines it paid first are income of Fines (docs/decisions/books.md, "Double entry",
 * docs/decisions/lending.md, "Fines").
 */
export function repaymentReceived<A>(
  accounts: { money: A; loans: A; interest: A; fines?: A },
  loan: { userId: number; loanId: number },
  parts: { principal: number; interest: number; fines?: number },
): JournalLine<A>[] {
  const sub = { userId: loan.userId, loanId: loan.loanId };
  const fines = parts.fines ?? 0;
  if (fines > 0 && accounts.fines === undefined) throw new RangeError('Fines paid need the Fines account');
  return withoutZeroLines([
    debit(accounts.money, parts.principal + parts.interest + fines),
    credit(accounts.loans, parts.principal, sub),
    credit(accounts.interest, parts.interest, sub),
    ...(accounts.fines !== undefined ? [credit(accounts.fines, fines, sub)] : []),
  ]);
}

/** A loan is paid out (or brought in against Opening balances): Dr Loans to members. */
export function loanIssued<A>(
  accounts: { loans: A; source: A },
  loan: { userId: number; loanId: number },
  principal: number,
): JournalLine<A>[] {
  const sub = { userId: loan.userId, loanId: loan.loanId };
  return [debit(accounts.loans, principal, sub), credit(accounts.source, principal)];
}

/** An expense is paid from a bank account. */
export function expensePaid<A>(accounts: { expense: A; bank: A }, amount: number): JournalLine<A>[] {
  return [debit(accounts.expense, amount), credit(accounts.bank, amount)];
}

/** A bank account's opening amount, brought in from before the app. */
export function openingBankBalance<A>(accounts: { bank: A; opening: A }, amount: number): JournalLine<A>[] {
  return [debit(accounts.bank, amount), credit(accounts.opening, amount)];
}

/** A member's savings brought in from before the app. */
export const openingSavings = <A>(
  accounts: { opening: A; savings: A },
  member: { userId: number },
  amount: number,
) => savingReceived({ money: accounts.opening, savings: accounts.savings }, member, amount);

/** Money moved between two money accounts (banking cash, moving money between banks). */
export function transfer<A>(accounts: { from: A; to: A }, amount: number): JournalLine<A>[] {
  return [debit(accounts.to, amount), credit(accounts.from, amount)];
}

/**
 * A member leaves (docs/decisions/member-exits.md, "The books"): their savings go out in full (Dr their
 * savings and their part of every other savings kind), paying their loans (Cr Loans to members for each loan's principal, Cr Loan interest and Fines
 * for what was paid of them, and Fines for what was paid of the fines of no loan) with the help of their
 * guarantors' savings (Dr each guarantor's savings); the principal nobody paid is a loan loss (Dr the loss account), and the rest is refunded (Cr the money
 * account).
 */
export function memberExited<A>(
  accounts: { money: A; savings: A; loans: A; interest: A; fines: A; losses: A },
  exit: {
    userId: number;
    savings: number;
    refund: number;
    guarantors: readonly { userId: number; amount: number }[];
    loans: readonly {
      loanId: number;
      principal: number;
      paidInterest: number;
      paidFines: number;
      writtenOff: number;
    }[];
    /** What the savings paid of the fines that belong to no loan: to the Fines account. */
    looseFines?: number;
    /** The member's part of each savings kind besides savings, counted in `savings` and leaving with it. */
    otherSavings?: readonly { account: A; amount: number }[];
  },
): JournalLine<A>[] {
  const member = { userId: exit.userId };
  const others = exit.otherSavings ?? [];
  const own = exit.savings - others.reduce((sum, other) => sum + other.amount, 0);
  return withoutZeroLines([
    debit(accounts.savings, own, member),
    ...others.map((other) => debit(other.account, other.amount, member)),
    ...exit.guarantors.map((g) => debit(accounts.savings, g.amount, { userId: g.userId })),
    ...exit.loans.flatMap((loan) => {
      const sub = { userId: exit.userId, loanId: loan.loanId };
      return [
        credit(accounts.loans, loan.principal, sub),
        credit(accounts.interest, loan.paidInterest, sub),
        credit(accounts.fines, loan.paidFines, sub),
        debit(accounts.losses, loan.writtenOff),
      ];
    }),
    credit(accounts.fines, exit.looseFines ?? 0, member),
    credit(accounts.money, exit.refund),
  ]);
}

/** A member's savings are paid out to them: Dr the member's savings, Cr the money account. */
export function withdrawalPaid<A>(
  accounts: { money: A; savings: A },
  member: { userId: number },
  amount: number,
): JournalLine<A>[] {
  return [debit(accounts.savings, amount, { userId: member.userId }), credit(accounts.money, amount)];
}

/**
 * Money a member brings into an account of the group other than their savings
 * (docs/decisions/contribution-kinds.md, "Books accounts"; docs/decisions/rotations.md, "Paying in";
 * docs/decisions/lending.md, "Paying fines"): the money account grows, and so does the account it is
 * for, on the member's line, so that their statement and their part of it can be read.
 */
export function receivedFromMember<A>(
  accounts: { money: A; into: A },
  member: { userId: number },
  amount: number,
): JournalLine<A>[] {
  return [debit(accounts.money, amount), credit(accounts.into, amount, { userId: member.userId })];
}

/**
 * Money held for the members leaves the group (docs/decisions/fund-claims.md, "Paying a claim";
 * docs/decisions/rotations.md, "The pot"): the account that held it (a fund, a merry-go-round's
 * clearing account) shrinks by what leaves the money account.
 */
export function paidOutOf<A>(accounts: { from: A; money: A }, amount: number): JournalLine<A>[] {
  return [debit(accounts.from, amount), credit(accounts.money, amount)];
}
