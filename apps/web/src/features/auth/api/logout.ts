import { publicSend } from '../../../lib/api';
import { clearSession, readRefreshToken } from '../../../lib/session';

/** Revokes the refresh token on the server (best effort) and clears the three cookies. */
export async function logout(): Promise<void> {
  const refresh_token = readRefreshToken();
  clearSession();
  if (refresh_token) {
    await publicSend('/logout', 'POST', { refresh_token }).catch(() => undefined);
  }
}
