import { z } from 'zod';
import { moneyAccountId } from '../ids.js';
import { kesAmount } from '../money-schema.js';
import { absentOrKesAmount, calendarDate, leftOutOr, optionalText, requiredText } from '../request-fields.js';

/** docs/decisions/banking.md, "Bank accounts": a bank account's name, 1 to 100 characters. */
export const BANK_ACCOUNT_NAME_MAX = 100;
/**
 * docs/decisions/banking.md, "Expenses": an expense's type is free text up to 50 characters, its comment up
 * to 500.
 */
export const EXPENSE_TYPE_MAX = 50;
export const EXPENSE_COMMENT_MAX = 500;
/** docs/decisions/banking.md, "Expenses": the categories the web offers for `comment_type`. */
export const EXPENSE_TYPES = [
  'Bank charges',
  'Meeting',
  'Transport',
  'Stationery',
  'Welfare',
  'Other',
] as const;

/**
 * POST /create-bank-account (docs/decisions/banking.md, "Bank accounts"): the server's body and the Add bank
 * account form's rules.
 */
export const createBankAccountBody = z.object({
  name: requiredText('name', BANK_ACCOUNT_NAME_MAX),
  /** The opening balance, ≥ 0; left out it is 0. */
  amount: absentOrKesAmount('amount'),
});
export type CreateBankAccountInput = z.output<typeof createBankAccountBody>;
/** The body a client sends, in KES. */
export interface CreateBankAccountBody {
  name: string;
  amount?: number;
}

/**
 * POST /create-expense (docs/decisions/banking.md, "Expenses"): the server's body and the Add expense form's
 * rules. `account_id` is a money account, Cash on hand included; `date` is the day it was paid, no later
 * than `today` and today when left out (docs/decisions/money-accounts.md, "Dated expenses").
 */
export const createExpenseBodyFor = (today: () => string) =>
  z
    .object({
      account_id: moneyAccountId('account_id'),
      amount: kesAmount('amount', { positive: true }),
      comment_type: requiredText('comment_type', EXPENSE_TYPE_MAX),
      comment: optionalText('comment', EXPENSE_COMMENT_MAX),
      date: leftOutOr(
        calendarDate('date').refine((date) => date <= today(), 'date must not be in the future'),
      ),
    })
    .transform(({ date, ...body }) => ({ ...body, date: date ?? today() }));
export type CreateExpenseInput = z.output<ReturnType<typeof createExpenseBodyFor>>;
/** The body a client sends, in KES. */
export interface CreateExpenseBody {
  account_id: number;
  amount: number;
  comment_type: string;
  comment?: string;
  /** YYYY-MM-DD; today when left out. */
  date?: string;
}
