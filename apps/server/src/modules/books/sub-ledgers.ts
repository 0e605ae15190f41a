import type { SavingsMovement, SystemAccountKey } from '@links/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema.js';
import type { JournalEntryKind } from './journal.service.js';

/** One line of a member's or a loan's sub-ledger, with its entry. */
export interface SubLedgerLine {
  entryId: number;
  key: string;
  kind: JournalEntryKind;
  date: string;
  memo: string;
  transactionId: number | null;
  createdAt: Date;
  debitCents: number;
  creditCents: number;
}

/**
 * The lines of one system account that belong to a member or a loan, oldest first: a member's
 * savings (`savings`, userId), a loan's principal (`loans`, loanId) or the interest it paid.
 */
export async function subLedgerLines(
  db: DbOrTx,
  account: SystemAccountKey,
  owner: { userId: number } | { loanId: number },
): Promise<SubLedgerLine[]> {
  const ownerIs =
    'userId' in owner ? eq(journalLines.userId, owner.userId) : eq(journalLines.loanId, owner.loanId);
  return db
    .select({
      entryId: journalEntries.id,
      key: journalEntries.key,
      kind: journalEntries.kind,
      date: journalEntries.entryDate,
      memo: journalEntries.memo,
      transactionId: journalEntries.transactionId,
      createdAt: journalEntries.createdAt,
      debitCents: journalLines.debitCents,
      creditCents: journalLines.creditCents,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(ledgerAccounts.systemKey, account), ownerIs))
    .orderBy(asc(journalLines.entryDate), asc(journalLines.entryId), asc(journalLines.id));
}

/**
 * Every member's savings movements up to and including a day, one per member and day (a deposit
 * positive), oldest first: the savings sub-ledger the share-out weighs members by. `alsoAccountIds`
 * are other member accounts that count as savings (the savings kinds besides savings).
 */
export async function savingsMovementsThrough(
  db: DbOrTx,
  through: string,
  alsoAccountIds: number[] = [],
): Promise<Map<number, SavingsMovement[]>> {
  const also =
    alsoAccountIds.length > 0
      ? sql` or a.id in (${sql.join(
          alsoAccountIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const rows = await queryRows<{ user_id: number; date: string; amount: string }>(
    db,
    sql`select l.user_id, l.entry_date::text as date, sum(l.credit_cents - l.debit_cents)::text as amount
        from journal_lines l join ledger_accounts a on a.id = l.account_id and (a.system_key = 'savings'${also})
        where l.user_id is not null and l.entry_date <= ${through}
        group by l.user_id, l.entry_date order by l.user_id, l.entry_date`,
  );
  const byMember = new Map<number, SavingsMovement[]>();
  for (const row of rows) {
    const movements = byMember.get(row.user_id) ?? [];
    movements.push({ date: row.date, amount: Number(row.amount) });
    byMember.set(row.user_id, movements);
  }
  return byMember;
}

/** The day of the member of `userId`'s first savings line in the books (null when none), as SQL. */
export const firstSavingsEntryDate = (userId: SQL): SQL =>
  sql`(select min(l.entry_date) from journal_lines l
                          join ledger_accounts a on a.id = l.account_id and a.system_key = 'savings'
                         where l.user_id = ${userId})`;

/** A member's approved savings dated within a month `YYYY-MM` (deposits of approved items only). */
export async function approvedSavingsInMonth(db: DbOrTx, userId: number, month: string): Promise<number> {
  const from = `${month}-01`;
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(l.credit_cents - l.debit_cents), 0)::text as total
        from journal_lines l
        join ledger_accounts a on a.id = l.account_id and a.system_key = 'savings'
        join journal_entries e on e.id = l.entry_id and e.kind = 'item'
        where l.user_id = ${userId} and l.entry_date >= ${from}::date
          and l.entry_date < (${from}::date + interval '1 month')`,
  );
  return Number(row?.total ?? 0);
}

interface MemberStatementRow {
  entry_id: string;
  date: string;
  memo: string;
  /** The payment transaction the entry posted, if any. */
  transaction_id: number | null;
  loan_id: number | null;
  /** Principal (`loans`) or savings (`savings`) or interest (`interest`). */
  account: 'savings' | 'loans' | 'interest';
  debit: string;
  credit: string;
}

/** Every line of a member's sub-ledgers (savings, the loans' principal and interest) up to `to`. */
export async function memberStatementLines(db: DbOrTx, userId: number, to: string) {
  const rows = await queryRows<MemberStatementRow>(
    db,
    sql`select l.entry_id::text, l.entry_date::text as date, e.memo, e.transaction_id, l.loan_id, a.system_key as account,
               l.debit_cents::text as debit, l.credit_cents::text as credit
        from journal_lines l
        join ledger_accounts a on a.id = l.account_id and a.system_key in ('savings', 'loans', 'interest')
        join journal_entries e on e.id = l.entry_id
        where l.user_id = ${userId} and l.entry_date <= ${to}
        order by l.entry_date, l.entry_id, l.id`,
  );
  return rows.map((row) => ({ ...row, debit: Number(row.debit), credit: Number(row.credit) }));
}

/** A line of a member's statement (`memberStatementLines`). */
export type MemberStatementLine = Awaited<ReturnType<typeof memberStatementLines>>[number];

/** One line a member has on one of the given accounts (docs/decisions/contribution-kinds.md, "Each member's part"). */
export interface MemberAccountLine {
  entryId: number;
  accountId: number;
  date: string;
  memo: string;
  transactionId: number | null;
  /** Credit less debit: what the line added to the member's part. */
  amountCents: number;
}

/** The member's lines on the given accounts up to `to` (all when left out), oldest first. */
export async function memberLinesOn(
  db: DbOrTx,
  userId: number,
  accountIds: number[],
  to?: string,
): Promise<MemberAccountLine[]> {
  if (accountIds.length === 0) return [];
  const rows = await queryRows<{
    entry_id: string;
    account_id: number;
    date: string;
    memo: string;
    transaction_id: number | null;
    amount: string;
  }>(
    db,
    sql`select l.entry_id::text, l.account_id, l.entry_date::text as date, e.memo, e.transaction_id,
               (l.credit_cents - l.debit_cents)::text as amount
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
        where l.user_id = ${userId} and l.account_id in ${sql.raw(`(${accountIds.map(Number).join(', ')})`)}
          ${to === undefined ? sql`` : sql`and l.entry_date <= ${to}`}
        order by l.entry_date, l.entry_id, l.id`,
  );
  return rows.map((row) => ({
    entryId: Number(row.entry_id),
    accountId: row.account_id,
    date: row.date,
    memo: row.memo,
    transactionId: row.transaction_id,
    amountCents: Number(row.amount),
  }));
}

/**
 * Each given member's part (credit less debit) of each given account from `from` to `to`, by member
 * and then account.
 */
export async function memberAccountTotalsBetween(
  db: DbOrTx,
  userIds: number[],
  accountIds: number[],
  from: string,
  to: string,
): Promise<Map<number, Map<number, number>>> {
  const totals = new Map<number, Map<number, number>>();
  if (userIds.length === 0 || accountIds.length === 0) return totals;
  const list = (ids: number[]) => sql.raw(`(${ids.map(Number).join(', ')})`);
  const rows = await queryRows<{ user_id: number; account_id: number; total: string }>(
    db,
    sql`select l.user_id, l.account_id, sum(l.credit_cents - l.debit_cents)::text as total
        from journal_lines l
        where l.user_id in ${list(userIds)} and l.account_id in ${list(accountIds)}
          and l.entry_date between ${from} and ${to}
        group by l.user_id, l.account_id`,
  );
  for (const row of rows) {
    const own = totals.get(row.user_id) ?? new Map<number, number>();
    own.set(row.account_id, Number(row.total));
    totals.set(row.user_id, own);
  }
  return totals;
}

/** Each given member's part (credit less debit) of the given accounts, together: by member. */
export async function memberTotalsOn(
  db: DbOrTx,
  userIds: number[],
  accountIds: number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0 || accountIds.length === 0) return new Map();
  const list = (ids: number[]) => sql.raw(`(${ids.map(Number).join(', ')})`);
  const rows = await queryRows<{ user_id: number; total: string }>(
    db,
    sql`select l.user_id, sum(l.credit_cents - l.debit_cents)::text as total
        from journal_lines l
        where l.user_id in ${list(userIds)} and l.account_id in ${list(accountIds)}
        group by l.user_id`,
  );
  return new Map(rows.map((row) => [row.user_id, Number(row.total)]));
}
