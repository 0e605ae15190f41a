import { isRole, type SessionUser } from '@links/domain/plain';
import { readCookie } from './cookies';

/** The stored user record's cookie; the token cookies beside it are HttpOnly (docs/decisions.md, "Sessions and cookies"). */
export const USER_COOKIE = 'user';

/** The stored user record: JSON, URL-encoded, in the `user` cookie (product spec §3). */
export function readUser(): Partial<SessionUser> | null {
  const raw = readCookie(USER_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as unknown;
    return value && typeof value === 'object' ? (value as Partial<SessionUser>) : null;
  } catch {
    return null;
  }
}

/** Whether this browser holds a sign-in: the web knows one by its user record. */
export const hasSession = () => readCookie(USER_COOKIE) !== undefined;

/** The server set or cleared the session cookies (sign-in, refresh, sign-out): re-read them. */
export function sessionChanged(): void {
  notify();
}

export function hasKnownRole(user: Partial<SessionUser> | null): user is SessionUser {
  return Boolean(user && isRole(user.role));
}

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}
/** For useSyncExternalStore: re-render when the session changes. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const sessionSnapshot = () => document.cookie;
