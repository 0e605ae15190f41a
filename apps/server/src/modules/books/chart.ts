import {
  type AccountType,
  bankAccountCode,
  type ContributionKindKind,
  contributionAccountRanges,
  expenseAccountCode,
  expenseCategoryKey,
  nextCodeIn,
  PAYOUTS_DUE_ACCOUNT,
  rotationAccountRange,
  type SystemAccountKey,
  systemAccounts,
} from '@links/domain';
import { and, between, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { type DbOrTx, preparedQuery, queryRows, type Tx } from '../../db/client.js';
import { ledgerAccounts } from '../../db/schema.js';
import { unprocessable } from '../../lib/errors.js';

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

/** An account money is received into and paid out of: Cash on hand or a bank account's. */
export interface MoneyAccount {
  id: number;
  code: string;
  name: string;
  /** The `/create-bank-account` id this account holds the money of; null for cash. */
  bankAccountId: number | null;
}

const toMoneyAccount = (row: LedgerAccount): MoneyAccount => ({
  id: row.id,
  code: row.code,
  name: row.name,
  bankAccountId: row.bankAccountId,
});

/**
 * Opens the accounts every group's books have (docs/books.md), in the current group; a second call
 * adds nothing. The first group's were opened by the migrations.
 */
export async function openChart(db: DbOrTx): Promise<void> {
  const rows = Object.entries(systemAccounts).map(([key, account]) => ({
    code: account.code,
    name: account.name,
    type: account.type,
    systemKey: key,
  }));
  await db.insert(ledgerAccounts).values(rows).onConflictDoNothing();
}

/** The id of one of the accounts every group has (opened with the group). */
export async function systemAccountId(db: DbOrTx, key: SystemAccountKey): Promise<number> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.systemKey, key));
  if (!row) throw new Error(`The chart of accounts has no ${systemAccounts[key].name} account.`);
  return row.id;
}

/** The names of the given accounts, for a module whose rows name an account of the books. */
export async function accountNamesOf(db: DbOrTx, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: ledgerAccounts.id, name: ledgerAccounts.name })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
}

/**
 * Locks the given accounts' rows in the caller's transaction, in id order (so two use cases that
 * lock the same accounts queue rather than deadlock): money paid out of an account (a transfer, a
 * share-out) waits for one under way.
 */
export async function lockAccounts(tx: Tx, ids: number[]): Promise<void> {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(sql`${ledgerAccounts.id}`)
    .for('update');
}

/** The liability a payout by M-Pesa waits in until it is sent (docs/decisions/payouts.md, "The books"). */
export const PAYOUTS_DUE = { ...PAYOUTS_DUE_ACCOUNT, systemKey: 'payouts_due' } as const;

/** The Payouts due account, opened on first use (a second call finds it). */
export async function payoutsDueAccount(db: DbOrTx): Promise<MoneyAccount> {
  await db.insert(ledgerAccounts).values(PAYOUTS_DUE).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.systemKey, PAYOUTS_DUE.systemKey));
  if (!row) throw new Error('The Payouts due account could not be opened.');
  return toMoneyAccount(row);
}

/** The account by its id when it is Payouts due, else undefined. */
export async function findPayoutsDueAccount(db: DbOrTx, id: number): Promise<MoneyAccount | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, id), eq(ledgerAccounts.systemKey, PAYOUTS_DUE.systemKey)));
  return row ? toMoneyAccount(row) : undefined;
}

/** Money is held in Cash on hand and in the bank accounts (docs/books.md). */
export const isMoneyAccount = (account: { systemKey: string | null; bankAccountId: number | null }) =>
  account.systemKey === 'cash' || account.bankAccountId !== null;
const isMoney = or(eq(ledgerAccounts.systemKey, 'cash'), isNotNull(ledgerAccounts.bankAccountId));

/** docs/decisions/speed.md, "Statements built once". */
const moneyAccountById = preparedQuery<{ id: number }, (typeof ledgerAccounts.$inferSelect)[]>(
  'money_account_by_id',
  (db) =>
    db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.id, sql.placeholder('id')), isMoney)),
);

/**
 * A money account by its id, or undefined when there is none (or it is not a money account). The id is
 * the one GET /all-bank-accounts and GET /books/accounts?money=true list (docs/decisions/money-accounts.md,
 * "One id for each place money sits").
 */
export async function findMoneyAccount(db: DbOrTx, id: number): Promise<MoneyAccount | undefined> {
  const [row] = await moneyAccountById(db, { id });
  return row ? toMoneyAccount(row) : undefined;
}

export const notAMoneyAccount = (field: string) =>
  unprocessable(
    `${field} must be Cash on hand or a bank account of the books.`,
    { [field]: `${field} must be Cash on hand or a bank account of the books.` },
    'UNKNOWN_ACCOUNT',
  );

/**
 * The money account a call names, else the group's default, else Cash on hand (docs/books.md). A
 * named account that is unknown or not a money account is a 422 naming the field.
 */
export async function resolveMoneyAccount(
  db: DbOrTx,
  requested: number | null | undefined,
  groupDefault: number | null | undefined,
  field = 'account_id',
): Promise<MoneyAccount> {
  if (requested !== undefined && requested !== null) {
    const account = await findMoneyAccount(db, requested);
    if (!account) throw notAMoneyAccount(field);
    return account;
  }
  if (groupDefault !== undefined && groupDefault !== null) {
    const account = await findMoneyAccount(db, groupDefault);
    if (account) return account;
  }
  const [cash] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.systemKey, 'cash'));
  if (!cash) throw new Error('Cash on hand is missing from the chart of accounts.');
  return toMoneyAccount(cash);
}

/**
 * The money account ids of bank accounts, by bank account (docs/decisions/money-accounts.md, "One id for
 * each place money sits"): what the banking module's answers call `account_id`.
 */
export async function moneyAccountIdsOfBanks(
  db: DbOrTx,
  bankAccountIds: number[],
): Promise<Map<number, number>> {
  if (bankAccountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: ledgerAccounts.id, bankAccountId: ledgerAccounts.bankAccountId })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.bankAccountId, bankAccountIds));
  return new Map(rows.map((row) => [row.bankAccountId as number, row.id]));
}

/** Codes are handed out one at a time, so that two new accounts never take the same one. */
async function lockChart(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('links.ledger_accounts'))`);
}

async function countWhere(tx: Tx, column: 'bank_account_id' | 'expense_category'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ledger_accounts where ${sql.identifier(column)} is not null`,
  );
  return row?.n ?? 0;
}

/** Opens the books account of a new bank account, inside the transaction that creates it. */
export async function openBankLedgerAccount(tx: Tx, bankAccountId: number, name: string): Promise<number> {
  await lockChart(tx);
  const code = bankAccountCode((await countWhere(tx, 'bank_account_id')) + 1);
  const [row] = await tx
    .insert(ledgerAccounts)
    .values({ code, name, type: 'asset', bankAccountId })
    .returning({ id: ledgerAccounts.id });
  if (!row) throw new Error('The bank ledger account insert returned no row');
  return row.id;
}

/** The books account of a bank account. */
export async function bankLedgerAccount(db: DbOrTx, bankAccountId: number): Promise<MoneyAccount> {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.bankAccountId, bankAccountId));
  if (!row) throw new Error(`Bank account ${bankAccountId} has no account in the books.`);
  return toMoneyAccount(row);
}

/** The expense account of a category (one per `comment_type`, ignoring case), opened on first use. */
export async function expenseLedgerAccount(tx: Tx, commentType: string): Promise<number> {
  const category = expenseCategoryKey(commentType);
  const find = async () => {
    const [row] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.expenseCategory, category));
    return row?.id;
  };
  const existing = await find();
  if (existing !== undefined) return existing;
  await lockChart(tx);
  const created = await find();
  if (created !== undefined) return created;
  const code = expenseAccountCode((await countWhere(tx, 'expense_category')) + 1);
  const name = commentType.trim().replace(/\s+/g, ' ');
  const [row] = await tx
    .insert(ledgerAccounts)
    .values({ code, name, type: 'expense', expenseCategory: category })
    .returning({ id: ledgerAccounts.id });
  if (!row) throw new Error('The expense ledger account insert returned no row');
  return row.id;
}

export const CHART_RANGE_FULL = 'CHART_RANGE_FULL';

/**
 * Opens the books account of a new kind of contribution, inside the transaction that creates the
 * kind: the next free code of its range (docs/decisions/contribution-kinds.md, "Books accounts").
 */
export async function openContributionAccount(
  tx: Tx,
  kind: ContributionKindKind,
  name: string,
): Promise<number> {
  return openNumberedAccount(tx, contributionAccountRanges[kind], name, kind);
}

/** Opens a merry-go-round's clearing account (docs/decisions/rotations.md, "The books"). */
export async function openRotationAccount(tx: Tx, name: string): Promise<number> {
  return openNumberedAccount(tx, rotationAccountRange, `Merry-go-round: ${name}`, 'merry-go-round');
}

/** The next free code of a range, opened as an account of the range's type. */
async function openNumberedAccount(
  tx: Tx,
  range: { first: number; last: number; type: AccountType },
  name: string,
  what: string,
): Promise<number> {
  await lockChart(tx);
  const [highest] = await tx
    .select({ code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(between(ledgerAccounts.code, String(range.first), String(range.last)))
    .orderBy(desc(ledgerAccounts.code))
    .limit(1);
  const code = nextCodeIn(range, highest?.code ?? null);
  if (code === undefined) {
    throw unprocessable(`The books have no room for another ${what} account.`, undefined, CHART_RANGE_FULL);
  }
  const [row] = await tx
    .insert(ledgerAccounts)
    .values({ code, name, type: range.type })
    .returning({ id: ledgerAccounts.id });
  if (!row) throw new Error('The numbered ledger account insert returned no row');
  return row.id;
}

/** Renames a contribution kind's books account with the kind. */
export async function renameLedgerAccount(tx: Tx, id: number, name: string): Promise<void> {
  await tx
    .update(ledgerAccounts)
    .set({ name })
    .where(and(eq(ledgerAccounts.id, id), sql`${ledgerAccounts.systemKey} is null`));
}

/** The code of each given account. */
export async function accountCodesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
  return new Map(rows.map((row) => [row.id, row.code]));
}
