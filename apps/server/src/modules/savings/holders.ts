import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { savingsAccounts, savingsBalances } from '../../db/schema.js';

/**
 * The member of `userId` has a savings account (docs/decisions/members.md, "Savings accounts"): for the lists
 * of other modules.
 */
export const holdsSavingsAccount = (userId: AnyPgColumn): SQL =>
  sql`exists (select 1 from ${savingsAccounts} where ${savingsAccounts.userId} = ${userId})`;

/**
 * For another module's list that sorts by savings in its own query: the join onto the kept balance
 * of the savings account of `userId`, spread into `.leftJoin(...)` (a member may have none), and
 * its balance (docs/decisions/journal-balances.md, "Balances are kept from the journal").
 */
export const savingsJoin = (userId: AnyPgColumn) =>
  [
    savingsBalances,
    eq(
      savingsBalances.savingsAccountId,
      sql`(select ${savingsAccounts.id} from ${savingsAccounts} where ${savingsAccounts.userId} = ${userId})`,
    ),
  ] as const;
export const savingsBalance = savingsBalances.balanceCents;

/**
 * The member's savings balance in cents (0 without a savings account), as a value for another
 * module's statement: read in the same round trip as what that statement reads besides.
 */
export const savingsCentsOf = (userId: number): SQL<number> =>
  sql`coalesce((select ${savingsBalances.balanceCents} from ${savingsAccounts}
    join ${savingsBalances} on ${savingsBalances.savingsAccountId} = ${savingsAccounts.id}
    where ${savingsAccounts.userId} = ${userId}), 0)`;
