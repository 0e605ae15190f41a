import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

export type DifferenceKind =
  | 'savings'
  | 'bank'
  | 'account'
  | 'loan_principal'
  | 'loan_interest'
  | 'journal_entry'
  | 'trial_balance';

export interface BalanceDifference {
  account: DifferenceKind;
  /**
   * The savings account, bank account, books account (any other), loan or journal entry; 0 for the
   * whole books.
   */
  accountId: number;
  /** The kept balance (or, for an entry and the books, the debits). */
  storedCents: number;
  /** What it counts to afresh (the credits). */
  computedCents: number;
}

/**
 * The balance check of docs/decisions/books.md, "Records that must add up";
 * docs/decisions/books.md, "Double entry" (docs/decisions/journal-balances.md, "The balance check"): the
 * trial balance, entry by entry and as a whole, and a recount of the balances the database keeps from the
 * journal (each savings account's, each books account's, a bank's among them, each loan's principal) and
 * from the schedules (each loan's interest still expected). The daily totals are recounted with the other kept figures (`findKeptFigureDifferences`).
 */
export async function findBalanceDifferences(db: DbOrTx): Promise<BalanceDifference[]> {
  const rows = await queryRows<{
    account: DifferenceKind;
    account_id: number;
    stored: string;
    computed: string;
  }>(
    db,
    sql`
    with savings_ledger as (
      select l.user_id, sum(l.credit_cents - l.debit_cents) as total
      from journal_lines l join ledger_accounts a on a.id = l.account_id and a.system_key = 'savings'
      group by l.user_id
    ),
    loans_ledger as (
      select l.loan_id, sum(l.debit_cents - l.credit_cents) as total
      from journal_lines l join ledger_accounts a on a.id = l.account_id and a.system_key = 'loans'
      group by l.loan_id
    ),
    account_ledger as (
      select account_id, sum(debit_cents - credit_cents) as total from journal_lines group by account_id
    ),
    checks as (
      -- A kept row that is missing, or that names another bank or kind than its own row, counts -1.
      select 'savings'::text as account, coalesce(s.id, 0) as account_id,
             case when s.id is not null and b.savings_account_id is null then -1
                  else coalesce(b.balance_cents, 0) end as stored,
             coalesce(g.total, 0) as computed
      from savings_accounts s left join savings_balances b on b.savings_account_id = s.id
      full join savings_ledger g on g.user_id = s.user_id
      union all
      select case when a.bank_account_id is null then 'account' else 'bank' end,
             coalesce(a.bank_account_id, a.id),
             case when b.account_id is null or b.bank_account_id is distinct from a.bank_account_id then -1
                  else b.balance_cents end,
             coalesce(g.total, 0)
      from ledger_accounts a left join account_balances b on b.account_id = a.id
      left join account_ledger g on g.account_id = a.id
      union all
      select 'loan_principal', coalesce(l.id, g.loan_id, 0),
             case when l.id is not null and (b.loan_id is null or b.kind <> l.kind) then -1
                  else coalesce(b.principal_outstanding_cents, 0) end,
             coalesce(g.total, 0)
      from loans l left join loan_balances b on b.loan_id = l.id
      full join loans_ledger g on g.loan_id = l.id
      union all
      select 'loan_interest', l.id, coalesce(min(b.interest_outstanding_cents), -1),
             coalesce(sum(i.interest_cents - i.interest_paid_cents - i.interest_waived_cents), 0)
      from loans l left join loan_balances b on b.loan_id = l.id
      left join loan_installments i on i.loan_id = l.id group by l.group_id, l.id
      union all
      select 'journal_entry', e.id, coalesce(sum(l.debit_cents), 0),
             case when count(l.id) < 2 then -1 else coalesce(sum(l.credit_cents), 0) end
      from journal_entries e left join journal_lines l on l.entry_id = e.id group by e.group_id, e.id
      union all
      select 'trial_balance', 0, coalesce(sum(debit_cents), 0), coalesce(sum(credit_cents), 0)
      from journal_lines
    )
    select account, account_id, stored::text, computed::text from checks
    where stored <> computed
    order by account, account_id
  `,
  );
  return rows.map((row) => ({
    account: row.account,
    accountId: Number(row.account_id),
    storedCents: Number(row.stored),
    computedCents: Number(row.computed),
  }));
}
