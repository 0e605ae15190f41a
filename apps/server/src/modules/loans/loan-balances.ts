import { and, eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loanBalances, loans } from '../../db/schema.js';

/**
 * A loan with its kept outstanding position (docs/decisions/journal-balances.md, "Balances are kept from
 * the journal"): the principal from its lines on Loans to members, the interest its installments still
 * expect.
 */
export type Loan = typeof loans.$inferSelect & {
  principalOutstandingCents: number;
  interestOutstandingCents: number;
};

/** The join of a loan onto its balances; the kind too, so that a list of one kind reads its index. */
export const balanceOfLoan = and(eq(loanBalances.loanId, loans.id), eq(loanBalances.kind, loans.kind));

/** A loan's columns and its balances, for a select from loans joined on `balanceOfLoan`. */
export const loanFields = {
  ...getTableColumns(loans),
  principalOutstandingCents: loanBalances.principalOutstandingCents,
  interestOutstandingCents: loanBalances.interestOutstandingCents,
};

/** Loans with their balances: `selectLoans(db).where(…)`. */
export const selectLoans = (db: DbOrTx) =>
  db.select(loanFields).from(loans).innerJoin(loanBalances, balanceOfLoan);
