import { sql } from 'drizzle-orm';
import { type DbOrTx, preparedQuery, queryRows, rawStatement, type Tx } from '../../db/client.js';
import { AppError, unprocessable } from '../../lib/errors.js';

/**
 * The closed period (docs/share-out.md): a share-out closes the books through its last day, and no
 * money event dated on or before that day may be posted afterwards. Every posting passes through
 * `postEntry`, which holds the closing lock (`holdPeriodOpen`) and then refuses a date within it
 * (`refusePostingInClosedPeriod`), so this is the one place the rule is kept.
 */

export const PERIOD_CLOSED = 'This period is closed';
export const BOOKS_CLOSING = 'The books are being closed for a share-out. Try again in a moment.';

/**
 * One lock for each group's closing: its postings hold it shared, its closing holds it alone. A
 * group's share-out never holds up another group's postings (docs/decisions/groups.md, "Groups").
 */
const CLOSING_LOCK = sql`hashtext('links.period_closing:' || coalesce(current_setting('app.group_id', true), ''))`;

/**
 * True in a statement while its transaction holds the closing lock shared, or takes it now: a
 * posting's guard, so that a posting sent behind a refused lock writes nothing.
 */
export const holdsPeriodOpen = sql`pg_try_advisory_xact_lock_shared(${CLOSING_LOCK})`;

/** The last day of the closed period, or null while no period has been closed. */
export async function closedThrough(db: DbOrTx): Promise<string | null> {
  const [row] = await queryRows<{ through: string | null }>(
    db,
    sql`select max(closed_through)::text as through from period_closings`,
  );
  return row?.through ?? null;
}

/**
 * Holds the closing lock shared for the rest of the transaction, or refuses with a 409 while a
 * share-out is closing the books. The lock is only tried, never waited for, so a posting that already
 * holds row locks cannot deadlock with a closing that wants them. The closed period is read after it,
 * in a statement of its own (`postEntry` reads it with the entry it writes), so that a closing committed
 * meanwhile is seen.
 */
export async function holdPeriodOpen(tx: Tx): Promise<void> {
  const [lock] = (await closingLockShared(tx, {})).rows;
  if (!lock?.locked) throw new AppError(409, 'BOOKS_CLOSING', BOOKS_CLOSING);
}

/**
 * The closing lock tried shared, built once (docs/decisions/speed.md, "Statements built once"): it is
 * sent as soon as it is asked for, ahead of the posting asked for after it.
 */
const closingLockShared = preparedQuery<Record<string, never>, { rows: { locked: boolean }[] }>(
  'closing_lock_shared',
  (db) => rawStatement(db, sql`select ${holdsPeriodOpen} as locked`),
);

/** A posting dated within the closed period: 422 `This period is closed`. */
export function refusePostingInClosedPeriod(date: string, through: string | null): void {
  if (through !== null && date <= through) throw unprocessable(PERIOD_CLOSED, undefined, 'PERIOD_CLOSED');
}

/**
 * Refuses at entry a hand-entered money event dated within the closed period (docs/decisions/money-accounts.md,
 * "Closed periods at entry"): 422 `This period is closed`, before a request waits for approval. The
 * posting checks again under the closing lock.
 */
export async function refuseClosedDate(db: DbOrTx, date: string, field = 'date'): Promise<void> {
  const through = await closedThrough(db);
  if (through !== null && date <= through) {
    throw unprocessable(PERIOD_CLOSED, { [field]: PERIOD_CLOSED }, 'PERIOD_CLOSED');
  }
}

/**
 * The day a posting of money that really arrived on `date` is dated: its own day, or the first day
 * after the closed period when that day is closed (docs/decisions/money-accounts.md, "Money that
 * arrived in a closed period").
 */
export async function firstOpenDay(db: DbOrTx, date: string): Promise<string> {
  const through = await closedThrough(db);
  if (through === null || date > through) return date;
  const next = new Date(`${through}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * Takes the closing lock alone, waiting for the postings under way to commit: from here on, until
 * the transaction ends, the books this transaction reads cannot change under it.
 */
export async function lockBooksForClosing(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLOSING_LOCK})`);
}

/**
 * The memo of an entry for money that arrived on `arrivedOn`: when it is posted on another day (the
 * first open day), the day it arrived is kept in the memo (docs/decisions/money-accounts.md, "Money
 * that arrived in a closed period").
 */
export function keepArrivalDate(memo: string, arrivedOn: string, postedOn: string | undefined): string {
  if (postedOn === undefined || postedOn === arrivedOn) return memo;
  return `${memo}, received ${arrivedOn} in a closed period`;
}
