import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';

/** A bank account as `GET /all-bank-accounts` lists it: `amount` is its balance in KES. */
export interface BankAccount {
  account_id: number;
  name: string;
  amount: number;
}

/** Bank accounts and expenses share this key: an expense changes a balance. */
export const bankingKey = ['banking'] as const;

export const getBankAccounts = () =>
  request<{ accounts: BankAccount[] }>('/all-bank-accounts').then((answer) => answer.accounts);

export const bankAccountsQuery = queryOptions({
  queryKey: [...bankingKey, 'accounts'],
  queryFn: getBankAccounts,
});

export const useBankAccounts = () => useQuery(bankAccountsQuery);
