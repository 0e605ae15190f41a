import { z } from 'zod';
import { optionalMoneyAccountId } from '../ids.js';
import { listQuery, paginationSchema, periodListQuery } from '../lists.js';
import { bankAccountRow, expenseRow } from './contract.js';

export const EXPENSE_SORTS = ['created_at', 'date', 'amount', 'comment_type'] as const;

/**
 * GET /all-expenses: `q` finds the start of any word of the comment type or the comment, or the
 * start of the account's name; `account_id` one money account (Cash on hand included); `comment_type`
 * one category (ignoring case); `from`..`to` bound the expense's date, the day it was paid. Newest
 * first unless asked.
 */
export const expenseListQuery = periodListQuery(EXPENSE_SORTS, '-created_at', {
  account_id: optionalMoneyAccountId('account_id'),
  comment_type: z
    .string({ error: 'comment_type must be text' })
    .trim()
    .max(50, 'comment_type must be at most 50 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ExpenseListQuery = z.output<typeof expenseListQuery>;

export const expensesListAnswer = z.object({
  expenses: z.array(expenseRow),
  pagination: paginationSchema.optional(),
});

export const BANK_ACCOUNT_SORTS = ['name', 'amount'] as const;

/** GET /all-bank-accounts: `q` finds the start of any word of the name; by name unless asked. */
export const bankAccountListQuery = listQuery(BANK_ACCOUNT_SORTS, 'name', {});
export type BankAccountListQuery = z.output<typeof bankAccountListQuery>;

export const bankAccountsListAnswer = z.object({
  accounts: z.array(bankAccountRow),
  pagination: paginationSchema.optional(),
});
