import { z } from 'zod';
import { MONEY_ACCOUNT_IDS } from '../ids.js';
import { reversalMark } from '../reversals/contract.js';
import { created, wireId } from '../wire.js';

/**
 * The wire shapes of bank accounts and expenses (docs/decisions/banking.md, "Expenses"), shared by server and
 * web; amounts in KES.
 */

/** A bank account as `GET /all-bank-accounts` lists it: `amount` is its balance. */
export const bankAccountRow = z.object({
  account_id: wireId.describe(MONEY_ACCOUNT_IDS),
  name: z.string(),
  amount: z.number(),
});
export type BankAccountRow = z.infer<typeof bankAccountRow>;
export const bankAccountsAnswer = z.object({ accounts: z.array(bankAccountRow) });

/** `POST /create-bank-account` (201): `account_id` is the new account's money account id. */
export const bankAccountCreated = created('account_id');

/** A row of `GET /all-expenses`, newest first; `date` is the day it was paid. */
export const expenseRow = z.object({
  expense_id: wireId,
  date: z.string(),
  account_id: wireId.describe(MONEY_ACCOUNT_IDS),
  account_name: z.string(),
  amount: z.number(),
  comment_type: z.string(),
  comment: z.string().nullable(),
  created_at: z.string(),
  /** The reversal that took it back, null when it stands (docs/decisions/reversals.md). */
  reversal: reversalMark,
});
export type ExpenseRow = z.infer<typeof expenseRow>;
export const expensesAnswer = z.object({ expenses: z.array(expenseRow) });

/** `POST /create-expense` (201): `balance` is the money account's balance after it. */
export const expenseCreated = z.object({ expense_id: wireId, balance: z.number(), message: z.string() });
export type ExpenseCreated = z.infer<typeof expenseCreated>;
