import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useStoredUser } from '../../lib/useSession';
import { Alert } from './Alert';

/** The English of `UserIdMissing`, as some screens still show it themselves. */
export const USER_ID_MISSING = 'User authentication information is missing';

/**
 * What a member's own screen says without the user id (docs/spec/errors.md, "Missing sign-in",
 * Missing authentication), in the language on screen.
 */
export function UserIdMissing() {
  const { t } = useTranslation();
  return <Alert>{t('common.userIdMissing')}</Alert>;
}

/**
 * The member's own screens read the user id from the stored user record
 * (docs/spec/roles.md, "Admin and member"); without it they say so instead of calling the server.
 */
export function WithUserId({ children }: { children: (userId: number) => ReactNode }) {
  const userId = useStoredUser()?.users_id;
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0) {
    return <UserIdMissing />;
  }
  return children(userId);
}
