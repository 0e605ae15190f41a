import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { loanBalances, loans } from '../../db/schema.js';

/**
 * For another module's read that weighs its rows by the loan they issued, in its own query: the
 * join onto the loan of `loanId`, spread into `.leftJoin(...)`, and the loan's columns it makes
 * available (what was lent and the principal still owed).
 */
export const loanJoin = (loanId: AnyPgColumn) => [loans, eq(loans.id, loanId)] as const;
export const loanColumns = {
  lent: loans.loanAmountCents,
  /** The loan's kept principal (docs/decisions/journal-balances.md, "Balances are kept from the journal"). */
  outstanding: sql<number | null>`(select ${loanBalances.principalOutstandingCents} from ${loanBalances}
    where ${loanBalances.loanId} = ${loans.id})`.mapWith(Number),
};
