import { profileAnswer } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { accountsKey, usersKey } from '../../../lib/query-keys';

/** `PATCH /users/{userId}` (admin): a member's phone; null clears it. */
export const updatePhone = ({ userId, phone }: { userId: number; phone: string | null }) =>
  requestParsed(profileAnswer, `/users/${userId}`, 'PATCH', { phone });

export const useUpdatePhone = () => useMutationOf(updatePhone, [accountsKey, usersKey]);
