import { z } from 'zod';
import { accountTypes } from '../../engine/books/accounts.js';
import { nullableId, wireId } from '../wire.js';

/** The wire shapes of the books' reports (docs/books.md), used by the server's routes and the web's calls. */

const money = z.number();
const accountType = z.enum(accountTypes);

/** An account of the books as the reports name it: its id (under `idField`), code and name. */
const accountNamed = <const Field extends string>(idField: Field) =>
  ({ [idField]: wireId, code: z.string(), name: z.string() }) as { [Name in Field]: typeof wireId } & {
    code: z.ZodString;
    name: z.ZodString;
  };

export const booksAccount = z.object({
  ...accountNamed('id'),
  type: accountType,
  balance: money,
  bank_account_id: nullableId,
  is_money: z.boolean(),
});
export const booksAccountsAnswer = z.object({ as_of: z.string(), accounts: z.array(booksAccount) });
export type BooksAccount = z.infer<typeof booksAccount>;

export const journalLineView = z.object({
  account_id: wireId,
  code: z.string(),
  account_name: z.string(),
  debit: money,
  credit: money,
  user_id: nullableId,
  member_name: z.string().nullable(),
  loan_id: nullableId,
});
export const journalEntryView = z.object({
  id: wireId,
  date: z.string(),
  memo: z.string(),
  key: z.string(),
  created_at: z.string(),
  reverses_id: nullableId,
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
  lines: z.array(z.object({ ...accountNamed('account_id'), type: accountType, debit: money, credit: money })),
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

const amountRow = z.object({ ...accountNamed('account_id'), amount: money });
export const incomeStatementAnswer = z.object({
  from: z.string(),
  to: z.string(),
  income: z.array(amountRow),
  expenses: z.array(amountRow),
  income_total: money,
  expenses_total: money,
  surplus: money,
});

/** A movement of a money account in the books: one journal entry's money in or out. */
export const bookMovement = z.object({
  entry_id: wireId,
  date: z.string(),
  memo: z.string(),
  money_in: money,
  money_out: money,
});

/** The money account a cash book or a reconciliation is about. */
export const moneyAccountView = z.object(accountNamed('id'));

export const cashBookAnswer = z.object({
  account: moneyAccountView,
  from: z.string(),
  to: z.string(),
  opening_balance: money,
  movements: z.array(bookMovement.extend({ balance: money })),
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
