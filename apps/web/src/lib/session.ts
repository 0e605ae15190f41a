import { isRole, type LoginAnswer, type SessionUser } from '@links/domain/plain';
import { readCookie, removeCookie, writeCookie } from './cookies';

export const USER_COOKIE = 'user';
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

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

export const readAccessToken = () => readCookie(ACCESS_COOKIE);
export const readRefreshToken = () => readCookie(REFRESH_COOKIE);

export function storeSession(answer: LoginAnswer): void {
  writeCookie(USER_COOKIE, encodeURIComponent(JSON.stringify(answer.user)));
  writeCookie(ACCESS_COOKIE, answer.access_token);
  writeCookie(REFRESH_COOKIE, answer.refresh_token);
  notify();
}

export function clearSession(): void {
  removeCookie(USER_COOKIE);
  removeCookie(ACCESS_COOKIE);
  removeCookie(REFRESH_COOKIE);
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
