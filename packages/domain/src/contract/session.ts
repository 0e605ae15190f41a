/**
 * Who is signed in: roles and the session's user (docs/spec/entities.md, "User"). Free of the schema library.
 */
import { defaultOfficeOf, isOffice, type Office, officePermissions } from './offices/offices.js';

export const roles = ['admin', 'member'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return value === 'admin' || value === 'member';
}

/** The user as the login answer and the `user` cookie carry it (docs/spec/entities.md, "Stored user"). */
export interface SessionUser {
  users_id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: Role;
  /**
   * The user's office beside the spec's role (docs/decisions/offices.md, "On the wire"); absent
   * only in a `user` cookie written before offices existed.
   */
  office?: Office;
  /**
   * True while the user must replace a password an official set for them before anything else
   * (docs/decisions/passwords.md, "A password set by an official"); the server always sends it.
   */
  must_change_password?: boolean;
}

/** The office of a session's user: the one it carries, else the one its role implies. */
export function officeOfUser(user: Pick<SessionUser, 'role' | 'office'>): Office {
  return user.office ?? defaultOfficeOf(user.role);
}

/** Whether the session's user may read the admin screens: the officials and the auditor. */
export const readsGroup = (user: Pick<SessionUser, 'role' | 'office'>): boolean =>
  officePermissions[officeOfUser(user)].readsGroup;

/**
 * One group a person belongs to (docs/decisions/people.md, "Choosing a group"): its name, the
 * office and member number held there, and whether the sign-in acts in it now.
 */
export interface GroupChoice {
  group_id: number;
  name: string;
  office: Office;
  /** `M007`. */
  member_no: string;
  /** A suspended group answers reads only (docs/decisions/groups.md, "Groups"). */
  status: 'active' | 'suspended';
  current: boolean;
}

export interface LoginAnswer {
  access_token: string;
  refresh_token: string;
  user: SessionUser;
  /** The user's `must_change_password`, beside the spec's fields. */
  must_change_password?: boolean;
  /**
   * The groups the person belongs to, beside the spec's fields: with more than one, the web asks
   * which (docs/decisions/people.md, "Choosing a group").
   */
  groups?: GroupChoice[];
}

/**
 * `GET /setup`: whether the group still needs its first admin, and whether this caller must give
 * the setup code the server printed in its log (docs/decisions/first-run.md, "First run").
 */
export interface SetupStatus {
  needed: boolean;
  code_needed: boolean;
}

const isOptionalFlag = (value: unknown) => value === undefined || typeof value === 'boolean';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks of the first screen's answers without the schema library: they accept exactly what the
 * zod contracts of `session-contract.ts` accept (a test holds them together).
 */
export function isSessionUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    Number.isInteger(value.users_id) &&
    typeof value.firstname === 'string' &&
    typeof value.lastname === 'string' &&
    typeof value.email === 'string' &&
    isRole(value.role) &&
    isOptionalFlag(value.must_change_password) &&
    (value.office === undefined || isOffice(value.office))
  );
}

export function isLoginAnswer(value: unknown): value is LoginAnswer {
  return isLoginReply(value) && isSessionUser(value.user);
}

/**
 * What the sign-in screen takes from `POST /login`: a login answer whose role may be one the app
 * does not know, which the screen then refuses with "Unauthorized role" (docs/spec/errors.md, "Sign-in").
 */
export interface LoginReply extends Omit<LoginAnswer, 'user'> {
  user: Omit<SessionUser, 'role'> & { role: string };
}

export function isGroupChoice(value: unknown): value is GroupChoice {
  return (
    isRecord(value) &&
    Number.isInteger(value.group_id) &&
    typeof value.name === 'string' &&
    isOffice(value.office) &&
    typeof value.member_no === 'string' &&
    (value.status === 'active' || value.status === 'suspended') &&
    typeof value.current === 'boolean'
  );
}

/** `GET /me/groups`. */
export function isMyGroupsAnswer(value: unknown): value is { groups: GroupChoice[]; host: boolean } {
  return (
    isRecord(value) &&
    Array.isArray(value.groups) &&
    value.groups.every(isGroupChoice) &&
    typeof value.host === 'boolean'
  );
}

export function isLoginReply(value: unknown): value is LoginReply {
  return (
    isRecord(value) &&
    (value.groups === undefined || (Array.isArray(value.groups) && value.groups.every(isGroupChoice))) &&
    typeof value.access_token === 'string' &&
    typeof value.refresh_token === 'string' &&
    isOptionalFlag(value.must_change_password) &&
    isRecord(value.user) &&
    isSessionUser({ ...value.user, role: 'member' }) &&
    typeof value.user.role === 'string'
  );
}

export function isSetupStatus(value: unknown): value is SetupStatus {
  return isRecord(value) && typeof value.needed === 'boolean' && typeof value.code_needed === 'boolean';
}
