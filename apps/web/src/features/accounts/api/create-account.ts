import { memberAccountCreated } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { accountsKey, memberSearchKey } from '../../../lib/query-keys';

export const createAccount = (input: { user_id: number }) =>
  requestParsed(memberAccountCreated, '/create-account', 'POST', input);

/** Opens a member account; the accounts table and the form's list of members refresh. */
export const useCreateAccount = () => useMutationOf(createAccount, [accountsKey, memberSearchKey]);
