import { bankAccountsAnswer } from '@links/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';

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
