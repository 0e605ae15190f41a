import { formatDate, type JournalLine, reversingLines } from '@links/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.js';
import { journalEntries, journalLines, reversals } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { violatesUnique } from '../../lib/unique-violation.js';
import { postEntry } from './journal.service.js';

/** What a reversal takes back (docs/decisions/reversals.md, "What can be reversed"). */
export type ReversalSubject = (typeof reversals.subject.enumValues)[number];

export type ReversalRow = typeof reversals.$inferSelect;

export const alreadyReversed = (label: string, on: string) =>
  `${label} was already reversed on ${formatDate(on)}.`;

/**
 * Records that an original is reversed, inside the reversal's database transaction: the unique key on
 * (subject, id) refuses a second reversal with a 409, even when two are carried out at once.
 */
export async function recordReversal(
  tx: Tx,
  reversal: { subject: ReversalSubject; subjectId: number; reason: string; date: string; createdBy: number },
  label: string,
): Promise<ReversalRow> {
  const [earlier] = await reversalsOf(tx, reversal.subject, [reversal.subjectId]);
  if (earlier) throw conflict(alreadyReversed(label, earlier.reversedOn), 'ALREADY_REVERSED');
  try {
    const [row] = await tx
      .insert(reversals)
      .values({
        subject: reversal.subject,
        subjectId: reversal.subjectId,
        reason: reversal.reason,
        reversedOn: reversal.date,
        createdBy: reversal.createdBy,
      })
      .returning();
    if (!row) throw new Error('The reversal insert returned no row');
    return row;
  } catch (error) {
    if (violatesUnique(error, 'reversals_subject_unique')) {
      throw conflict(alreadyReversed(label, reversal.date), 'ALREADY_REVERSED');
    }
    throw error;
  }
}

/** The reversals of some originals of one subject (none for those not reversed). */
export async function reversalsOf(
  db: DbOrTx,
  subject: ReversalSubject,
  ids: readonly number[],
): Promise<ReversalRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(reversals)
    .where(and(eq(reversals.subject, subject), inArray(reversals.subjectId, [...ids])));
}

/**
 * A condition for another module's list: the original whose id is in `idColumn` was reversed (served by
 * the unique index on (subject, subject_id)); negate it with `not` for the originals that stand.
 */
export function reversedCondition(subject: ReversalSubject, idColumn: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${reversals} where ${reversals.subject} = ${subject} and ${reversals.subjectId} = ${idColumn})`;
}

/** The reversals of some originals by id, for a list's answers. */
export async function reversalMap(db: DbOrTx, subject: ReversalSubject, ids: readonly number[]) {
  return new Map((await reversalsOf(db, subject, ids)).map((row) => [row.subjectId, row]));
}

/** One journal entry by its key (`item:12`, `expense:3`) or id, with its lines; undefined when there is none. */
export async function journalEntryOf(db: DbOrTx, by: { key: string } | { id: number }) {
  const [entry] = await db
    .select()
    .from(journalEntries)
    .where('key' in by ? eq(journalEntries.key, by.key) : eq(journalEntries.id, by.id));
  if (!entry) return undefined;
  const rows = await db.select().from(journalLines).where(eq(journalLines.entryId, entry.id));
  const lines: JournalLine<number>[] = rows.map((row) => ({
    account: row.accountId,
    debit: row.debitCents,
    credit: row.creditCents,
    ...(row.userId === null ? {} : { userId: row.userId }),
    ...(row.loanId === null ? {} : { loanId: row.loanId }),
  }));
  return { entry, lines };
}

/**
 * Posts the contra entry of one journal entry (docs/decisions/reversals.md, "Contra entries"): every line on
 * the other side, dated the reversal's day (in the open period, as any posting), keyed by the entry it takes
 * back, which `reverses_id` names (unique: an entry is taken back once).
 */
export async function postContraEntry(
  tx: Tx,
  original: { id: number; memo: string; transactionId: number | null },
  lines: readonly JournalLine<number>[],
  reversal: { id: number; date: string; reason: string; createdBy: number },
): Promise<number> {
  return postEntry(tx, {
    kind: 'reversal',
    ref: original.id,
    date: reversal.date,
    memo: `Reversal of ${original.memo}: ${reversal.reason}`.slice(0, 500),
    lines: reversingLines(lines),
    ...(original.transactionId === null ? {} : { transactionId: original.transactionId }),
    reversesId: original.id,
    createdBy: reversal.createdBy,
  });
}

/** Takes back one entry by its key or id: the contra entry's id, or undefined when there is no such entry. */
export async function reverseEntry(
  tx: Tx,
  by: { key: string } | { id: number },
  reversal: { id: number; date: string; reason: string; createdBy: number },
): Promise<number | undefined> {
  const found = await journalEntryOf(tx, by);
  if (!found) return undefined;
  return postContraEntry(tx, found.entry, found.lines, reversal);
}
