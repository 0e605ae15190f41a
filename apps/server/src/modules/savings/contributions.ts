import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { firstSavingsEntryDate } from '../books/index.js';
import { inactiveMemberIds } from '../directory/index.js';

export interface ContributionPosition {
  userId: number;
  yearlyTargetCents: number;
  /** The day the account started: its first movement in the books, else the day it was opened. */
  openedOn: string;
}

/**
 * Every savings account with its target and start, for the missed-contribution fines
 * (docs/decisions/lending.md, "Fines").
 */
export async function contributionPositions(db: DbOrTx): Promise<ContributionPosition[]> {
  const rows = await queryRows<{ user_id: number; target: string; opened_on: string }>(
    db,
    sql`select s.user_id, s.yearly_target_cents::text as target,
               coalesce(${firstSavingsEntryDate(sql`s.user_id`)},
                        (s.created_at at time zone 'Africa/Nairobi')::date)::text as opened_on
        from savings_accounts s order by s.user_id`,
  );
  // Members who left owe no more contributions (docs/decisions/member-exits.md, "Inactive members").
  const left = await inactiveMemberIds(db);
  return rows
    .filter((row) => !left.has(row.user_id))
    .map((row) => ({
      userId: row.user_id,
      yearlyTargetCents: Number(row.target),
      openedOn: row.opened_on,
    }));
}
