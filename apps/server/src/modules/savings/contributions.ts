import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

export interface ContributionPosition {
  userId: number;
  yearlyTargetCents: number;
  /** The day the account started: its first movement in the books, else the day it was opened. */
  openedOn: string;
}

/** Every savings account with its target and start, for the missed-contribution fines (issue 14 §5). */
export async function contributionPositions(db: DbOrTx): Promise<ContributionPosition[]> {
  const rows = await queryRows<{ user_id: number; target: string; opened_on: string }>(
    db,
    sql`select s.user_id, s.yearly_target_cents::text as target,
               coalesce((select min(l.entry_date) from journal_lines l
                          join ledger_accounts a on a.id = l.account_id and a.system_key = 'savings'
                         where l.user_id = s.user_id),
                        (s.created_at at time zone 'Africa/Nairobi')::date)::text as opened_on
        from savings_accounts s order by s.user_id`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    yearlyTargetCents: Number(row.target),
    openedOn: row.opened_on,
  }));
}

/** A member's approved savings dated within a month `YYYY-MM` (deposits of approved items only). */
export async function approvedSavingsInMonth(db: DbOrTx, userId: number, month: string): Promise<number> {
  const from = `${month}-01`;
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(l.credit_cents - l.debit_cents), 0)::text as total
        from journal_lines l
        join ledger_accounts a on a.id = l.account_id and a.system_key = 'savings'
        join journal_entries e on e.id = l.entry_id and e.key like 'item:%'
        where l.user_id = ${userId} and l.entry_date >= ${from}::date
          and l.entry_date < (${from}::date + interval '1 month')`,
  );
  return Number(row?.total ?? 0);
}
