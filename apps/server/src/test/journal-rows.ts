import { asc, eq, like, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { journalEntries, journalLines, ledgerAccounts } from '../db/schema.js';

export interface PostedLine {
  code: string;
  debit: number;
  credit: number;
  userId: number | null;
  loanId: number | null;
}

/** The lines of the journal entry of one event key (`item:12`, `loan:3`, …), by code; [] when none. */
export async function linesOfEntry(db: DbOrTx, key: string): Promise<PostedLine[]> {
  return db
    .select({
      code: ledgerAccounts.code,
      debit: journalLines.debitCents,
      credit: journalLines.creditCents,
      userId: journalLines.userId,
      loanId: journalLines.loanId,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(eq(journalEntries.key, key))
    .orderBy(asc(ledgerAccounts.code), asc(journalLines.id));
}

/** The keys of every entry whose key starts with a prefix, in posting order. */
export async function entryKeys(db: DbOrTx, prefix = ''): Promise<string[]> {
  const rows = await db
    .select({ key: journalEntries.key })
    .from(journalEntries)
    .where(like(journalEntries.key, `${prefix}%`))
    .orderBy(asc(journalEntries.id));
  return rows.map((row) => row.key);
}

/** The books account (id and code) that `where` picks, or an error naming it as `what`. */
async function ledgerAccount(db: DbOrTx, where: SQL, what: string) {
  const [row] = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(where);
  if (!row) throw new Error(what);
  return row;
}

/** The books id of an account by its code (`1000` is Cash on hand). */
export async function accountIdByCode(db: DbOrTx, code: string): Promise<number> {
  return (await ledgerAccount(db, eq(ledgerAccounts.code, code), `No account ${code}`)).id;
}

/** The books account of a bank account. */
const bankLedger = (db: DbOrTx, bankAccountId: number) =>
  ledgerAccount(
    db,
    eq(ledgerAccounts.bankAccountId, bankAccountId),
    `No books account for bank account ${bankAccountId}`,
  );

/** The books id of a bank account's account. */
export async function ledgerIdOfBank(db: DbOrTx, bankAccountId: number): Promise<number> {
  return (await bankLedger(db, bankAccountId)).id;
}

/** The journal entry of one event key (its date, memo, transaction and poster), or undefined. */
export async function entryOf(db: DbOrTx, key: string) {
  const [row] = await db.select().from(journalEntries).where(eq(journalEntries.key, key));
  return row;
}

/** The code of a bank account's account in the books (1101, 1102, …). */
export async function codeOfBank(db: DbOrTx, bankAccountId: number): Promise<string> {
  return (await bankLedger(db, bankAccountId)).code;
}

/** The bank account a money account id names (docs/decisions/money-accounts.md). */
export async function bankIdOf(db: DbOrTx, moneyAccountId: number): Promise<number> {
  const [row] = await db
    .select({ bankAccountId: ledgerAccounts.bankAccountId })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, moneyAccountId));
  if (!row?.bankAccountId) throw new Error(`Money account ${moneyAccountId} is not a bank account`);
  return row.bankAccountId;
}
