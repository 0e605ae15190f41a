import {
  centsToKes,
  DEFAULT_SAVINGS_TARGET_KES,
  divideRoundHalfAwayFromZero,
  openingSavings,
  savingReceived,
} from '@links/domain';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, preparedQuery, type Tx } from '../../db/client.js';
import { savingsAccounts, savingsBalances } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { type AccessClaims, seesGroup } from '../../lib/guards.js';
import { auditFields, recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { keepArrivalDate, type MoneyAccount, subLedgerLines, systemAccountId } from '../books/index.js';
import { type AccountRef, postEntry } from '../books/journal.service.js';
import { findUserById, namesOf, requireUser, userNameFields } from '../directory/directory.service.js';
import { getSettings } from '../settings/settings.service.js';
import type { AddSavingInput } from './savings.schemas.js';
import { depositSource, withRunningBalance } from './statement.js';

/** A savings account with its kept balance (docs/decisions/journal-balances.md, "Balances are kept from the journal"). */
export type SavingsAccount = typeof savingsAccounts.$inferSelect & { balanceCents: number };

/** A savings account's columns and its kept balance, for a select joined on `balanceOfAccount`. */
const accountWithBalance = {
  ...getTableColumns(savingsAccounts),
  balanceCents: savingsBalances.balanceCents,
};
const balanceOfAccount = eq(savingsBalances.savingsAccountId, savingsAccounts.id);

export const SAVINGS_ACCOUNT_TAKEN = 'This member already has a savings account.';
export const SAVING_NOT_FOUND = 'Saving not found.';
/**
 * docs/decisions/loans.md, "Group settings": the group's default yearly target when no settings row says
 * otherwise.
 */
const FALLBACK_YEARLY_TARGET_CENTS = DEFAULT_SAVINGS_TARGET_KES * 100;

/**
 * The monthly savings target: the yearly target / 12, to the cent, halves away from zero
 * (docs/decisions/members.md, "Monthly figures").
 */
export function monthlyTargetCents(yearlyTargetCents: number): number {
  return Number(divideRoundHalfAwayFromZero(BigInt(yearlyTargetCents), 12n));
}

/**
 * The yearly target a new savings account gets when the admin names none
 * (docs/decisions/loans.md, "Group settings").
 */
export async function defaultYearlyTargetCents(db: DbOrTx): Promise<number> {
  return (await getSettings(db))?.savingsTargetCents ?? FALLBACK_YEARLY_TARGET_CENTS;
}

export interface NewSavingsAccount {
  userId: number;
  yearlyTargetCents: number;
  openingCents: number;
  createdBy: number;
  /** The day the opening balance is dated: today by the server's clock, unless the caller knows better. */
  openedOn: string;
}

/**
 * Opens a member's one savings account inside the caller's transaction; an opening balance is
 * written to the ledger with it (docs/decisions/members.md, "Member accounts";
 * docs/decisions/books.md, "Records that must add up"). A second account is a 409.
 */
export async function openSavingsAccount(tx: Tx, input: NewSavingsAccount): Promise<SavingsAccount> {
  const [account] = await tx
    .insert(savingsAccounts)
    .values({
      userId: input.userId,
      yearlyTargetCents: input.yearlyTargetCents,
    })
    .onConflictDoNothing({ target: [savingsAccounts.groupId, savingsAccounts.userId] })
    .returning();
  if (!account) throw conflict(SAVINGS_ACCOUNT_TAKEN, 'SAVINGS_ACCOUNT_EXISTS');
  if (input.openingCents > 0) {
    const accounts = {
      opening: await systemAccountId(tx, 'opening'),
      savings: await systemAccountId(tx, 'savings'),
    };
    await postEntry(tx, {
      kind: 'saving-opening',
      ref: account.id,
      date: input.openedOn,
      memo: 'Opening savings balance',
      lines: openingSavings(accounts, { userId: input.userId }, input.openingCents),
      createdBy: input.createdBy,
    });
  }
  // The posting raised the new account's balance by the opening amount.
  return { ...account, balanceCents: input.openingCents };
}

/**
 * POST /add-saving: opens the member's savings account with its opening balance
 * (docs/decisions/members.md, "Savings accounts").
 */
export async function addSaving(db: Db, input: AddSavingInput, context: SignedInContext, today: string) {
  await requireUser(db, input.user_id);
  const yearlyTargetCents = input.expected_saving ?? (await defaultYearlyTargetCents(db));
  const account = await db.transaction(async (tx) => {
    const opened = await openSavingsAccount(tx, {
      userId: input.user_id,
      yearlyTargetCents,
      openingCents: input.amount_saved,
      createdBy: context.userId,
      openedOn: today,
    });
    await recordAudit(tx, context, {
      action: 'create',
      entity: 'saving',
      entityId: opened.id,
      memberId: opened.userId,
      after: auditFields(opened),
    });
    return opened;
  });
  return { saving_id: account.id, message: 'Saving added successfully' };
}

function toSavingRow(account: SavingsAccount, names: Awaited<ReturnType<typeof namesOf>>) {
  const user = names.get(account.userId);
  return {
    saving_id: account.id,
    user_id: account.userId,
    ...userNameFields(user),
    amount_saved: centsToKes(account.balanceCents),
    expected_saving: centsToKes(account.yearlyTargetCents),
  };
}

/**
 * GET /saving-details/{id}: the account and every movement of it with the balance after each.
 * A member may see only their own; another's is a 404 so that its existence does not leak
 * (docs/decisions/wire.md, "Error answers").
 */
export async function savingDetails(db: DbOrTx, savingId: number, viewer: AccessClaims) {
  const [account] = await db
    .select(accountWithBalance)
    .from(savingsAccounts)
    .innerJoin(savingsBalances, balanceOfAccount)
    .where(eq(savingsAccounts.id, savingId));
  if (!account || (!seesGroup(viewer) && account.userId !== viewer.userId)) {
    throw notFound(SAVING_NOT_FOUND);
  }
  const names = await namesOf(db, [account.userId]);
  // In the order they were recorded, as each is dated by when it was recorded (`created_at`): the
  // sub-ledger comes by money date, and a transaction may be dated before the opening balance was
  // recorded, which would list the movements out of the order of their dates and running balances.
  const lines = (await subLedgerLines(db, 'savings', { userId: account.userId })).sort(
    (a, b) => a.entryId - b.entryId,
  );
  return {
    saving: { ...toSavingRow(account, names), created_at: account.createdAt.toISOString() },
    deposits: withRunningBalance(lines).map(({ line, amountCents, balanceCents }) => ({
      entry_id: line.entryId,
      date: line.createdAt.toISOString(),
      amount: centsToKes(amountCents),
      source: depositSource(line),
      transaction_id: line.transactionId,
      running_balance: centsToKes(balanceCents),
    })),
  };
}

/** GET /totalsavings: what all members have saved together. */
export async function totalSavingsCents(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${savingsBalances.balanceCents}), 0)::text` })
    .from(savingsBalances);
  return Number(row?.total ?? 0);
}

export interface SavingsPosition {
  savingId: number;
  balanceCents: number;
  yearlyTargetCents: number;
}

/** The savings account of each given member that has one. */
export async function savingsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, SavingsPosition>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select(accountWithBalance)
    .from(savingsAccounts)
    .innerJoin(savingsBalances, balanceOfAccount)
    .where(inArray(savingsAccounts.userId, userIds));
  return new Map(
    rows.map((row) => [
      row.userId,
      { savingId: row.id, balanceCents: row.balanceCents, yearlyTargetCents: row.yearlyTargetCents },
    ]),
  );
}

const savingsBalanceOf = preparedQuery<{ userId: number }, { balanceCents: number }[]>(
  'savings_balance_of_member',
  (db) =>
    db
      .select({ balanceCents: savingsBalances.balanceCents })
      .from(savingsAccounts)
      .innerJoin(savingsBalances, balanceOfAccount)
      .where(eq(savingsAccounts.userId, sql.placeholder('userId'))),
);

/** GET /savings/total/{userId}: the member's balance, 0 without a savings account. */
export async function memberSavingsCents(db: DbOrTx, userId: number): Promise<number> {
  // One indexed read on the usual path: an account's user always exists (a foreign key), so the
  // user is looked up only when there is no account.
  const [account] = await savingsBalanceOf(db, { userId });
  if (account) return account.balanceCents;
  await requireUser(db, userId);
  return 0;
}

/**
 * Locks the member's savings balance until the transaction ends, so that what they may pledge or
 * borrow against it cannot change meanwhile (a guarantee's acceptance,
 * docs/decisions/lending.md, "Guarantors"): a posting to it waits.
 */
export async function lockSavingsAccount(tx: Tx, userId: number): Promise<void> {
  await tx
    .select({ id: savingsBalances.savingsAccountId })
    .from(savingsBalances)
    .where(
      eq(
        savingsBalances.savingsAccountId,
        sql`(select ${savingsAccounts.id} from ${savingsAccounts} where ${savingsAccounts.userId} = ${userId})`,
      ),
    )
    .for('update');
}

export async function hasSavingsAccount(db: DbOrTx, userId: number): Promise<boolean> {
  // A balance row is opened with its account (docs/decisions/journal-balances.md, "Balances are kept
  // from the journal"): the account alone says it.
  return (await savingsAccountOf(db, { userId })).length > 0;
}

export interface SavingsDeposit {
  userId: number;
  amountCents: number;
  transactionItemId: number;
  transactionId: number;
  /** The transaction's date: the day the money came in. */
  date: string;
  /**
   * The day the entry is dated: `date`, or the first open day for money that arrived in a closed period
   * (docs/decisions/money-accounts.md, "Money that arrived in a closed period").
   */
  postedOn?: string;
  /** Where the money was received (docs/books.md). */
  money: MoneyAccount;
  createdBy: number;
}

/** The member's savings account (docs/decisions/speed.md, "Statements built once"). */
const savingsAccountOf = preparedQuery<{ userId: number }, { id: number }[]>(
  'savings_account_of_member',
  (db) =>
    db
      .select({ id: savingsAccounts.id })
      .from(savingsAccounts)
      .where(eq(savingsAccounts.userId, sql.placeholder('userId'))),
);

/**
 * Pays an approved SAVING item into the member's savings account
 * (docs/decisions/members.md, "Savings accounts"; docs/decisions/transactions.md, "Approving";
 * docs/decisions/books.md, "Double entry"). Runs inside the approval's transaction: the entry (Dr the money
 * account, Cr the member's savings) is posted under the item's key, so no item is ever deposited twice, and
 * the database raises the savings and the receiving account's balances with it
 * (docs/decisions/journal-balances.md, "Balances are kept from the journal").
 */
export async function depositToSavings(tx: Tx, deposit: SavingsDeposit) {
  if (!Number.isSafeInteger(deposit.amountCents) || deposit.amountCents <= 0) {
    throw new RangeError(`A deposit must be a positive number of cents: ${deposit.amountCents}`);
  }
  const [account] = await savingsAccountOf(tx, { userId: deposit.userId });
  if (!account) {
    const user = await findUserById(tx, deposit.userId);
    throw unprocessable(
      `${user?.firstname ?? 'This member'} has no savings account.`,
      undefined,
      'NO_SAVINGS_ACCOUNT',
    );
  }
  await postEntry(tx, {
    kind: 'item',
    ref: deposit.transactionItemId,
    date: deposit.postedOn ?? deposit.date,
    memo: keepArrivalDate(`Saving, transaction TRN-${deposit.transactionId}`, deposit.date, deposit.postedOn),
    transactionId: deposit.transactionId,
    lines: savingReceived<AccountRef>(
      { money: deposit.money.id, savings: 'savings' },
      { userId: deposit.userId },
      deposit.amountCents,
    ),
    createdBy: deposit.createdBy,
  });
  return { savingId: account.id };
}
