import { operations, pathOf } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { answerOf } from '../../../lib/call';
import { saveFile } from '../../../lib/download';
import { pageQuery } from '../../../lib/queries';
import { transactionsKey } from '../../../lib/query-keys';
import { TRANSACTIONS_PER_PAGE } from './types';

/** The filters of `GET /transactions` that the screens use; blank ones are left out. */
export interface TransactionsFilter {
  page: number;
  /**
   * `pending` keeps transactions whose items are all Pending
   * (docs/decisions/transactions.md, "Pending transactions").
   */
  status?: string | undefined;
  q?: string | undefined;
  type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
}

/** The path of the list with the screen's filters (blank ones left out) after `extra`. */
function transactionsPath(filter: Omit<TransactionsFilter, 'page'>, extra: Record<string, string>) {
  const { status, q, type, from, to, sort } = filter;
  return pathOf(operations.transactions, undefined, { ...extra, status, q, type, from, to, sort });
}

/** `GET /transactions?page&per_page[&status&q&type&from&to&sort]` (admin). */
export function getTransactions({ page, ...filter }: TransactionsFilter) {
  const path = transactionsPath(filter, { page: String(page), per_page: String(TRANSACTIONS_PER_PAGE) });
  return requestParsed(answerOf(operations.transactions), path);
}

/** `GET /transactions?format=csv` with the same filters: every matching row, as a file. */
export async function downloadTransactions(filter: Omit<TransactionsFilter, 'page'>): Promise<void> {
  const file = await requestFile(transactionsPath(filter, { format: 'csv' }));
  saveFile(file.blob, file.fileName ?? 'transactions.csv');
}

export const transactionsQuery = ({ page, ...filter }: TransactionsFilter) =>
  pageQuery([...transactionsKey, 'list', filter, page], () => getTransactions({ page, ...filter }));

export const useTransactions = (filter: TransactionsFilter) => useQuery(transactionsQuery(filter));
