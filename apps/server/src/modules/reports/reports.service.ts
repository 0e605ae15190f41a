import { addMonthsClamped } from '@links/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { transactionItems, transactions } from '../../db/schema.js';

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
 * group's time zone (decisions §1). Pending and rejected items are not money received. Opening
 * balances are not collections. Every month of the window is listed, oldest first, zeros included.
 *
 * A read-only report: it reads the transactions module's tables directly (architecture.md allows
 * that for reports) instead of adding a query to that module for one chart.
 */
export async function monthlyCollections(
  db: DbOrTx,
  today: string,
  months = REPORT_MONTHS,
): Promise<MonthlyCollection[]> {
  const from = firstOfMonth(today, -(months - 1));
  const until = firstOfMonth(today, 1);
  const rows = await queryRows<{ month: string; savings: string; repayments: string }>(
    db,
    sql`
    select to_char(t.transaction_date, 'YYYY-MM') as month,
           coalesce(sum(i.amount_cents) filter (where i.type = 'SAVING'), 0)::text as savings,
           coalesce(sum(i.amount_cents) filter (where i.type <> 'SAVING'), 0)::text as repayments
    from ${transactionItems} i
    join ${transactions} t on t.id = i.transaction_id
    where i.status = 'Approved'
      and t.transaction_date >= ${from}::date
      and t.transaction_date < ${until}::date
    group by 1`,
  );
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return Array.from({ length: months }, (_, index) => {
    const month = firstOfMonth(from, index).slice(0, 7);
    const row = byMonth.get(month);
    return {
      month,
      savingsCents: row ? Number(row.savings) : 0,
      repaymentsCents: row ? Number(row.repayments) : 0,
    };
  });
}
