import { operations, pathOf } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';
import { accountsKey, usersKey } from '../../../lib/query-keys';

/**
 * `PATCH /users/{userId}` (admin): a member's phone; null clears it. A change of phone alone needs
 * no quorum, so its answer is the profile itself (200).
 */
export const updatePhone = ({ userId, phone }: { userId: number; phone: string | null }) => {
  const op = operations.changeProfile;
  return requestParsed(op.response[200], pathOf(op, { userId }), op.method, { phone });
};

export const useUpdatePhone = () => useMutationOf(updatePhone, [accountsKey, usersKey]);
