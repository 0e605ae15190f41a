import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

/**
 * The figures triggers keep for fast lists and reports, recomputed from the rows they summarise:
 * each transaction's status from its items, the totals by status, the gapless positions, the
 * monthly collections, and each ledger account's daily totals from the journal. Returns what
 * differs, in words; empty when all agree.
 */
export async function findKeptFigureDifferences(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ problem: string }>(
    db,
    sql`
    with item_counts as (
      select transaction_id, count(*) as total,
        count(*) filter (where status = 'Approved') as approved,
        count(*) filter (where status = 'Rejected') as rejected
      from transaction_items group by transaction_id
    ),
    statuses as (
      select t.id, t.status as kept,
        transaction_overall_status(coalesce(c.total, 0), coalesce(c.approved, 0), coalesce(c.rejected, 0)) as actual
      from transactions t left join item_counts c on c.transaction_id = t.id
    ),
    by_status as (
      select status, count(*) as n from transactions group by status
    ),
    months as (
      select date_trunc('month', t.transaction_date)::date as month,
        -- As text: the figures are also read on a database as of an earlier migration.
        coalesce(sum(i.amount_cents) filter (where i.type::text in ('SAVING', 'CONTRIBUTION')), 0) as savings,
        coalesce(sum(i.amount_cents) filter (where i.type::text in ('LTL', 'STL', 'FINE')), 0) as repayments
      from transaction_items i join transactions t on t.id = i.transaction_id
      where i.status = 'Approved' group by 1
    ),
    days as (
      select account_id, entry_date as day, sum(debit_cents) as debit, sum(credit_cents) as credit
      from journal_lines group by account_id, entry_date
    )
    select 'transaction #' || id || ' is kept as ' || kept || ' but its items make it ' || actual as problem
      from statuses where kept <> actual
    union all
    select 'transactions ' || coalesce(s.status, substr(c.name, 14)) || ': kept ' || coalesce(c.n, 0) || ', counted ' || coalesce(s.n, 0)
      from (select * from list_counters where name like 'transactions:%') c
      full join by_status s on c.name = 'transactions:' || s.status
      where coalesce(c.n, 0) <> coalesce(s.n, 0)
    union all
    select 'transaction positions are not 1 to ' || count(*) || ' without a gap'
      from transactions
      having count(*) > 0 and (min(position) <> 1 or max(position) <> count(*) or count(distinct position) <> count(*))
    union all
    select 'collections of ' || to_char(coalesce(m.month, k.month), 'YYYY-MM') || ' are kept as '
        || coalesce(k.savings_cents, 0) || '/' || coalesce(k.repayments_cents, 0) || ' cents but add up to '
        || coalesce(m.savings, 0) || '/' || coalesce(m.repayments, 0)
      from monthly_collection_totals k full join months m on m.month = k.month
      where coalesce(k.savings_cents, 0) <> coalesce(m.savings, 0)
         or coalesce(k.repayments_cents, 0) <> coalesce(m.repayments, 0)
    union all
    select 'ledger account #' || coalesce(k.account_id, d.account_id) || ' on '
        || coalesce(k.day, d.day)::text || ' is kept as ' || coalesce(k.debit_cents, 0) || '/'
        || coalesce(k.credit_cents, 0) || ' cents but its journal lines add up to '
        || coalesce(d.debit, 0) || '/' || coalesce(d.credit, 0)
      from ledger_daily_totals k full join days d on d.account_id = k.account_id and d.day = k.day
      where coalesce(k.debit_cents, 0) <> coalesce(d.debit, 0)
         or coalesce(k.credit_cents, 0) <> coalesce(d.credit, 0)`,
  );
  return rows.map((row) => row.problem);
}
