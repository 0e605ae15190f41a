import type { BalanceSheetAnswer, CashBookAnswer, IncomeStatementAnswer, JournalAnswer } from '@links/domain';

/** The answers of the books API: the shared contract (packages/domain/src/contract/books/contract.ts). */
export type {
  BalanceSheetAnswer,
  BooksAccountsAnswer,
  CashBookAnswer,
  IncomeStatementAnswer,
  JournalAnswer,
  TransferAnswer,
  TrialBalanceAnswer,
} from '@links/domain';
export type JournalEntry = JournalAnswer['entries'][number];
export type JournalLine = JournalEntry['lines'][number];
export type BalanceSheetRow = BalanceSheetAnswer['assets'][number];
export type IncomeStatementRow = IncomeStatementAnswer['income'][number];
export type CashMovement = CashBookAnswer['movements'][number];
