import { centsToKes, expensePaid, openingBankBalance } from '@links/domain';
import type { Db } from '../../db/client.js';
import { bankAccounts, expenses } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { auditFields, recordAudit, type SignedInContext } from '../audit/audit.service.js';
import {
  bankBalance,
  expenseLedgerAccount,
  openBankLedgerAccount,
  resolveMoneyAccount,
  systemAccountId,
} from '../books/index.js';
import { postEntry } from '../books/journal.service.js';
import { tellMoneyOut } from '../money-out/index.js';
import { outboxAt } from '../outbox/index.js';
import type { CreateBankAccountInput, CreateExpenseInput } from './banking.schemas.js';
import { moneyBalance, payOutOf } from './money.js';

export { insufficientFunds } from './money.js';

export const BANK_ACCOUNT_CREATED = 'Bank account created successfully!';
export const EXPENSE_ADDED = 'Expense added and amount deducted successfully!';

export const bankAccountTaken = (name: string) => `A bank account named ${name} already exists.`;

/**
 * POST /create-bank-account: the account, its account in the books, and its opening amount posted
 * against Opening balances (docs/decisions/banking.md, "Paying an expense";
 * docs/decisions/books.md, "Double entry").
 */
export async function createBankAccount(
  db: Db,
  input: CreateBankAccountInput,
  context: SignedInContext,
  /** The day the opening amount is dated; today for the API, the group's first day for the demo. */
  on: string,
) {
  const openingCents = input.amount ?? 0;
  const createdBy = context.userId;
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(bankAccounts)
      .values({ name: input.name })
      // The unique index is on lower(name): a name differing only in case conflicts too.
      .onConflictDoNothing()
      .returning();
    if (!account) throw conflict(bankAccountTaken(input.name), 'BANK_ACCOUNT_EXISTS');
    const ledgerId = await openBankLedgerAccount(tx, account.id, account.name);
    if (openingCents > 0) {
      await postEntry(tx, {
        kind: 'bank-opening',
        ref: account.id,
        date: on,
        memo: `Opening balance of ${account.name}`,
        lines: openingBankBalance(
          { bank: ledgerId, opening: await systemAccountId(tx, 'opening') },
          openingCents,
        ),
        createdBy,
      });
    }
    // The account as it stands after its opening entry, whose lines set its balance.
    const opened = { ...account, balanceCents: await bankBalance(tx, account.id) };
    await recordAudit(tx, context, {
      action: 'create',
      entity: 'bank_account',
      entityId: account.id,
      after: { ...auditFields(opened), ledger_account_id: ledgerId },
    });
    // Its id as a money account (docs/decisions/money-accounts.md, "One id for each place money sits").
    return { account_id: ledgerId, message: BANK_ACCOUNT_CREATED };
  });
}

/**
 * POST /create-expense (docs/decisions/banking.md, "Paying an expense"; docs/decisions/money-accounts.md,
 * "Dated expenses"): one transaction takes the amount off the money account (a bank account or Cash on
 * hand) only if its balance covers it, writes the expense, and posts it on its date (Dr the category's
 * expense account, Cr the money account). Concurrent expenses queue on the account, so none is lost and
 * none overdraws it.
 */
export async function createExpense(
  db: Db,
  input: CreateExpenseInput,
  context: SignedInContext,
  approverIds: readonly number[] = [context.userId],
) {
  const createdBy = context.userId;
  return db.transaction(async (tx) => {
    const account = await resolveMoneyAccount(tx, input.account_id, null);
    await payOutOf(tx, account, input.amount);
    const [expense] = await tx
      .insert(expenses)
      .values({
        bankAccountId: account.bankAccountId,
        spentOn: input.date,
        amountCents: input.amount,
        commentType: input.comment_type,
        comment: input.comment,
        createdBy,
      })
      .returning();
    const expenseId = expense!.id;
    const category = await expenseLedgerAccount(tx, input.comment_type);
    await postEntry(tx, {
      kind: 'expense',
      ref: expenseId,
      date: input.date,
      memo: `Expense: ${input.comment_type}${input.comment ? ` (${input.comment})` : ''}`,
      lines: expensePaid({ expense: category, bank: account.id }, input.amount),
      createdBy,
    });
    const balance = centsToKes(await moneyBalance(tx, account));
    await recordAudit(tx, context, {
      action: 'create',
      entity: 'expense',
      entityId: expenseId,
      after: { ...auditFields(expense!), account_id: account.id, account_balance: balance },
    });
    // docs/decisions/notifications.md, "Money out"
    await tellMoneyOut(tx, outboxAt(context.at), {
      kind: 'expense',
      id: expenseId,
      amountCents: input.amount,
      date: input.date,
      memberId: null,
      purpose: `${input.comment_type}${input.comment ? `: ${input.comment}` : ''}`,
      approverIds,
    });
    return { expense_id: expenseId, balance, message: EXPENSE_ADDED };
  });
}
