import { paths } from '@links/domain/plain';
import { publicSend } from '../../../lib/api';
import { forgetKeptAnswers } from '../../../lib/api-cache';
import { sessionChanged } from '../../../lib/session';

/**
 * Signs out through the server, which ends the sign-in (the refresh cookie's) and clears the three
 * cookies (docs/decisions/sessions.md, "Sessions and cookies"); the screens then see no user record.
 * The service worker's copy of the person's answers goes too, offline as well
 * (docs/decisions/offline.md, "Signing out forgets"), so that it does not stay on a shared phone.
 */
export async function logout(): Promise<void> {
  await publicSend(paths.logout, 'POST').catch(() => undefined);
  await forgetKeptAnswers();
  sessionChanged();
}
