import { settableClock } from '@links/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRecords, refreshTokens, users } from '../../db/schema.js';
import { send } from '../../test/access.js';
import { nextAddress, PASSWORD, type SignedIn, signInAgain } from '../../test/app.js';
import {
  lastMessage,
  MALFORMED_BODIES,
  OTHER_PASSWORD,
  OWN_PASSWORD,
  signedInFrom,
  signInWith,
} from '../../test/passwords.js';
import { CALLERS, type PeopleScene, usePeopleApp } from '../../test/scene.js';
import { newMembers } from '../../test/wizard-rows.js';
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED, SAME_PASSWORD } from './password-change.js';

const clock = settableClock('2026-03-02T07:00:00Z');
let scene: PeopleScene<typeof CALLERS>;
usePeopleApp(CALLERS, (s) => (scene = s), { clock });

const newMember = newMembers('Zawadi', 'Achieng');
const db = () => scene.ctx.database.db;
const change = (who: SignedIn | undefined, body: unknown) =>
  send(scene.ctx, who, 'POST', '/me/password', body);

/** A member an official created with a password they chose: signed in with it. */
async function givenPassword() {
  const admin = await signInAgain(scene.ctx, scene.admin);
  const payload = newMember({ password: PASSWORD });
  const created = await send(scene.ctx, admin, 'POST', '/create-user-account', payload);
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().invitation_url).toBeNull();
  const login = await signInWith(scene.ctx, payload.email, PASSWORD);
  expect(login.statusCode).toBe(200);
  return { email: payload.email, login: login.json(), who: signedInFrom(login.json()) };
}

const liveSessions = async (userId: number) =>
  new Set(
    (
      await db()
        .select({ family: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    ).map((row) => row.family),
  ).size;

describe('a password an official set', () => {
  it('must be changed first: every other call is 403 PASSWORD_CHANGE_REQUIRED', async () => {
    const { login, who } = await givenPassword();
    expect(login.must_change_password).toBe(true);
    expect(login.user.must_change_password).toBe(true);
    for (const path of [
      '/get-users',
      `/accounts/${who.id}`,
      `/audit/mine`,
      '/settings',
      '/notifications/mine',
      '/me/preferences',
    ]) {
      const res = await send(scene.ctx, who, 'GET', path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code, path).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    const refused = await send(scene.ctx, who, 'POST', '/create-transaction', { user_id: who.id });
    expect(refused.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    // Their inbox and preferences are theirs, but wait too (docs/decisions/notifications.md, "The inbox").
    for (const [method, path, body] of [
      ['POST', '/notifications/read-all', undefined],
      ['PATCH', '/me/preferences', { language: 'sw' }],
    ] as const) {
      expect((await send(scene.ctx, who, method, path, body)).json().code, path).toBe(
        'PASSWORD_CHANGE_REQUIRED',
      );
    }
    // Their own account still answers: /me, a refresh, and the change itself.
    const me = await send(scene.ctx, who, 'GET', '/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().must_change_password).toBe(true);
    const refreshed = await scene.ctx.app.inject({
      method: 'POST',
      url: '/api/links/token/refresh',
      payload: { refresh_token: login.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().must_change_password).toBe(true);
  });

  it('is replaced with POST /me/password, after which everything answers', async () => {
    const { who, email } = await givenPassword();
    const other = signedInFrom((await signInWith(scene.ctx, email, PASSWORD)).json());
    const res = await change(who, { current_password: PASSWORD, new_password: OWN_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: PASSWORD_CHANGED,
      user: expect.objectContaining({ must_change_password: false }),
    });
    const userCookie = [res.headers['set-cookie']].flat().map(String);
    expect(userCookie).toHaveLength(1);
    expect(decodeURIComponent(userCookie[0] ?? '')).toContain('"must_change_password":false');
    expect((await send(scene.ctx, who, 'GET', '/get-users')).statusCode).toBe(200);
    // The other sign-in ended, this one goes on.
    expect((await send(scene.ctx, other, 'GET', '/me')).statusCode).toBe(401);
    expect(await liveSessions(who.id)).toBe(1);
    expect((await signInWith(scene.ctx, email, PASSWORD)).statusCode).toBe(401);
    const again = await signInWith(scene.ctx, email, OWN_PASSWORD);
    expect(again.json().must_change_password).toBe(false);
    const [record] = await db()
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'change_password'), eq(auditRecords.memberId, who.id)));
    expect(record?.after).toMatchObject({ sign_ins_ended: 1, required: true });
    expect((await lastMessage(scene.ctx, who.id, 'password_changed')).subject).toBe(
      'Your Links password was changed',
    );
  });
});

describe('POST /me/password', () => {
  it('is for everyone signed in, each for their own password', async () => {
    expect(
      (await change(undefined, { current_password: PASSWORD, new_password: OWN_PASSWORD })).statusCode,
    ).toBe(401);
    for (const name of ['member', 'otherMember', 'admin'] as const) {
      const who = await signInAgain(scene.ctx, scene[name]);
      const res = await change(who, { current_password: PASSWORD, new_password: OTHER_PASSWORD });
      expect(res.statusCode, name).toBe(200);
      expect(res.json().user.users_id).toBe(who.id);
      const back = await change(who, { current_password: OTHER_PASSWORD, new_password: PASSWORD });
      expect(back.statusCode, name).toBe(200);
    }
  });

  it('refuses a wrong current password, the same one again, a weak one and malformed bodies, writing nothing', async () => {
    const who = await signInAgain(scene.ctx, scene.member);
    const before = await db().select().from(users).where(eq(users.id, who.id));
    const wrong = await change(who, { current_password: 'Not-Mine-77!', new_password: OWN_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: { current_password: CURRENT_PASSWORD_WRONG },
    });
    const same = await change(who, { current_password: PASSWORD, new_password: PASSWORD });
    expect(same.json()).toMatchObject({ code: 'SAME_PASSWORD', fields: { new_password: SAME_PASSWORD } });
    for (const weak of ['short1!', 'alllowercase1!', 'Password123!']) {
      const res = await change(who, { current_password: PASSWORD, new_password: weak });
      expect(res.statusCode, weak).toBe(422);
      expect(res.json().fields.new_password).toEqual(expect.any(String));
    }
    for (const body of MALFORMED_BODIES) {
      const res = await scene.ctx.app.inject({
        method: 'POST',
        url: '/api/links/me/password',
        headers: { ...who.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await db().select().from(users).where(eq(users.id, who.id))).toEqual(before);
    expect((await send(scene.ctx, who, 'GET', '/me')).statusCode).toBe(200);
  });

  it('counts wrong current passwords like sign-ins: the email locks after 5', async () => {
    const who = await signInAgain(scene.ctx, scene.otherMember);
    for (let i = 0; i < 5; i++) {
      const res = await change(who, { current_password: `Wrong-Guess-${i}!`, new_password: OWN_PASSWORD });
      expect(res.statusCode).toBe(422);
    }
    const locked = await change(who, { current_password: PASSWORD, new_password: OWN_PASSWORD });
    expect(locked.statusCode).toBe(429);
    const res = await scene.ctx.app.inject({
      method: 'POST',
      url: '/api/links/login',
      payload: { email: who.user.email, password: PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(429);
  });
});
