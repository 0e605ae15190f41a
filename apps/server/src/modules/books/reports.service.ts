import {
  type AccountTotals,
  balanceInNormalDirection,
  balanceSheet,
  centsToKes,
  incomeStatement,
  type ReportRow,
  runningBalances,
  SURPLUS_TO_DATE,
  systemAccounts,
  trialBalance,
} from '@links/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { findMoneyAccount, isMoneyAccount } from './chart.js';

interface TotalsRow {
  id: number;
  code: string;
  name: string;
  type: AccountTotals['type'];
  bank_account_id: number | null;
  system_key: string | null;
  debit: string;
  credit: string;
}

/**
 * Every account of the chart with its debits and credits within a period (both ends optional), by
 * code, from the kept daily totals (one row per account and day, not every journal line).
 * `withoutClosings` leaves out the entries that closed periods into Retained earnings, so that
 * an income statement shows what was earned and spent, not the closing (docs/share-out.md).
 * Up to a day with no start, each account's balance instead, as a debit or a credit total
 * (`balancesAsOf`).
 */
export async function accountTotals(
  db: DbOrTx,
  period: { from?: string; to?: string; withoutClosings?: boolean },
): Promise<BooksAccount[]> {
  if (period.to && !period.from && !period.withoutClosings) return balancesAsOf(db, period.to);
  const within = (column: SQL) =>
    sql`${period.from ? sql`and ${column} >= ${period.from}` : sql``} ${period.to ? sql`and ${column} <= ${period.to}` : sql``}`;
  // A closing entry has a few lines (one per income and expense account): taken back out here.
  const closings = period.withoutClosings
    ? sql`left join (
          select l.account_id, sum(l.debit_cents) as debit, sum(l.credit_cents) as credit
          from period_closings p join journal_lines l on l.entry_id = p.closing_entry_id
          where true ${within(sql`l.entry_date`)}
          group by l.account_id
        ) c on c.account_id = a.id`
    : sql``;
  const less = (side: 'debit' | 'credit') =>
    period.withoutClosings ? sql`- coalesce(${sql.raw(`c.${side}`)}, 0)` : sql``;
  const rows = await queryRows<TotalsRow>(
    db,
    sql`select a.id, a.code, a.name, a.type, a.bank_account_id, a.system_key,
               (coalesce(t.debit, 0) ${less('debit')})::text as debit,
               (coalesce(t.credit, 0) ${less('credit')})::text as credit
        from ledger_accounts a
        left join (
          select account_id, sum(debit_cents) as debit, sum(credit_cents) as credit
          from ledger_daily_totals where true ${within(sql`day`)}
          group by account_id
        ) t on t.account_id = a.id
        ${closings}
        order by a.code`,
  );
  return rows.map(totalsOf);
}

type BooksAccount = ReturnType<typeof totalsOf>;

const totalsOf = (row: TotalsRow) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  type: row.type,
  bankAccountId: row.bank_account_id,
  isMoney: isMoneyAccount({ systemKey: row.system_key, bankAccountId: row.bank_account_id }),
  debit: Number(row.debit),
  credit: Number(row.credit),
});

/**
 * docs/decisions/journal-balances.md, "A balance as of a day": every account's balance at the end
 * of `asOf`, as its kept balance less what was posted on later days (usually nothing), written as a
 * debit or a credit total. Every report of a day reads only an account's balance, never its debits
 * and credits apart.
 */
async function balancesAsOf(db: DbOrTx, asOf: string): Promise<BooksAccount[]> {
  const rows = await queryRows<TotalsRow>(
    db,
    sql`select a.id, a.code, a.name, a.type, a.bank_account_id, a.system_key,
               greatest(n.net, 0)::text as debit, greatest(-n.net, 0)::text as credit
        from ledger_accounts a
        left join account_balances b on b.group_id = a.group_id and b.account_id = a.id
        left join lateral (
          select sum(d.debit_cents - d.credit_cents) as later from ledger_daily_totals d
          where d.group_id = a.group_id and d.account_id = a.id and d.day > ${asOf}
        ) l on true
        cross join lateral (select coalesce(b.balance_cents, 0) - coalesce(l.later, 0) as net) n
        order by a.code`,
  );
  return rows.map(totalsOf);
}

/** GET /books/accounts: the chart of accounts with each balance as of a date. */
export async function listAccounts(db: DbOrTx, asOf: string, moneyOnly: boolean) {
  const accounts = await accountTotals(db, { to: asOf });
  return {
    as_of: asOf,
    accounts: accounts
      .filter((account) => !moneyOnly || account.isMoney)
      .map((account) => ({
        id: account.id,
        code: account.code,
        name: account.name,
        type: account.type,
        balance: centsToKes(balanceInNormalDirection(account.type, account.debit, account.credit)),
        bank_account_id: account.bankAccountId,
        is_money: account.isMoney,
      })),
  };
}

/** GET /books/trial-balance. */
export async function trialBalanceAsOf(db: DbOrTx, asOf: string) {
  const trial = trialBalance(await accountTotals(db, { to: asOf }));
  return {
    as_of: asOf,
    lines: trial.lines.map((line) => ({
      account_id: line.id,
      code: line.code,
      name: line.name,
      type: line.type,
      debit: centsToKes(line.debit),
      credit: centsToKes(line.credit),
    })),
    total_debit: centsToKes(trial.totalDebit),
    total_credit: centsToKes(trial.totalCredit),
  };
}

/** Report rows on the wire, each row's figure in KES under `key` (`balance` unless told). */
function wireRows(rows: readonly ReportRow[]): WireRow<'balance'>[];
function wireRows<Key extends string>(rows: readonly ReportRow[], key: Key): WireRow<Key>[];
function wireRows(rows: readonly ReportRow[], key = 'balance') {
  return rows.map((row) => ({
    account_id: row.id,
    code: row.code,
    name: row.name,
    [key]: centsToKes(row.balance),
  }));
}
type WireRow<Key extends string> = { account_id: number; code: string; name: string } & Record<Key, number>;

/** GET /books/balance-sheet: the surplus not yet closed to Retained earnings shows inside equity. */
export async function balanceSheetAsOf(db: DbOrTx, asOf: string) {
  const sheet = balanceSheet(await accountTotals(db, { to: asOf }));
  const surplusRow = {
    account_id: null,
    code: null,
    name: SURPLUS_TO_DATE,
    balance: centsToKes(sheet.surplus),
  };
  return {
    as_of: asOf,
    assets: wireRows(sheet.assets),
    liabilities: wireRows(sheet.liabilities),
    equity: [...wireRows(sheet.equity), surplusRow],
    surplus: centsToKes(sheet.surplus),
    assets_total: centsToKes(sheet.assetsTotal),
    liabilities_total: centsToKes(sheet.liabilitiesTotal),
    equity_total: centsToKes(sheet.equityTotal),
  };
}

/** The income statement of a period in cents, the closing entries left out. */
export async function incomeStatementCents(db: DbOrTx, from: string, to: string) {
  return incomeStatement(await accountTotals(db, { from, to, withoutClosings: true }));
}

/** GET /books/income-statement. */
export async function incomeStatementFor(db: DbOrTx, from: string, to: string) {
  const statement = await incomeStatementCents(db, from, to);
  const amounts = (rows: readonly ReportRow[]) => wireRows(rows, 'amount');
  return {
    from,
    to,
    income: amounts(statement.income),
    expenses: amounts(statement.expenses),
    income_total: centsToKes(statement.incomeTotal),
    expenses_total: centsToKes(statement.expensesTotal),
    surplus: centsToKes(statement.surplus),
  };
}

export const ACCOUNT_NOT_FOUND = 'Account not found.';

/** GET /books/cash-book/{accountId}: a money account's movements with their running balance. */
export async function cashBook(db: DbOrTx, accountId: number, from: string, to: string) {
  const account = await findMoneyAccount(db, accountId);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND);
  const [opening] = await queryRows<{ net: string }>(
    db,
    sql`select coalesce(sum(debit_cents - credit_cents), 0)::text as net
        from ledger_daily_totals where account_id = ${accountId} and day < ${from}`,
  );
  const movements = await queryRows<{
    entry_id: number;
    date: string;
    memo: string;
    debit: string;
    credit: string;
  }>(
    db,
    sql`select e.id as entry_id, e.entry_date::text as date, e.memo,
               sum(l.debit_cents)::text as debit, sum(l.credit_cents)::text as credit
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.account_id = ${accountId} and l.entry_date >= ${from} and l.entry_date <= ${to}
        group by e.group_id, e.id order by e.entry_date, e.id`,
  );
  const openingCents = Number(opening?.net ?? 0);
  const rows = runningBalances(
    openingCents,
    movements.map((m) => ({ ...m, debit: Number(m.debit), credit: Number(m.credit) })),
  );
  return {
    account: { id: account.id, code: account.code, name: account.name },
    from,
    to,
    opening_balance: centsToKes(openingCents),
    movements: rows.map(({ movement, balance }) => ({
      entry_id: Number(movement.entry_id),
      date: movement.date,
      memo: movement.memo,
      money_in: centsToKes(movement.debit),
      money_out: centsToKes(movement.credit),
      balance: centsToKes(balance),
    })),
    closing_balance: centsToKes(rows.at(-1)?.balance ?? openingCents),
  };
}

/**
 * The group's totals as members see them on "Group money" (docs/decisions/offices.md, "Group
 * money"), in cents, from the books: cash on hand, the banks, the loans out, the members' savings
 * together and the surplus to date. No member's own balance is read.
 */
export async function groupTotalsAsOf(db: DbOrTx, asOf: string) {
  const totals = await accountTotals(db, { to: asOf });
  const balance = (code: string) => {
    const row = totals.find((account) => account.code === code);
    return row ? balanceInNormalDirection(row.type, row.debit, row.credit) : 0;
  };
  const bank = totals
    .filter((account) => account.bankAccountId !== null)
    .reduce((sum, account) => sum + account.debit - account.credit, 0);
  return {
    cash: balance(systemAccounts.cash.code),
    bank,
    loansOut: balance(systemAccounts.loans.code),
    savings: balance(systemAccounts.savings.code),
    surplus: balanceSheet(totals).surplus,
  };
}
