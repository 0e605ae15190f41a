import { entryProblem, type JournalLine, type SystemAccountKey } from '@links/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, preparedQueries, queryRows, rawStatement, type Tx } from '../../db/client.js';
import type { journalEntryKindEnum } from '../../db/schema.js';
import { conflict, unprocessable } from '../../lib/errors.js';
import { settled } from '../../lib/settled.js';
import { violatedCheck } from '../../lib/unique-violation.js';
import { holdPeriodOpen, holdsPeriodOpen, refusePostingInClosedPeriod } from './closed-period.js';
import { accountBalance } from './kept-balances.js';

/**
 * An account of a line: its id, or the key of one of the accounts every group has, which the posting
 * finds in the same statement (docs/decisions/speed.md, "A posting in one statement").
 */
export type AccountRef = number | SystemAccountKey;

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
  lines: JournalLine<AccountRef>[];
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
  // Sent together (docs/decisions/speed.md, "Statements sent together"): the posting runs after the
  // lock's statement, so it reads the closed period as the lock found it; it writes nothing unless the
  // lock is held, and a lock refused fails the whole transaction all the same.
  const [held, posted] = await Promise.allSettled([holdPeriodOpen(tx), insertEntry(tx, key, entry)]);
  settled(held);
  if (posted.status === 'rejected') {
    if (violatedCheck(posted.reason, KEPT_BALANCE_CHECKS)) {
      throw unprocessable(BELOW_ZERO, undefined, 'BELOW_ZERO');
    }
    throw posted.reason;
  }
  const [row] = posted.value;
  refusePostingInClosedPeriod(entry.date, row?.through ?? null);
  if (row?.id == null) throw conflict(ALREADY_POSTED, 'ALREADY_POSTED');
  return Number(row.id);
}

type Posted = { id: number | null; through: string | null };
type PostingValues = Record<string, string | number | null>;
/** How a line names its account in the statement: by id (`i`) or by a system account's key (`k`). */
type AccountShape = 'i' | 'k';

/** Entries of up to this many lines have a statement kept for their shape; longer ones are built each time. */
const MOST_LINES_KEPT = 8;

/** A posting's statement for one shape of lines (docs/decisions/speed.md, "Statements built once"). */
const keptPosting = preparedQueries<string, PostingValues, { rows: Posted[] }>(
  'journal_posting',
  (db, shape) => rawStatement(db, postingStatement(shape.split('') as AccountShape[], sql.placeholder)),
);

/**
 * The entry and its lines in one statement (docs/decisions/speed.md, "A posting in one statement"),
 * written only while its date is after the closed period, which the statement reads after the
 * closing lock is held and answers as `through`, and only while the transaction holds that lock;
 * `id` is null when nothing was written (the period is closed, or the event's key was posted before).
 */
async function insertEntry(tx: Tx, key: string, entry: NewJournalEntry): Promise<Posted[]> {
  const shape = entry.lines.map((line): AccountShape => (typeof line.account === 'number' ? 'i' : 'k'));
  const values: PostingValues = {
    key,
    kind: entry.kind,
    date: entry.date,
    memo: entry.memo,
    transactionId: entry.transactionId ?? null,
    reversesId: entry.reversesId ?? null,
    createdBy: entry.createdBy ?? null,
  };
  entry.lines.forEach((line, i) => {
    values[`account${i}`] = line.account;
    values[`user${i}`] = line.userId ?? null;
    values[`loan${i}`] = line.loanId ?? null;
    values[`debit${i}`] = line.debit;
    values[`credit${i}`] = line.credit;
  });
  if (shape.length <= MOST_LINES_KEPT) return (await keptPosting(tx, shape.join(''), values)).rows;
  return queryRows<Posted>(
    tx,
    postingStatement(shape, (name) => values[name]),
  );
}

/**
 * The posting's text for lines of these shapes, each value put in by `value(name)`: a placeholder for
 * a statement kept, or the value itself.
 */
function postingStatement(shape: readonly AccountShape[], value: (name: string) => unknown): SQL {
  const lines = sql.join(
    shape.map((account, i) => {
      const id =
        account === 'i'
          ? sql`${value(`account${i}`)}::integer`
          : sql`(select id from ledger_accounts where system_key = ${value(`account${i}`)})`;
      return sql`(${id}, ${value(`user${i}`)}::integer, ${value(`loan${i}`)}::integer, ${value(`debit${i}`)}::bigint, ${value(`credit${i}`)}::bigint)`;
    }),
    sql`, `,
  );
  const date = sql`${value('date')}::date`;
  return sql`with closed as (select max(closed_through) as through from period_closings),
    entry as (
      insert into journal_entries (key, kind, entry_date, memo, transaction_id, reverses_id, created_by)
      select ${value('key')}, ${value('kind')}::journal_entry_kind, ${date}, ${value('memo')},
        ${value('transactionId')}::integer, ${value('reversesId')}::bigint, ${value('createdBy')}::integer
      from closed where ${holdsPeriodOpen}
        and (closed.through is null or closed.through < ${date})
      on conflict (group_id, key) do nothing
      returning id
    ),
    lines as (
      insert into journal_lines (entry_id, account_id, entry_date, user_id, loan_id, debit_cents, credit_cents)
      select entry.id, v.account_id, ${date}, v.user_id, v.loan_id, v.debit, v.credit
      from entry cross join (values ${lines}) as v (account_id, user_id, loan_id, debit, credit)
    )
    select (select id from entry) as id, (select through::text from closed) as through`;
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
