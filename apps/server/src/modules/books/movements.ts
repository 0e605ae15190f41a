import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

/** One journal entry's movement of one account: what reconciliation sets against a statement. */
export interface AccountMovement {
  entryId: number;
  key: string;
  date: string;
  memo: string;
  /** Debits less credits of the account in this entry, in cents. */
  net: number;
}

/**
 * The entries that moved an account within a period, in date order
 * (docs/decisions/payments.md, "Reconciliation").
 */
export async function accountMovements(
  db: DbOrTx,
  accountId: number,
  from: string,
  to: string,
): Promise<AccountMovement[]> {
  const rows = await queryRows<{ entry_id: string; key: string; date: string; memo: string; net: string }>(
    db,
    sql`select e.id::text as entry_id, e.key, e.entry_date::text as date, e.memo,
               sum(l.debit_cents - l.credit_cents)::text as net
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.account_id = ${accountId} and l.entry_date >= ${from} and l.entry_date <= ${to}
        group by e.group_id, e.id order by e.entry_date, e.id`,
  );
  return rows.map((row) => ({
    entryId: Number(row.entry_id),
    key: row.key,
    date: row.date,
    memo: row.memo,
    net: Number(row.net),
  }));
}
