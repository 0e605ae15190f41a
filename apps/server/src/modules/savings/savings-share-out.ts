import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { savingsAccounts } from '../../db/schema.js';
import { unprocessable } from '../../lib/errors.js';

/** The members who hold a savings account: everyone a share-out lists, if only with nothing. */
export async function savingsHolders(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ userId: savingsAccounts.userId })
    .from(savingsAccounts)
    .orderBy(asc(savingsAccounts.userId));
  return rows.map((row) => row.userId);
}

/**
 * Checks, inside a share-out's transaction, that every member paid a share into savings holds a
 * savings account: the share-out's entry credits each one's savings, and the database raises their
 * balances with it (docs/decisions/journal-balances.md, "Balances are kept from the journal").
 */
export async function requireSavingsAccountsFor(
  tx: Tx,
  credits: readonly { userId: number; amountCents: number }[],
): Promise<void> {
  const userIds = [...new Set(credits.filter((c) => c.amountCents > 0).map((c) => c.userId))];
  if (userIds.length === 0) return;
  const held = new Set(
    (
      await tx
        .select({ userId: savingsAccounts.userId })
        .from(savingsAccounts)
        .where(inArray(savingsAccounts.userId, userIds))
    ).map((row) => row.userId),
  );
  const missing = userIds.sort((a, b) => a - b).find((userId) => !held.has(userId));
  if (missing !== undefined) {
    throw unprocessable(
      `Member ${missing} has no savings account to pay a share into.`,
      undefined,
      'NO_SAVINGS_ACCOUNT',
    );
  }
}
