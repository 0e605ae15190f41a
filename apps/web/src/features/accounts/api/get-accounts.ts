import { accountsListAnswer, type MemberAccountRow, memberAccountsAnswer } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';

/** A row of `GET /allacounts` (decisions §4); amounts are KES numbers. */
export type MemberAccount = MemberAccountRow;

/** Every query about member accounts starts with this key, so one invalidation refreshes them all. */
export const accountsKey = ['accounts'] as const;

export const getAccounts = () =>
  requestParsed(memberAccountsAnswer, '/allacounts').then((answer) => answer.accounts);

export const accountsQuery = queryOptions({ queryKey: [...accountsKey, 'list'], queryFn: getAccounts });

export const useAccounts = () => useQuery(accountsQuery);

export const ACCOUNTS_PER_PAGE = 10;

/** The search and order of `GET /allacounts` the screen uses; blank ones are left out. */
export interface AccountListFilter {
  q?: string | undefined;
  sort?: string | undefined;
}

/** One page of member accounts, searched and ordered on the server (decisions §1). */
export async function getAccountPage(page: number, filter: AccountListFilter) {
  const query = listQuery({ ...filter }, { page: String(page), per_page: String(ACCOUNTS_PER_PAGE) });
  const answer = await requestParsed(accountsListAnswer, `/allacounts?${query}`);
  return { accounts: answer.accounts, pagination: answer.pagination ?? null };
}

/** `GET /allacounts?format=csv` with the same filters, as a file. */
export async function downloadAccounts(filter: AccountListFilter): Promise<void> {
  const file = await requestFile(`/allacounts?${listQuery({ ...filter }, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'accounts.csv');
}

export const useAccountPage = (page: number, filter: AccountListFilter) =>
  useQuery({
    queryKey: [...accountsKey, 'list', filter, page],
    queryFn: () => getAccountPage(page, filter),
    placeholderData: keepPreviousData,
  });
