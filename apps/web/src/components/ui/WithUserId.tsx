import type { ReactNode } from 'react';
import { useStoredUser } from '../../lib/useSession';
import { Alert } from './Alert';

export const USER_ID_MISSING = 'User authentication information is missing';

/**
 * The member's own screens read the user id from the stored user record
 * (docs/spec/roles.md, "Admin and member"); without it they say so (docs/spec/errors.md, "Missing sign-in",
 * Missing authentication) instead of calling the server.
 */
export function WithUserId({ children }: { children: (userId: number) => ReactNode }) {
  const userId = useStoredUser()?.users_id;
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0) {
    return <Alert>{USER_ID_MISSING}</Alert>;
  }
  return children(userId);
}
