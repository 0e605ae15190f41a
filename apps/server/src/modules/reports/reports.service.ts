import { addMonthsClamped } from '@links/domain';
import { and, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { monthlyCollectionTotals } from '../../db/schema.js';

/** The admin home's chart covers the current month and the eleven before it. */
export const REPORT_MONTHS = 12;

export interface MonthlyCollection {
  /** `YYYY-MM`. */
  month: string;
  savingsCents: number;
  repaymentsCents: number;
}

/** `YYYY-MM-01` of the month `offset` months from the month of `isoDate`. */
function firstOfMonth(isoDate: string, offset: number): string {
  return addMonthsClamped(`${isoDate.slice(0, 7)}-01`, offset);
}

/**
 * What the group collected each month: approved SAVING items (savings) and approved LTL and STL
 * items (loan repayments), by the month of the transaction's date, which is a calendar date in the
 * group's time zone (docs/decisions/wire.md, "Dates"). Pending and rejected items are not money received.
 * Opening balances are not collections. Every month of the window is listed, oldest first, zeros included.
 *
 * The figures are kept per month by a trigger on transaction items (monthly_collection_totals),
 * so the report reads at most twelve rows however many transactions there are.
 */
export async function monthlyCollections(
  db: DbOrTx,
  today: string,
  months = REPORT_MONTHS,
): Promise<MonthlyCollection[]> {
  const from = firstOfMonth(today, -(months - 1));
  const until = firstOfMonth(today, 1);
  const rows = await db
    .select()
    .from(monthlyCollectionTotals)
    .where(and(gte(monthlyCollectionTotals.month, from), lt(monthlyCollectionTotals.month, until)));
  const byMonth = new Map(rows.map((row) => [row.month.slice(0, 7), row]));
  return Array.from({ length: months }, (_, index) => {
    const month = firstOfMonth(from, index).slice(0, 7);
    const row = byMonth.get(month);
    return {
      month,
      savingsCents: row?.savingsCents ?? 0,
      repaymentsCents: row?.repaymentsCents ?? 0,
    };
  });
}
