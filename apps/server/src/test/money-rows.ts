import { count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  accountBalances,
  bankAccounts,
  expenses,
  journalEntries,
  journalLines,
  loanBalances,
  loans,
  memberAccounts,
  savingsAccounts,
  savingsBalances,
  users,
} from '../db/schema.js';

/**
 * How many rows the member and money tables hold: a refused request must leave every count as it
 * was (nothing written, not even half of a use case).
 */
export async function countRows(db: DbOrTx) {
  const tables = {
    users,
    memberAccounts,
    savingsAccounts,
    bankAccounts,
    expenses,
    journalEntries,
    journalLines,
  };
  const counts = {} as Record<keyof typeof tables, number>;
  for (const name of Object.keys(tables) as (keyof typeof tables)[]) {
    const [row] = await db.select({ n: count() }).from(tables[name]);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** The figures of `keys` in each row, as arrays: a table to compare at a glance. */
export const columnsOf = <Key extends string>(rows: Record<Key, number>[], ...keys: Key[]) =>
  rows.map((row) => keys.map((key) => row[key]));

/** The value of `key` in each row. */
export const pluck = <Key extends string>(rows: Record<Key, unknown>[], key: Key) =>
  rows.map((row) => row[key]);

/** A savings account's row with its kept balance (docs/decisions/journal-balances.md, "Balances are kept from the journal"). */
export async function savingsAccountRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...getTableColumns(savingsAccounts), balanceCents: savingsBalances.balanceCents })
    .from(savingsAccounts)
    .innerJoin(savingsBalances, eq(savingsBalances.savingsAccountId, savingsAccounts.id))
    .where(eq(savingsAccounts.id, id));
  return row;
}

/** A bank account's row with its kept balance (its books account's). */
export async function bankAccountRow(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({ ...getTableColumns(bankAccounts), balanceCents: accountBalances.balanceCents })
    .from(bankAccounts)
    .innerJoin(accountBalances, eq(accountBalances.bankAccountId, bankAccounts.id))
    .where(where);
  return row;
}

/** Loans with their kept principal and interest. */
export async function loanRows(db: DbOrTx, where: SQL) {
  return db
    .select({
      ...getTableColumns(loans),
      principalOutstandingCents: loanBalances.principalOutstandingCents,
      interestOutstandingCents: loanBalances.interestOutstandingCents,
    })
    .from(loans)
    .innerJoin(loanBalances, eq(loanBalances.loanId, loans.id))
    .where(where)
    .orderBy(loans.id);
}
