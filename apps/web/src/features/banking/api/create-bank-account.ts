import { type BodyInput, operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { bankAccountsKey } from '../../../lib/query-keys';

export const createBankAccount = (body: BodyInput<typeof operations.createBankAccount>) =>
  call(operations.createBankAccount, { body });

export const useCreateBankAccount = () => useMutationOf(createBankAccount, [bankAccountsKey]);
