import { describe, expect, it } from 'vitest';
import { isLoginAnswer, isLoginReply, isSessionUser, isSetupStatus } from './session.js';
import { loginAnswerSchema, sessionUserSchema, setupStatusSchema } from './session-contract.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const user = { users_id: 3, firstname: 'Wanjiru', lastname: 'Kamau', email: 'w@example.com', role: 'member' };
const login = { access_token: 'a', refresh_token: 'r', user };

/** Each case: a value, and whether the contract accepts it. */
const users: unknown[] = [
  user,
  { ...user, role: 'admin' },
  { ...user, role: 'owner' },
  { ...user, role: 'admin', office: 'chair' },
  { ...user, office: 'auditor' },
  { ...user, office: 'president' },
  { ...user, office: null },
  { ...user, users_id: 1.5 },
  { ...user, users_id: '3' },
  { ...user, email: null },
  { ...user, must_change_password: true },
  { ...user, must_change_password: 'yes' },
  { users_id: 3, firstname: 'W', lastname: 'K', role: 'member' },
  null,
  [],
  'user',
];
const logins: unknown[] = [
  login,
  { ...login, access_token: 1 },
  { ...login, must_change_password: false },
  { ...login, must_change_password: 1 },
  { ...login, refresh_token: undefined },
  { ...login, user: { ...user, role: 'treasurer' } },
  { access_token: 'a', refresh_token: 'r' },
  undefined,
];
const setups: unknown[] = [
  { needed: true, code_needed: true },
  { needed: false, code_needed: false },
  { needed: true },
  { needed: 'yes', code_needed: false },
  { needed: true, code_needed: 'no' },
  {},
  null,
];

describe('the first screen guards and the sign-in contracts', () => {
  it('agree on every session user', () => {
    for (const value of users)
      expect(isSessionUser(value), JSON.stringify(value)).toBe(sessionUserSchema.safeParse(value).success);
  });

  it('agree on every login answer', () => {
    for (const value of logins)
      expect(isLoginAnswer(value), JSON.stringify(value)).toBe(loginAnswerSchema.safeParse(value).success);
  });

  it('agree on every setup status', () => {
    for (const value of setups)
      expect(isSetupStatus(value), JSON.stringify(value)).toBe(setupStatusSchema.safeParse(value).success);
  });

  it('let the sign-in screen see an unknown role, and nothing else the contract refuses', () => {
    for (const value of logins) {
      const withKnownRole =
        isRecord(value) && isRecord(value.user)
          ? { ...value, user: { ...value.user, role: 'member' } }
          : value;
      expect(isLoginReply(value), JSON.stringify(value)).toBe(
        loginAnswerSchema.safeParse(withKnownRole).success,
      );
    }
    expect(isLoginReply({ ...login, user: { ...user, role: 'treasurer' } })).toBe(true);
    expect(isLoginReply({ ...login, user: { ...user, role: 7 } })).toBe(false);
  });

  it('accept the good answers and refuse the bad ones', () => {
    expect(users.filter(isSessionUser)).toHaveLength(5);
    expect(logins.filter(isLoginAnswer)).toHaveLength(2);
    expect(setups.filter(isSetupStatus)).toHaveLength(2);
  });
});
