import { operations, pathOf } from '@links/domain';
import { answerOf } from '../../../lib/call';
import { serverList } from '../../../lib/queries';
import { bankingKey } from '../../../lib/query-keys';

/**
 * `GET /all-expenses`, ten to a page, searched, filtered and ordered on the server
 * (docs/decisions/wire.md, "Pages of a list").
 */
const expenses = serverList({
  key: [...bankingKey, 'expenses', 'list'],
  path: pathOf(operations.allExpenses),
  check: answerOf(operations.allExpenses),
  filters: ['q', 'account_id', 'comment_type', 'from', 'to', 'sort'],
  fileName: 'expenses.csv',
});

export const useExpensePage = expenses.usePage;
/** Every matching expense, as a CSV file. */
export const downloadExpenses = expenses.download;
