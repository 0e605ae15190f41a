import { expensesListAnswer } from '@links/domain';
import { serverList } from '../../../lib/queries';
import { bankingKey } from './get-bank-accounts';

/** A row of `GET /all-expenses`, newest first (docs/decisions/banking.md, "Expenses"); `amount` in KES. */
export type { ExpenseRow as Expense } from '@links/domain';

/**
 * `GET /all-expenses`, ten to a page, searched, filtered and ordered on the server
 * (docs/decisions/wire.md, "Pages of a list").
 */
const expenses = serverList({
  key: [...bankingKey, 'expenses', 'list'],
  path: '/all-expenses',
  check: expensesListAnswer,
  filters: ['q', 'account_id', 'comment_type', 'from', 'to', 'sort'],
  fileName: 'expenses.csv',
});

export const useExpensePage = expenses.usePage;
/** Every matching expense, as a CSV file. */
export const downloadExpenses = expenses.download;
