import { entryProblem, type JournalLine } from '@links/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import { journalEntries, type journalEntryKindEnum, journalLines } from '../../db/schema.js';
import { conflict, unprocessable } from '../../lib/errors.js';
import { violatedCheck } from '../../lib/unique-violation.js';
import { assertPeriodOpen } from './closed-period.js';
import { accountBalance } from './kept-balances.js';

/** What an entry records (docs/books.md, "Events and their entries"). */
export type JournalEntryKind = (typeof journalEntryKindEnum.enumValues)[number];

export interface NewJournalEntry {
  kind: JournalEntryKind;
  /**
   * Which event of its kind (the item's id, the loan's, …): the key `<kind>:<ref>` is unique, so
   * the database refuses a second entry for one event.
   */
  ref: string | number;
  /** The day the money moved, `YYYY-MM-DD` in the group's time zone. */
  date: string;
  memo: string;
  lines: JournalLine<number>[];
  transactionId?: number;
  reversesId?: number;
  createdBy?: number;
}

export const ALREADY_POSTED = 'This money event has already been recorded.';
export const BELOW_ZERO = 'This would take a balance below zero.';

/** The kept balances' rules (docs/decisions/journal-balances.md, "Balances never below zero"). */
const KEPT_BALANCE_CHECKS = [
  'savings_balance_not_negative',
  'bank_balance_not_negative',
  'loan_outstanding_not_negative',
];

/**
 * Posts one balanced journal entry (docs/decisions/books.md, "Double entry"): the one write of money. The
 * database keeps the balances the screens show from its lines in the same statement
 * (docs/decisions/journal-balances.md, "Balances are kept from the journal"), and a line that would take one
 * below zero fails the posting with a 422. A second entry for the same event key is refused with a 409, which
 * rolls the caller's whole transaction back: a retry or a race cannot apply money twice. An entry dated
 * within a closed period is refused with a 422 `This period is closed`, the same way.
 */
export async function postEntry(tx: Tx, entry: NewJournalEntry): Promise<number> {
  const key = `${entry.kind}:${entry.ref}`;
  const problem = entryProblem(entry.lines);
  if (problem) throw new Error(`Journal entry ${key} cannot be posted: ${problem}`);
  await assertPeriodOpen(tx, entry.date);
  const [row] = await tx
    .insert(journalEntries)
    .values({
      key,
      kind: entry.kind,
      entryDate: entry.date,
      memo: entry.memo,
      transactionId: entry.transactionId,
      reversesId: entry.reversesId,
      createdBy: entry.createdBy,
    })
    .onConflictDoNothing({ target: [journalEntries.groupId, journalEntries.key] })
    .returning({ id: journalEntries.id });
  if (!row) throw conflict(ALREADY_POSTED, 'ALREADY_POSTED');
  try {
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
  } catch (error) {
    if (violatedCheck(error, KEPT_BALANCE_CHECKS)) throw unprocessable(BELOW_ZERO, undefined, 'BELOW_ZERO');
    throw error;
  }
  return row.id;
}

/**
 * Debits less credits of one account: today's from its kept balance, up to and including an earlier
 * date from its daily totals.
 */
export async function netDebit(db: DbOrTx, accountId: number, asOf?: string): Promise<number> {
  if (!asOf) return accountBalance(db, accountId);
  const [row] = await queryRows<{ net: string }>(
    db,
    sql`select coalesce(sum(debit_cents - credit_cents), 0)::text as net from ledger_daily_totals
        where account_id = ${accountId} and day <= ${asOf}`,
  );
  return Number(row?.net ?? 0);
}

/**
 * The balance of a money account (Cash on hand), with the account's row in the chart locked, so
 * that two payments out of it check the balance one after the other.
 */
export async function lockedNetDebit(tx: Tx, accountId: number): Promise<number> {
  await tx.execute(sql`select id from ledger_accounts where id = ${accountId} for update`);
  return netDebit(tx, accountId);
}
