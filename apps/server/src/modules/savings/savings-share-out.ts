import { asc, eq, sql } from 'drizzle-orm';
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
 * Raises members' stored savings balances by their shares of a share-out, inside the share-out's
 * transaction (which posts the one entry crediting each member's savings in the books). The rows
 * are updated in member order, so that two transactions touching the same accounts queue rather
 * than deadlock.
 */
export async function creditShareOutToSavings(
  tx: Tx,
  credits: readonly { userId: number; amountCents: number }[],
): Promise<void> {
  const ordered = [...credits].filter((c) => c.amountCents > 0).sort((a, b) => a.userId - b.userId);
  for (const credit of ordered) {
    const [updated] = await tx
      .update(savingsAccounts)
      .set({ balanceCents: sql`${savingsAccounts.balanceCents} + ${credit.amountCents}` })
      .where(eq(savingsAccounts.userId, credit.userId))
      .returning({ id: savingsAccounts.id });
    if (!updated) {
      throw unprocessable(
        `Member ${credit.userId} has no savings account to pay a share into.`,
        undefined,
        'NO_SAVINGS_ACCOUNT',
      );
    }
  }
}
