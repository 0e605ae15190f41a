import { profileAnswer } from '@links/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { usersQuery } from '../../members';
import { accountsKey } from './get-accounts';

/** `PATCH /users/{userId}` (admin): a member's phone; null clears it. */
export const updatePhone = ({ userId, phone }: { userId: number; phone: string | null }) =>
  requestParsed(profileAnswer, `/users/${userId}`, 'PATCH', { phone });

export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhone,
    onSuccess: () =>
      Promise.all(
        [accountsKey, usersQuery.queryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
