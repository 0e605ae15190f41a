import { paths } from '@links/domain/plain';
import { publicSend } from '../../../lib/api';
import { sessionChanged } from '../../../lib/session';

/**
 * Signs out through the server, which ends the sign-in (the refresh cookie's) and clears the three
 * cookies (docs/decisions/sessions.md, "Sessions and cookies"); the screens then see no user record.
 */
export async function logout(): Promise<void> {
  await publicSend(paths.logout, 'POST').catch(() => undefined);
  sessionChanged();
}
