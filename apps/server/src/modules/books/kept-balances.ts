import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { accountBalances } from '../../db/schema.js';

/**
 * Each books account's balance as the database keeps it from the journal
 * (docs/decisions/journal-balances.md, "Balances are kept from the journal"): debits less credits.
 */
export async function accountBalance(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ balanceCents: accountBalances.balanceCents })
    .from(accountBalances)
    .where(eq(accountBalances.accountId, accountId));
  return row?.balanceCents ?? 0;
}

/** Each given books account's balance today, debits less credits (0 for one never posted to). */
export async function accountBalancesOf(db: DbOrTx, accountIds: number[]): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: accountBalances.accountId, balanceCents: accountBalances.balanceCents })
    .from(accountBalances)
    .where(inArray(accountBalances.accountId, accountIds));
  return new Map(rows.map((row) => [row.accountId, row.balanceCents]));
}

/** The money each of the given bank accounts holds, by the bank account's id (0 for none posted). */
export async function bankBalances(db: DbOrTx, bankAccountIds: number[]): Promise<Map<number, number>> {
  const balances = new Map(bankAccountIds.map((id) => [id, 0]));
  if (bankAccountIds.length === 0) return balances;
  const rows = await db
    .select({ bankAccountId: accountBalances.bankAccountId, balanceCents: accountBalances.balanceCents })
    .from(accountBalances)
    .where(inArray(accountBalances.bankAccountId, bankAccountIds));
  for (const row of rows) if (row.bankAccountId !== null) balances.set(row.bankAccountId, row.balanceCents);
  return balances;
}

/** The money one bank account holds. */
export async function bankBalance(db: DbOrTx, bankAccountId: number): Promise<number> {
  return (await bankBalances(db, [bankAccountId])).get(bankAccountId) ?? 0;
}

/**
 * For the bank accounts' own list, which sorts by balance in its query: the join onto each bank's
 * kept balance (every bank account has one, opened with its books account), spread into
 * `.innerJoin(...)`, and the balance it makes available. `account_balances_bank_idx` serves the order.
 */
export const bankBalanceJoin = (bankAccountId: AnyPgColumn) =>
  [accountBalances, eq(accountBalances.bankAccountId, bankAccountId)] as const;
export const bankBalanceColumns = {
  balanceCents: accountBalances.balanceCents,
  bankAccountId: accountBalances.bankAccountId,
};
