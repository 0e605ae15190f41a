import { savingsAnswer, savingsListAnswer } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';

/** A row of `GET /all-savings` (decisions §4): the balance and the yearly target, in KES. */
export type { SavingRow as SavingsAccount } from '@links/domain';

/** Every savings query starts with this key, so one invalidation refreshes lists, totals and details. */
export const savingsKey = ['savings'] as const;

export const getSavings = () => requestParsed(savingsAnswer, '/all-savings').then((answer) => answer.savings);

export const savingsQuery = queryOptions({ queryKey: [...savingsKey, 'list'], queryFn: getSavings });

export const useSavings = () => useQuery(savingsQuery);

export const SAVINGS_PER_PAGE = 10;

/** The search and order of `GET /all-savings` the screen uses; blank ones are left out. */
export interface SavingListFilter {
  q?: string | undefined;
  sort?: string | undefined;
}

/** One page of savings accounts, searched and ordered on the server (decisions §1). */
export async function getSavingPage(page: number, filter: SavingListFilter) {
  const query = listQuery({ ...filter }, { page: String(page), per_page: String(SAVINGS_PER_PAGE) });
  const answer = await requestParsed(savingsListAnswer, `/all-savings?${query}`);
  return { savings: answer.savings, pagination: answer.pagination ?? null };
}

/** `GET /all-savings?format=csv` with the same filters, as a file. */
export async function downloadSavings(filter: SavingListFilter): Promise<void> {
  const file = await requestFile(`/all-savings?${listQuery({ ...filter }, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'savings.csv');
}

export const useSavingPage = (page: number, filter: SavingListFilter) =>
  useQuery({
    queryKey: [...savingsKey, 'list', filter, page],
    queryFn: () => getSavingPage(page, filter),
    placeholderData: keepPreviousData,
  });
