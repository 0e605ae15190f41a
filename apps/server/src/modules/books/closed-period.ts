import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import { AppError, unprocessable } from '../../lib/errors.js';

/**
 * The closed period (docs/share-out.md): a share-out closes the books through its last day, and no
 * money event dated on or before that day may be posted afterwards. Every posting passes through
 * `postEntry`, which calls `assertPeriodOpen`, so this is the one place the rule is kept.
 */

export const PERIOD_CLOSED = 'This period is closed';
export const BOOKS_CLOSING = 'The books are being closed for a share-out. Try again in a moment.';

/** One lock for the closing: postings hold it shared, a closing holds it alone. */
const CLOSING_LOCK = sql`hashtext('links.period_closing')`;

/** The last day of the closed period, or null while no period has been closed. */
export async function closedThrough(db: DbOrTx): Promise<string | null> {
  const [row] = await queryRows<{ through: string | null }>(
    db,
    sql`select max(closed_through)::text as through from period_closings`,
  );
  return row?.through ?? null;
}

/**
 * Refuses a posting dated within the closed period: 422 `This period is closed`. The shared lock
 * keeps a closing from reading the books while this posting is under way; it is only tried, never
 * waited for, so a posting that already holds row locks cannot deadlock with a closing that wants
 * them: while a share-out is being committed, postings are refused with a 409 instead.
 */
export async function assertPeriodOpen(tx: Tx, date: string): Promise<void> {
  const [lock] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock_shared(${CLOSING_LOCK}) as locked`,
  );
  if (!lock?.locked) throw new AppError(409, 'BOOKS_CLOSING', BOOKS_CLOSING);
  // Read in a statement of its own, after the lock: it then sees a closing committed meanwhile.
  const through = await closedThrough(tx);
  if (through !== null && date <= through) throw unprocessable(PERIOD_CLOSED, undefined, 'PERIOD_CLOSED');
}

/**
 * Takes the closing lock alone, waiting for the postings under way to commit: from here on, until
 * the transaction ends, the books this transaction reads cannot change under it.
 */
export async function lockBooksForClosing(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLOSING_LOCK})`);
}
