import { centsToKes, formatKES } from '@links/domain';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { bankAccounts, expenses } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { recordEntries } from '../ledger/ledger.service.js';
import type { CreateBankAccountInput, CreateExpenseInput } from './banking.schemas.js';

export const BANK_ACCOUNT_NOT_FOUND = 'Bank account not found.';
export const BANK_ACCOUNT_CREATED = 'Bank account created successfully!';
export const EXPENSE_ADDED = 'Expense added and amount deducted successfully!';

export const bankAccountTaken = (name: string) => `A bank account named ${name} already exists.`;
export const insufficientFunds = (name: string, balanceCents: number) =>
  `Insufficient funds in ${name}: balance ${formatKES(balanceCents)}.`;

/** POST /create-bank-account: the account, and its opening amount in the ledger (decisions §5, §8). */
export async function createBankAccount(db: Db, input: CreateBankAccountInput, createdBy: number) {
  const openingCents = input.amount ?? 0;
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(bankAccounts)
      .values({ name: input.name, balanceCents: openingCents })
      // The unique index is on lower(name): a name differing only in case conflicts too.
      .onConflictDoNothing()
      .returning();
    if (!account) throw conflict(bankAccountTaken(input.name), 'BANK_ACCOUNT_EXISTS');
    if (openingCents > 0) {
      await recordEntries(tx, [
        {
          accountType: 'bank',
          accountId: account.id,
          kind: 'opening_balance',
          amountCents: openingCents,
          createdBy,
        },
      ]);
    }
    return { account_id: account.id, message: BANK_ACCOUNT_CREATED };
  });
}

/** GET /all-bank-accounts, by name. */
export async function listBankAccounts(db: DbOrTx) {
  const rows = await db
    .select()
    .from(bankAccounts)
    .orderBy(asc(sql`lower(${bankAccounts.name})`), asc(bankAccounts.id));
  return rows.map((row) => ({ account_id: row.id, name: row.name, amount: centsToKes(row.balanceCents) }));
}

/**
 * POST /create-expense (decisions §5): one transaction takes the amount off the balance only if the
 * balance covers it, then writes the expense and its ledger entry. Concurrent expenses queue on the
 * account's row, so none is lost and none overdraws it.
 */
export async function createExpense(db: Db, input: CreateExpenseInput, createdBy: number) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(bankAccounts)
      .set({ balanceCents: sql`${bankAccounts.balanceCents} - ${input.amount}` })
      .where(and(eq(bankAccounts.id, input.account_id), gte(bankAccounts.balanceCents, input.amount)))
      .returning();
    if (!account) {
      const [existing] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, input.account_id));
      if (!existing) throw notFound(BANK_ACCOUNT_NOT_FOUND);
      throw unprocessable(
        insufficientFunds(existing.name, existing.balanceCents),
        { amount: insufficientFunds(existing.name, existing.balanceCents) },
        'INSUFFICIENT_FUNDS',
      );
    }
    const [expense] = await tx
      .insert(expenses)
      .values({
        bankAccountId: account.id,
        amountCents: input.amount,
        commentType: input.comment_type,
        comment: input.comment,
        createdBy,
      })
      .returning({ id: expenses.id });
    await recordEntries(tx, [
      {
        accountType: 'bank',
        accountId: account.id,
        kind: 'expense',
        amountCents: -input.amount,
        expenseId: expense!.id,
        createdBy,
      },
    ]);
    return { expense_id: expense!.id, balance: centsToKes(account.balanceCents), message: EXPENSE_ADDED };
  });
}

/** GET /all-expenses, newest first. */
export async function listExpenses(db: DbOrTx) {
  const rows = await db
    .select({ expense: expenses, accountName: bankAccounts.name })
    .from(expenses)
    .innerJoin(bankAccounts, eq(bankAccounts.id, expenses.bankAccountId))
    .orderBy(desc(expenses.createdAt), desc(expenses.id));
  return rows.map(({ expense, accountName }) => ({
    expense_id: expense.id,
    account_id: expense.bankAccountId,
    account_name: accountName,
    amount: centsToKes(expense.amountCents),
    comment_type: expense.commentType,
    comment: expense.comment,
    created_at: expense.createdAt.toISOString(),
  }));
}
