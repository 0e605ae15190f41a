import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from '../db/client.js';
import { appTables } from '../modules/backup/snapshot.js';

/** One table's number of rows. */
export async function rowsIn(db: DbOrTx, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Every application table's number of rows. */
export async function tableCounts(db: DbOrTx): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await appTables(db)) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/** Each account's debits and credits over the journal entries up to an id: the balances then. */
export async function balancesUpTo(db: DbOrTx, lastEntryId: number) {
  return queryRows<{ code: string; debit: string; credit: string }>(
    db,
    sql`select a.code, sum(l.debit_cents)::text as debit, sum(l.credit_cents)::text as credit
        from journal_lines l join ledger_accounts a on a.id = l.account_id
        where l.entry_id <= ${lastEntryId} group by a.code order by a.code`,
  );
}
