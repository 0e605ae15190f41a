import { inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { journalEntries } from '../../db/schema.js';

/** A journal entry as one member's statement shows it (docs/decisions/disputes.md, "A line"). */
export interface MemberEntry {
  entryId: number;
  userId: number;
  date: string;
  memo: string;
  /** The payment transaction the entry posted, if any. */
  transactionId: number | null;
  /** What moved on the member's lines: the larger of their debits and their credits. */
  amountCents: number;
  /** The loans the member's lines name. */
  loanIds: number[];
}

interface Row {
  entry_id: string;
  user_id: number;
  date: string;
  memo: string;
  transaction_id: number | null;
  debit: string;
  credit: string;
  loan_ids: number[] | null;
}

/**
 * The entries among `entryIds` as each member with a line on them sees them: one row per entry and
 * member. An entry with no line of a member is not theirs.
 */
export async function memberEntries(db: DbOrTx, entryIds: number[]): Promise<MemberEntry[]> {
  if (entryIds.length === 0) return [];
  const rows = await queryRows<Row>(
    db,
    sql`select l.entry_id::text, l.user_id, e.entry_date::text as date, e.memo, e.transaction_id,
               sum(l.debit_cents)::text as debit, sum(l.credit_cents)::text as credit,
               array_agg(distinct l.loan_id) filter (where l.loan_id is not null) as loan_ids
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
        where l.entry_id in (${sql.join(
          entryIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and l.user_id is not null
        group by l.entry_id, l.user_id, e.entry_date, e.memo, e.transaction_id`,
  );
  return rows.map((row) => ({
    entryId: Number(row.entry_id),
    userId: row.user_id,
    date: row.date,
    memo: row.memo,
    transactionId: row.transaction_id,
    amountCents: Math.max(Number(row.debit), Number(row.credit)),
    loanIds: (row.loan_ids ?? []).map(Number),
  }));
}

/** The entries that posted the given payment transactions. */
export async function entryIdsOfTransactions(db: DbOrTx, transactionIds: number[]): Promise<number[]> {
  if (transactionIds.length === 0) return [];
  const rows = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(inArray(journalEntries.transactionId, transactionIds));
  return rows.map((row) => row.id);
}
