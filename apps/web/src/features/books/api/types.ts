import type {
  balanceSheetAnswer,
  booksAccountsAnswer,
  cashBookAnswer,
  incomeStatementAnswer,
  journalAnswer,
  transferAnswer,
  trialBalanceAnswer,
} from '@links/domain';
import type { z } from 'zod';

/** The answers of the books API, from the shared zod schemas (packages/domain/src/books/contract.ts). */
export type BooksAccountsAnswer = z.infer<typeof booksAccountsAnswer>;
export type JournalAnswer = z.infer<typeof journalAnswer>;
export type JournalEntry = JournalAnswer['entries'][number];
export type JournalLine = JournalEntry['lines'][number];
export type TrialBalanceAnswer = z.infer<typeof trialBalanceAnswer>;
export type BalanceSheetAnswer = z.infer<typeof balanceSheetAnswer>;
export type BalanceSheetRow = BalanceSheetAnswer['assets'][number];
export type IncomeStatementAnswer = z.infer<typeof incomeStatementAnswer>;
export type IncomeStatementRow = IncomeStatementAnswer['income'][number];
export type CashBookAnswer = z.infer<typeof cashBookAnswer>;
export type CashMovement = CashBookAnswer['movements'][number];
export type TransferAnswer = z.infer<typeof transferAnswer>;
export type { TransferRequest } from '@links/domain';
