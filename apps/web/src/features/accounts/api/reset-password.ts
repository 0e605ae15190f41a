import { operations } from '@links/domain';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';

/**
 * `POST /users/{userId}/password-reset` (officials): a fresh invitation for the member, never a
 * password (docs/decisions/passwords.md, "A reset by an official").
 */
export const resetPassword = (userId: number) => call(operations.resetMemberPassword, { params: { userId } });

export const useResetPassword = () => useMutationOf(resetPassword, []);
