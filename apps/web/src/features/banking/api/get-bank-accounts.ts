import { bankAccountsAnswer, bankAccountsListAnswer } from '@links/domain';
import { searchedList, useRead } from '../../../lib/queries';
import { bankAccountsKey } from '../../../lib/query-keys';

/** A bank account as `GET /all-bank-accounts` lists it: `amount` is its balance in KES. */
export type { BankAccountRow as BankAccount } from '@links/domain';

export const useBankAccounts = () =>
  useRead(bankAccountsKey, bankAccountsAnswer, '/all-bank-accounts', 'accounts');

/** The bank accounts ten to a page, searched and ordered on the server (decisions §1). */
const bankAccounts = searchedList(
  [...bankAccountsKey, 'list'],
  '/all-bank-accounts',
  bankAccountsListAnswer,
  'bank-accounts',
);

export const useBankAccountPage = bankAccounts.usePage;
export const downloadBankAccounts = bankAccounts.download;
