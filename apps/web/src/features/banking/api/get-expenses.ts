import { expensesAnswer, expensesListAnswer } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';
import { bankingKey } from './get-bank-accounts';

/** A row of `GET /all-expenses`, newest first (decisions §5); `amount` in KES. */
export type { ExpenseRow as Expense } from '@links/domain';

export const getExpenses = () =>
  requestParsed(expensesAnswer, '/all-expenses').then((answer) => answer.expenses);

export const expensesQuery = queryOptions({ queryKey: [...bankingKey, 'expenses'], queryFn: getExpenses });

export const useExpenses = () => useQuery(expensesQuery);

export const EXPENSES_PER_PAGE = 10;

/** The search, filters and order of `GET /all-expenses` the screen uses; blank ones are left out. */
export interface ExpenseListFilter {
  q?: string | undefined;
  account_id?: string | undefined;
  comment_type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
}

/** One page of expenses, searched, filtered and ordered on the server (decisions §1). */
export async function getExpensePage(page: number, filter: ExpenseListFilter) {
  const query = listQuery({ ...filter }, { page: String(page), per_page: String(EXPENSES_PER_PAGE) });
  const answer = await requestParsed(expensesListAnswer, `/all-expenses?${query}`);
  return { expenses: answer.expenses, pagination: answer.pagination ?? null };
}

/** `GET /all-expenses?format=csv` with the same filters: every matching expense, as a file. */
export async function downloadExpenses(filter: ExpenseListFilter): Promise<void> {
  const file = await requestFile(`/all-expenses?${listQuery({ ...filter }, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'expenses.csv');
}

export const useExpensePage = (page: number, filter: ExpenseListFilter) =>
  useQuery({
    queryKey: [...expensesQuery.queryKey, 'list', filter, page],
    queryFn: () => getExpensePage(page, filter),
    placeholderData: keepPreviousData,
  });
