import { bankAccountsAnswer, bankAccountsListAnswer } from '@links/domain';
import { searchedList, useRead } from '../../../lib/queries';

/** A bank account as `GET /all-bank-accounts` lists it: `amount` is its balance in KES. */
export type { BankAccountRow as BankAccount } from '@links/domain';

/** Bank accounts and expenses share this key: an expense changes a balance. */
export const bankingKey = ['banking'] as const;

/** Every bank account, for the pickers. */
export const bankAccountsKey = [...bankingKey, 'accounts'] as const;
export const useBankAccounts = () =>
  useRead(bankAccountsKey, bankAccountsAnswer, '/all-bank-accounts', 'accounts');

/**
 * The bank accounts ten to a page, searched and ordered on the server
 * (docs/decisions/wire.md, "Pages of a list").
 */
const bankAccounts = searchedList(
  [...bankAccountsKey, 'list'],
  '/all-bank-accounts',
  bankAccountsListAnswer,
  'bank-accounts',
);

export const useBankAccountPage = bankAccounts.usePage;
export const downloadBankAccounts = bankAccounts.download;
