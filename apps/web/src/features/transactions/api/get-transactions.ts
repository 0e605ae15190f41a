import { transactionPage } from '@links/domain';
import { useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { pageQuery } from '../../../lib/queries';
import { TRANSACTIONS_PER_PAGE, transactionsKey } from './types';

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

function transactionsQueryString(filter: Omit<TransactionsFilter, 'page'>, extra: Record<string, string>) {
  const query = new URLSearchParams(extra);
  for (const name of ['status', 'q', 'type', 'from', 'to', 'sort'] as const) {
    const value = filter[name];
    if (value) query.set(name, value);
  }
  return query;
}

/** `GET /transactions?page&per_page[&status&q&type&from&to&sort]` (admin). */
export function getTransactions({ page, ...filter }: TransactionsFilter) {
  const query = transactionsQueryString(filter, {
    page: String(page),
    per_page: String(TRANSACTIONS_PER_PAGE),
  });
  return requestParsed(transactionPage, `/transactions?${query}`);
}

/** `GET /transactions?format=csv` with the same filters: every matching row, as a file. */
export async function downloadTransactions(filter: Omit<TransactionsFilter, 'page'>): Promise<void> {
  const file = await requestFile(`/transactions?${transactionsQueryString(filter, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'transactions.csv');
}

export const transactionsQuery = ({ page, ...filter }: TransactionsFilter) =>
  pageQuery([...transactionsKey, 'list', filter, page], () => getTransactions({ page, ...filter }));

export const useTransactions = (filter: TransactionsFilter) => useQuery(transactionsQuery(filter));
