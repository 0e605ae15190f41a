import { invitationAnswer } from '@links/domain';
import { requestParsed } from '../../../lib/api';
import { useMutationOf } from '../../../lib/queries';

/**
 * `POST /users/{userId}/password-reset` (officials): a fresh invitation for the member, never a
 * password (docs/decisions/passwords.md, "A reset by an official").
 */
export const resetPassword = (userId: number) =>
  requestParsed(invitationAnswer, `/users/${userId}/password-reset`, 'POST');

export const useResetPassword = () => useMutationOf(resetPassword, []);
