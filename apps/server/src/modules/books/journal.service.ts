import { entryProblem, type JournalLine } from '@links/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import { journalEntries, journalLines } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { assertPeriodOpen } from './closed-period.js';

export interface NewJournalEntry {
  /** The event this entry records (`item:12`, `loan:3`, …): the database refuses a second one. */
  key: string;
  /** The day the money moved, `YYYY-MM-DD` in the group's time zone. */
  date: string;
  memo: string;
  lines: JournalLine<number>[];
  transactionId?: number;
  reversesId?: number;
  createdBy?: number;
}

export const ALREADY_POSTED = 'This money event has already been recorded.';

/**
 * Posts one balanced journal entry (docs/decisions/books.md, "Double entry"). Call it inside the database
 * transaction that changes the stored balances the entry explains. A second entry for the same event key is
 * refused with a 409, which rolls the caller's whole transaction back: a retry or a race cannot apply money
 * twice. An entry dated within a closed period is refused with a 422 `This period is closed`, the same way.
 */
export async function postEntry(tx: Tx, entry: NewJournalEntry): Promise<number> {
  const problem = entryProblem(entry.lines);
  if (problem) throw new Error(`Journal entry ${entry.key} cannot be posted: ${problem}`);
  await assertPeriodOpen(tx, entry.date);
  const [row] = await tx
    .insert(journalEntries)
    .values({
      key: entry.key,
      entryDate: entry.date,
      memo: entry.memo,
      transactionId: entry.transactionId,
      reversesId: entry.reversesId,
      createdBy: entry.createdBy,
    })
    .onConflictDoNothing({ target: journalEntries.key })
    .returning({ id: journalEntries.id });
  if (!row) throw conflict(ALREADY_POSTED, 'ALREADY_POSTED');
  await tx.insert(journalLines).values(
    entry.lines.map((line) => ({
      entryId: row.id,
      accountId: line.account,
      entryDate: entry.date,
      userId: line.userId,
      loanId: line.loanId,
      debitCents: line.debit,
      creditCents: line.credit,
    })),
  );
  return row.id;
}

/** Debits less credits of one account, optionally up to and including a date (from the daily totals). */
export async function netDebit(db: DbOrTx, accountId: number, asOf?: string): Promise<number> {
  const [row] = await queryRows<{ net: string }>(
    db,
    sql`select coalesce(sum(debit_cents - credit_cents), 0)::text as net from ledger_daily_totals
        where account_id = ${accountId} ${asOf ? sql`and day <= ${asOf}` : sql``}`,
  );
  return Number(row?.net ?? 0);
}

/**
 * The balance of a money account that keeps no stored balance (Cash on hand), with the account's
 * row locked, so that two payments out of it check the balance one after the other.
 */
export async function lockedNetDebit(tx: Tx, accountId: number): Promise<number> {
  await tx.execute(sql`select id from ledger_accounts where id = ${accountId} for update`);
  return netDebit(tx, accountId);
}
