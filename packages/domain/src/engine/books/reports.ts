import { type AccountType, balanceInNormalDirection } from './accounts.js';

/** One account with what has been debited and credited to it over a period or up to a date. */
export interface AccountTotals {
  id: number;
  code: string;
  name: string;
  type: AccountType;
  debit: number;
  credit: number;
}

/** A line of the trial balance: an account with its balance on the side it falls. */
export type TrialBalanceLine = AccountTotals;

/** Each account with a balance, on the side it falls; the two columns' totals must agree. */
export function trialBalance(accounts: readonly AccountTotals[]) {
  const lines: TrialBalanceLine[] = [];
  for (const account of accounts) {
    const net = account.debit - account.credit;
    if (net === 0) continue;
    const { id, code, name, type } = account;
    lines.push({ id, code, name, type, debit: Math.max(net, 0), credit: Math.max(-net, 0) });
  }
  const totalDebit = lines.reduce((sum, line) => sum + line.debit, 0);
  const totalCredit = lines.reduce((sum, line) => sum + line.credit, 0);
  return { lines, totalDebit, totalCredit };
}

export interface ReportRow {
  id: number;
  code: string;
  name: string;
  balance: number;
}

const rowsOf = (accounts: readonly AccountTotals[], type: AccountType): ReportRow[] =>
  accounts
    .filter((account) => account.type === type)
    .map(({ id, code, name, debit, credit }) => ({
      id,
      code,
      name,
      balance: balanceInNormalDirection(type, debit, credit),
    }))
    .filter((row) => row.balance !== 0);

const total = (rows: readonly ReportRow[]) => rows.reduce((sum, row) => sum + row.balance, 0);

/** Income less expenses over whatever the totals cover. */
export function surplusOf(accounts: readonly AccountTotals[]): number {
  return total(rowsOf(accounts, 'income')) - total(rowsOf(accounts, 'expense'));
}

/**
 * The balance sheet from every account's totals up to a date. Income and expense accounts not yet
 * closed to Retained earnings are the surplus to date, shown inside equity, so that assets equal
 * liabilities plus equity whenever every entry balances.
 */
export function balanceSheet(accounts: readonly AccountTotals[]) {
  const assets = rowsOf(accounts, 'asset');
  const liabilities = rowsOf(accounts, 'liability');
  const equity = rowsOf(accounts, 'equity');
  const surplus = surplusOf(accounts);
  return {
    assets,
    liabilities,
    equity,
    surplus,
    assetsTotal: total(assets),
    liabilitiesTotal: total(liabilities),
    equityTotal: total(equity) + surplus,
  };
}

/** The income statement from the totals of a period. */
export function incomeStatement(accounts: readonly AccountTotals[]) {
  const income = rowsOf(accounts, 'income');
  const expenses = rowsOf(accounts, 'expense');
  const incomeTotal = total(income);
  const expensesTotal = total(expenses);
  return { income, expenses, incomeTotal, expensesTotal, surplus: incomeTotal - expensesTotal };
}

export interface Movement {
  debit: number;
  credit: number;
}

/** Each movement of a debit-normal account with the balance after it, from an opening balance. */
export function runningBalances<M extends Movement>(opening: number, movements: readonly M[]) {
  let balance = opening;
  return movements.map((movement) => {
    balance += movement.debit - movement.credit;
    return { movement, balance };
  });
}
