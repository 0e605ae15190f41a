import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import { ledgerEntries, transactionItems } from '../../db/schema.js';

export type LedgerAccount = (typeof ledgerEntries.$inferInsert)['accountType'];
export type LedgerKind = (typeof ledgerEntries.$inferInsert)['kind'];

export interface NewEntry {
  accountType: LedgerAccount;
  accountId: number;
  kind: LedgerKind;
  /** Signed: what the entry adds to the account's stored balance. */
  amountCents: number;
  transactionItemId?: number;
  expenseId?: number;
  memo?: string;
  createdBy?: number;
}

/**
 * Records movements of money. Call it inside the database transaction that changes the stored
 * balance, so the two can never disagree (decisions §8). Takes a Tx, not a Db, to make that hard to forget.
 */
export async function recordEntries(tx: Tx, entries: NewEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(ledgerEntries).values(entries);
}

export interface AccountEntry {
  id: number;
  kind: LedgerKind;
  amountCents: number;
  transactionItemId: number | null;
  /** The transaction the item belongs to, for `TRN-<id>` labels. */
  transactionId: number | null;
  expenseId: number | null;
  memo: string | null;
  createdAt: Date;
}

/** Every entry of one account, oldest first: the statement a details page builds on. */
export async function entriesOfAccount(
  db: DbOrTx,
  accountType: LedgerAccount,
  accountId: number,
): Promise<AccountEntry[]> {
  return db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      transactionItemId: ledgerEntries.transactionItemId,
      transactionId: transactionItems.transactionId,
      expenseId: ledgerEntries.expenseId,
      memo: ledgerEntries.memo,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .leftJoin(transactionItems, eq(transactionItems.id, ledgerEntries.transactionItemId))
    .where(and(eq(ledgerEntries.accountType, accountType), eq(ledgerEntries.accountId, accountId)))
    .orderBy(asc(ledgerEntries.id));
}

export interface BalanceDifference {
  account:
    | 'savings'
    | 'bank'
    | 'loan_principal'
    | 'loan_interest'
    | 'loan_schedule_principal'
    | 'loan_schedule_interest';
  accountId: number;
  storedCents: number;
  computedCents: number;
}

/**
 * The balance check of decisions §8: recomputes every stored balance from the ledger entries (and
 * each loan's outstanding amounts from its installments) and reports every difference.
 */
export async function findBalanceDifferences(db: DbOrTx): Promise<BalanceDifference[]> {
  const rows = await queryRows<{
    account: BalanceDifference['account'];
    account_id: number;
    stored: string;
    computed: string;
  }>(
    db,
    sql`
    with sums as (
      select account_type, account_id, sum(amount_cents) as total
      from ledger_entries group by account_type, account_id
    ),
    stored as (
      select 'savings'::text as account, id as account_id, balance_cents as stored from savings_accounts
      union all select 'bank', id, balance_cents from bank_accounts
      union all select 'loan_principal', id, principal_outstanding_cents from loans
      union all select 'loan_interest', id, interest_outstanding_cents from loans
    ),
    ledger as (
      select coalesce(s.account, e.account_type::text) as account,
             coalesce(s.account_id, e.account_id) as account_id,
             coalesce(s.stored, 0) as stored,
             coalesce(e.total, 0) as computed
      from stored s
      full join sums e on e.account_type::text = s.account and e.account_id = s.account_id
    ),
    schedule as (
      select 'loan_schedule_principal'::text as account, l.id as account_id,
             l.principal_outstanding_cents as stored,
             coalesce(sum(i.principal_cents - i.principal_paid_cents), 0) as computed
      from loans l left join loan_installments i on i.loan_id = l.id group by l.id
      union all
      select 'loan_schedule_interest', l.id, l.interest_outstanding_cents,
             coalesce(sum(i.interest_cents - i.interest_paid_cents), 0)
      from loans l left join loan_installments i on i.loan_id = l.id group by l.id
    )
    select account, account_id, stored::text, computed::text
    from (select * from ledger union all select * from schedule) checks
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
