import { z } from 'zod';
import { isoDateSchema, kesAmount } from '../money-schema.js';
import { accountTypes } from './accounts.js';

/**
 * The answers of the books API (docs/books.md), shared by the server's routes and the web app.
 * Amounts are KES numbers with two decimals; dates `YYYY-MM-DD` in Nairobi.
 */
const kes = z.number();
const isoDate = z.string();
const id = z.number().int();

export const accountTypeSchema = z.enum(accountTypes);

/** A row of the chart of accounts; `balance` in the account's normal direction. */
export const booksAccountSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  type: accountTypeSchema,
  balance: kes,
  bank_account_id: id.nullable(),
  is_money: z.boolean(),
});
export type BooksAccount = z.output<typeof booksAccountSchema>;

/** `GET /books/accounts?as_of=&money=true`, by code. */
export const booksAccountsAnswerSchema = z.object({
  as_of: isoDate,
  accounts: z.array(booksAccountSchema),
});
export type BooksAccountsAnswer = z.output<typeof booksAccountsAnswerSchema>;

export const journalLineViewSchema = z.object({
  account_id: id,
  code: z.string(),
  account_name: z.string(),
  debit: kes,
  credit: kes,
  user_id: id.nullable(),
  member_name: z.string().nullable(),
  loan_id: id.nullable(),
});
export type JournalLineView = z.output<typeof journalLineViewSchema>;

export const journalEntrySchema = z.object({
  id,
  date: isoDate,
  memo: z.string().nullable(),
  key: z.string(),
  created_at: z.string(),
  reverses_id: id.nullable(),
  lines: z.array(journalLineViewSchema),
});
export type JournalEntry = z.output<typeof journalEntrySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

/** `GET /books/journal?page&per_page&from&to&account_id`, newest first. */
export const journalAnswerSchema = z.object({
  entries: z.array(journalEntrySchema),
  pagination: paginationSchema,
});
export type JournalAnswer = z.output<typeof journalAnswerSchema>;

/** `GET /books/trial-balance?as_of=`: the accounts with a balance, on their side. */
export const trialBalanceAnswerSchema = z.object({
  as_of: isoDate,
  lines: z.array(
    z.object({
      account_id: id,
      code: z.string(),
      name: z.string(),
      type: accountTypeSchema,
      debit: kes,
      credit: kes,
    }),
  ),
  total_debit: kes,
  total_credit: kes,
});
export type TrialBalanceAnswer = z.output<typeof trialBalanceAnswerSchema>;

/** A balance-sheet row; the surplus row of equity has no account (null id and code). */
export const balanceSheetRowSchema = z.object({
  account_id: id.nullable(),
  code: z.string().nullable(),
  name: z.string(),
  balance: kes,
});
export type BalanceSheetRow = z.output<typeof balanceSheetRowSchema>;

/** `GET /books/balance-sheet?as_of=`: assets_total = liabilities_total + equity_total. */
export const balanceSheetAnswerSchema = z.object({
  as_of: isoDate,
  assets: z.array(balanceSheetRowSchema),
  liabilities: z.array(balanceSheetRowSchema),
  equity: z.array(balanceSheetRowSchema),
  surplus: kes,
  assets_total: kes,
  liabilities_total: kes,
  equity_total: kes,
});
export type BalanceSheetAnswer = z.output<typeof balanceSheetAnswerSchema>;

export const incomeStatementRowSchema = z.object({
  account_id: id,
  code: z.string(),
  name: z.string(),
  amount: kes,
});
export type IncomeStatementRow = z.output<typeof incomeStatementRowSchema>;

/** `GET /books/income-statement?from=&to=`. */
export const incomeStatementAnswerSchema = z.object({
  from: isoDate,
  to: isoDate,
  income: z.array(incomeStatementRowSchema),
  expenses: z.array(incomeStatementRowSchema),
  income_total: kes,
  expenses_total: kes,
  surplus: kes,
});
export type IncomeStatementAnswer = z.output<typeof incomeStatementAnswerSchema>;

export const cashMovementSchema = z.object({
  entry_id: id,
  date: isoDate,
  memo: z.string().nullable(),
  money_in: kes,
  money_out: kes,
  balance: kes,
});
export type CashMovement = z.output<typeof cashMovementSchema>;

/** `GET /books/cash-book/{accountId}?from=&to=` (a money account). */
export const cashBookAnswerSchema = z.object({
  account: z.object({ id, code: z.string(), name: z.string() }),
  from: isoDate,
  to: isoDate,
  opening_balance: kes,
  movements: z.array(cashMovementSchema),
  closing_balance: kes,
});
export type CashBookAnswer = z.output<typeof cashBookAnswerSchema>;

export const TRANSFER_MEMO_MAX = 200;

/** `POST /books/transfers`: money moved between two money accounts. */
export const transferInputSchema = z
  .object({
    from_account_id: z.number({ error: 'from_account_id is required' }).int().positive(),
    to_account_id: z.number({ error: 'to_account_id is required' }).int().positive(),
    amount: kesAmount('amount', { positive: true }),
    date: isoDateSchema('date'),
    memo: z
      .string()
      .trim()
      .max(TRANSFER_MEMO_MAX, `memo must be at most ${TRANSFER_MEMO_MAX} characters`)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((input) => input.from_account_id !== input.to_account_id, {
    path: ['to_account_id'],
    message: 'Choose two different accounts',
  });
/** The body the web app sends: the amount as a KES number. */
export type TransferRequest = Omit<z.input<typeof transferInputSchema>, 'amount'> & { amount: number };

export const transferAnswerSchema = z.object({ entry_id: id, message: z.string() });
export type TransferAnswer = z.output<typeof transferAnswerSchema>;
