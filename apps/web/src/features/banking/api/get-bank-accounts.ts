import { operations, pathOf } from '@links/domain';
import { answerOf } from '../../../lib/call';
import { searchedList, useRead } from '../../../lib/queries';
import { bankAccountsKey } from '../../../lib/query-keys';

export const useBankAccounts = () =>
  useRead(
    bankAccountsKey,
    answerOf(operations.allBankAccounts),
    pathOf(operations.allBankAccounts),
    'accounts',
  );

/**
 * The bank accounts ten to a page, searched and ordered on the server
 * (docs/decisions/wire.md, "Pages of a list").
 */
const bankAccounts = searchedList(
  [...bankAccountsKey, 'list'],
  pathOf(operations.allBankAccounts),
  answerOf(operations.allBankAccounts),
  'bank-accounts',
);

export const useBankAccountPage = bankAccounts.usePage;
export const downloadBankAccounts = bankAccounts.download;
