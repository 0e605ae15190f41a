import { operations, pathOf } from '@links/domain';
import { answerOf } from '../../../lib/call';
import { searchedList, useRead } from '../../../lib/queries';

/** Bank accounts and expenses share this key: an expense changes a balance. */
export const bankingKey = ['banking'] as const;

/** Every bank account, for the pickers. */
export const bankAccountsKey = [...bankingKey, 'accounts'] as const;
export const useBankAccounts = () =>
  useRead(
    bankAccountsKey,
    answerOf(operations.allBankAccounts),
    pathOf(operations.allBankAccounts),
    'accounts',
  );

/** The bank accounts ten to a page, searched and ordered on the server (decisions §1). */
const bankAccounts = searchedList(
  [...bankAccountsKey, 'list'],
  pathOf(operations.allBankAccounts),
  answerOf(operations.allBankAccounts),
  'bank-accounts',
);

export const useBankAccountPage = bankAccounts.usePage;
export const downloadBankAccounts = bankAccounts.download;
