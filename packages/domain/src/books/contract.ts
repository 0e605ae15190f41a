import { z } from 'zod';
import { accountTypes } from './accounts.js';

/** The wire shapes of the books' reports (docs/books.md), used by the server's routes and the web's calls. */

const money = z.number();
const accountType = z.enum(accountTypes);

export const booksAccount = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: accountType,
  balance: money,
  bank_account_id: z.number().int().nullable(),
  is_money: z.boolean(),
});
export const booksAccountsAnswer = z.object({ as_of: z.string(), accounts: z.array(booksAccount) });
export type BooksAccount = z.infer<typeof booksAccount>;

export const journalLineView = z.object({
  account_id: z.number().int(),
  code: z.string(),
  account_name: z.string(),
  debit: money,
  credit: money,
  user_id: z.number().int().nullable(),
  member_name: z.string().nullable(),
  loan_id: z.number().int().nullable(),
});
export const journalEntryView = z.object({
  id: z.number().int(),
  date: z.string(),
  memo: z.string(),
  key: z.string(),
  created_at: z.string(),
  reverses_id: z.number().int().nullable(),
  lines: z.array(journalLineView),
});
export const pagination = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export const journalAnswer = z.object({ entries: z.array(journalEntryView), pagination });
export type JournalEntryView = z.infer<typeof journalEntryView>;

export const trialBalanceAnswer = z.object({
  as_of: z.string(),
  lines: z.array(
    z.object({
      account_id: z.number().int(),
      code: z.string(),
      name: z.string(),
      type: accountType,
      debit: money,
      credit: money,
    }),
  ),
  total_debit: money,
  total_credit: money,
});

const reportRow = z.object({
  account_id: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  balance: money,
});
export const balanceSheetAnswer = z.object({
  as_of: z.string(),
  assets: z.array(reportRow),
  liabilities: z.array(reportRow),
  equity: z.array(reportRow),
  surplus: money,
  assets_total: money,
  liabilities_total: money,
  equity_total: money,
});

const amountRow = z.object({
  account_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  amount: money,
});
export const incomeStatementAnswer = z.object({
  from: z.string(),
  to: z.string(),
  income: z.array(amountRow),
  expenses: z.array(amountRow),
  income_total: money,
  expenses_total: money,
  surplus: money,
});

export const cashBookAnswer = z.object({
  account: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  opening_balance: money,
  movements: z.array(
    z.object({
      entry_id: z.number().int(),
      date: z.string(),
      memo: z.string(),
      money_in: money,
      money_out: money,
      balance: money,
    }),
  ),
  closing_balance: money,
});

export const transferAnswer = z.object({ entry_id: z.number().int(), message: z.string() });

export type BooksAccountsAnswer = z.infer<typeof booksAccountsAnswer>;
export type JournalAnswer = z.infer<typeof journalAnswer>;
export type TrialBalanceAnswer = z.infer<typeof trialBalanceAnswer>;
export type BalanceSheetAnswer = z.infer<typeof balanceSheetAnswer>;
export type IncomeStatementAnswer = z.infer<typeof incomeStatementAnswer>;
export type CashBookAnswer = z.infer<typeof cashBookAnswer>;
export type TransferAnswer = z.infer<typeof transferAnswer>;
