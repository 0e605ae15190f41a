import { bankAccountsAnswer, bankAccountsListAnswer } from '@links/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestFile, requestParsed } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { listQuery } from '../../../lib/list-query';

/** A bank account as `GET /all-bank-accounts` lists it: `amount` is its balance in KES. */
export type { BankAccountRow as BankAccount } from '@links/domain';

/** Bank accounts and expenses share this key: an expense changes a balance. */
export const bankingKey = ['banking'] as const;

export const getBankAccounts = () =>
  requestParsed(bankAccountsAnswer, '/all-bank-accounts').then((answer) => answer.accounts);

export const bankAccountsQuery = queryOptions({
  queryKey: [...bankingKey, 'accounts'],
  queryFn: getBankAccounts,
});

export const useBankAccounts = () => useQuery(bankAccountsQuery);

export const BANK_ACCOUNTS_PER_PAGE = 10;

/** The search and order of `GET /all-bank-accounts` the screen uses; blank ones are left out. */
export interface BankAccountListFilter {
  q?: string | undefined;
  sort?: string | undefined;
}

/** One page of bank accounts, searched and ordered on the server (decisions §1). */
export async function getBankAccountPage(page: number, filter: BankAccountListFilter) {
  const query = listQuery({ ...filter }, { page: String(page), per_page: String(BANK_ACCOUNTS_PER_PAGE) });
  const answer = await requestParsed(bankAccountsListAnswer, `/all-bank-accounts?${query}`);
  return { accounts: answer.accounts, pagination: answer.pagination ?? null };
}

/** `GET /all-bank-accounts?format=csv` with the same filters, as a file. */
export async function downloadBankAccounts(filter: BankAccountListFilter): Promise<void> {
  const file = await requestFile(`/all-bank-accounts?${listQuery({ ...filter }, { format: 'csv' })}`);
  saveFile(file.blob, file.fileName ?? 'bank-accounts.csv');
}

export const useBankAccountPage = (page: number, filter: BankAccountListFilter) =>
  useQuery({
    queryKey: [...bankAccountsQuery.queryKey, 'list', filter, page],
    queryFn: () => getBankAccountPage(page, filter),
    placeholderData: keepPreviousData,
  });
