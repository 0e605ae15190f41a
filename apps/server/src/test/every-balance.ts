import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.js';

/** Where a version of the schema holds the balances: in the domain rows (up to 0024), or kept tables. */
export type BalanceShape = 'columns' | 'tables';

const IN_COLUMNS = sql`
  select 'savings:' || user_id as what, balance_cents::text as cents from savings_accounts
  union all
  select 'bank:' || id, balance_cents::text from bank_accounts
  union all
  select 'loan principal:' || id, principal_outstanding_cents::text from loans
  union all
  select 'loan interest:' || id, interest_outstanding_cents::text from loans
  union all
  select 'books account:' || a.code, coalesce(sum(l.debit_cents - l.credit_cents), 0)::text
    from ledger_accounts a left join journal_lines l on l.account_id = a.id group by a.code`;

const IN_TABLES = sql`
  select 'savings:' || s.user_id as what, b.balance_cents::text as cents
    from savings_accounts s join savings_balances b on b.savings_account_id = s.id
  union all
  select 'bank:' || b.bank_account_id, b.balance_cents::text from account_balances b
    where b.bank_account_id is not null
  union all
  select 'loan principal:' || loan_id, principal_outstanding_cents::text from loan_balances
  union all
  select 'loan interest:' || loan_id, interest_outstanding_cents::text from loan_balances
  union all
  select 'books account:' || a.code, b.balance_cents::text
    from ledger_accounts a join account_balances b on b.account_id = a.id`;

/**
 * Every balance a screen shows, one figure per row, `<what>:<id>` and its cents: each savings
 * account's, bank's, loan's principal and interest, and every books account's (docs/decisions/journal-balances.md,
 * "Balances are kept from the journal").
 */
export async function everyBalance(db: DbOrTx, shape: BalanceShape): Promise<Record<string, number>> {
  const rows = await queryRows<{ what: string; cents: string }>(
    db,
    shape === 'columns' ? IN_COLUMNS : IN_TABLES,
  );
  return Object.fromEntries(rows.map((row) => [row.what, Number(row.cents)]));
}
