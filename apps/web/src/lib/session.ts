import {
  isRole,
  officeOfUser,
  officePermissions,
  officeWrites,
  type Role,
  readsGroup,
  type SessionUser,
} from '@links/domain/plain';
import { readCookie } from './cookies';

/**
 * The stored user record's cookie; the token cookies beside it are HttpOnly
 * (docs/decisions/sessions.md, "Sessions and cookies").
 */
export const USER_COOKIE = 'user';

/** The stored user record: JSON, URL-encoded, in the `user` cookie (docs/spec/entities.md, "Stored user"). */
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

/**
 * Which screens the user opens (docs/decisions/offices.md, "What each office may do"): the admin's
 * for the officials and the auditor, who reads them all; the member's for the others.
 */
export function screensOf(user: Pick<SessionUser, 'role' | 'office'>): Role {
  return readsGroup(user) ? 'admin' : 'member';
}

/** Whether the user makes the admin's changes: the auditor reads the admin screens without them. */
export function changesGroup(user: Partial<SessionUser> | null): boolean {
  return hasKnownRole(user) && officePermissions[officeOfUser(user)].writesGroup;
}

/** Whether the user's office changes nothing at all: the auditor (docs/decisions/offices.md). */
export function readOnlyOffice(user: Partial<SessionUser> | null): boolean {
  return hasKnownRole(user) && !officeWrites(officeOfUser(user));
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
