import { bankAccountCreated } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { bankAccountsKey } from '../../../lib/query-keys';

export interface CreateBankAccountInput {
  name: string;
  amount?: number;
}

export const createBankAccount = (input: CreateBankAccountInput) =>
  requestParsed(bankAccountCreated, '/create-bank-account', 'POST', input);

export const useCreateBankAccount = () => useMutationOf(createBankAccount, [bankAccountsKey]);
