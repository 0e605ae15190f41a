import { count } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  bankAccounts,
  expenses,
  journalEntries,
  journalLines,
  memberAccounts,
  savingsAccounts,
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
