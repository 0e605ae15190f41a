import { type BodyInput, operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { accountsKey, memberSearchKey } from '../../../lib/query-keys';

export const createAccount = (body: BodyInput<typeof operations.createAccount>) =>
  call(operations.createAccount, { body });

/** Opens a member account; the accounts table and the form's list of members refresh. */
export const useCreateAccount = () => useMutationOf(createAccount, [accountsKey, memberSearchKey]);
