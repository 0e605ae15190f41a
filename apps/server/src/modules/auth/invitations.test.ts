import { normalizeInvitationCode, settableClock } from '@links/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRecords, invitations, users } from '../../db/schema.js';
import { statusesFor } from '../../test/access.js';
import { nextAddress, PASSWORD, signInAgain } from '../../test/app.js';
import {
  invitationCodeIn,
  lastMessage,
  MALFORMED_BODIES,
  OWN_PASSWORD,
  signedInFrom,
  signInWith,
} from '../../test/passwords.js';
import { CALLERS, type PeopleScene, usePeopleApp } from '../../test/scene.js';
import { newMembers } from '../../test/wizard-rows.js';
import { personOfUser } from '../directory/index.js';
import { INVITATION_NOT_FOUND } from './invitations.js';

const clock = settableClock('2026-03-02T07:00:00Z');
let scene: PeopleScene<typeof CALLERS>;
usePeopleApp(CALLERS, (s) => (scene = s), { clock });

const newMember = newMembers('Njeri', 'Wambui');
const db = () => scene.ctx.database.db;

/**
 * Moves the clock past the per-address minute: the access checks send every caller's request from
 * the same address, and the clock stands still.
 */
const nextMinute = () => clock.set(new Date(clock.now().getTime() + 61_000));
const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  scene.ctx.app.inject({
    method,
    url: `/api/links${url}`,
    remoteAddress: nextAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Creates a member through the wizard without a password; the answer. */
async function invited(overrides: Record<string, unknown> = {}) {
  const admin = await signInAgain(scene.ctx, scene.admin);
  const res = await scene.ctx.app.inject({
    method: 'POST',
    url: '/api/links/create-user-account',
    headers: admin.headers,
    payload: newMember({ password: undefined, ...overrides }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, string | number | null> & { user_id: number; invitation_code: string };
}

const invitationRows = async () => (await db().select({ n: count() }).from(invitations))[0]?.n;

describe('a member created without a password', () => {
  it('gets a one-time invitation in the answer and in the outbox, valid 7 days', async () => {
    const answer = await invited();
    expect(answer.invitation_code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(answer.invitation_url).toBe(`/invitations/${answer.invitation_code}`);
    expect(answer.invitation_expires_at).toBe(new Date(clock.now().getTime() + 7 * 86_400_000).toISOString());
    expect(answer.message).toBe('User account created successfully');
    const message = await lastMessage(scene.ctx, answer.user_id, 'invitation');
    expect(invitationCodeIn(message.body)).toBe(answer.invitation_code);
    expect(message.secret).toBe(true);
    // Only the code's hash is stored.
    const [row] = await db().select().from(invitations).where(eq(invitations.userId, answer.user_id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(normalizeInvitationCode(answer.invitation_code));
    expect((await personOfUser(db(), answer.user_id))?.passwordHash).toBeNull();
  });

  it('cannot be signed in as by anyone, the official who created them included', async () => {
    const answer = await invited();
    const [user] = await db().select().from(users).where(eq(users.id, answer.user_id));
    for (const password of [PASSWORD, OWN_PASSWORD, 'x', ' ', 'null']) {
      const res = await signInWith(scene.ctx, user?.email ?? '', password);
      expect(res.statusCode, password).toBe(401);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('is named by first name only to whoever holds the code, and to no one else', async () => {
    const answer = await invited({ firstname: 'Akinyi', lastname: 'Otieno' });
    const url = `/invitations/${answer.invitation_code}`;
    nextMinute();
    const statuses = await statusesFor(scene.ctx, scene.callers, 'GET', url);
    expect(statuses).toEqual({ anonymous: 200, member: 200, otherMember: 200, admin: 200 });
    const view = await inject('GET', url);
    expect(view.json()).toEqual({ firstname: 'Akinyi', has_password: false, new_group: null });
    // Any casing, without the dash, reads the same code.
    const typed = answer.invitation_code.toLowerCase().replace('-', ' ');
    expect((await inject('GET', `/invitations/${encodeURIComponent(typed)}`)).json()).toEqual({
      firstname: 'Akinyi',
      has_password: false,
      new_group: null,
    });
    for (const wrong of ['ABCDE-FGHJK', 'abc', '0', '-1', 'x'.repeat(41), 'AAAAA-AAAA1']) {
      const res = await inject('GET', `/invitations/${wrong}`);
      expect(res.statusCode, wrong).toBe(404);
    }
    expect((await inject('GET', '/invitations/ABCDE-FGHJK')).json().message).toBe(INVITATION_NOT_FOUND);
    // A NUL character is refused before any route (plugins/input-guards.ts).
    expect((await inject('GET', '/invitations/%00')).statusCode).toBe(422);
  });
});

describe('accepting an invitation', () => {
  let answer: Awaited<ReturnType<typeof invited>>;
  beforeAll(async () => {
    answer = await invited({ firstname: 'Halima', email: 'halima@example.com' });
  });
  const accept = (code: string, payload: unknown) => inject('POST', `/invitations/${code}/accept`, payload);

  it('refuses a weak, common or malformed password and writes nothing', async () => {
    const before = await db().select().from(invitations);
    for (const password of ['short1!', 'nouppercase1!', 'Password123!', '', '   ']) {
      const res = await accept(answer.invitation_code, { password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().fields?.password, password).toEqual(expect.any(String));
    }
    for (const body of MALFORMED_BODIES) {
      const res = await scene.ctx.app.inject({
        method: 'POST',
        url: `/api/links/invitations/${answer.invitation_code}/accept`,
        remoteAddress: nextAddress(),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await db().select().from(invitations)).toEqual(before);
    expect((await signInWith(scene.ctx, 'halima@example.com', OWN_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a wrong code with 404 and writes nothing', async () => {
    const res = await accept('ABCDE-FGHJK', { password: OWN_PASSWORD });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(INVITATION_NOT_FOUND);
  });

  it('sets the password, signs in as /login does, and is used up', async () => {
    const res = await accept(answer.invitation_code, { password: OWN_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'must_change_password',
      'refresh_token',
      'user',
    ]);
    expect(body.must_change_password).toBe(false);
    expect(body.user).toMatchObject({ users_id: answer.user_id, firstname: 'Halima', role: 'member' });
    const cookies = [res.headers['set-cookie']].flat().map((c) => String(c).split('=')[0]);
    expect(cookies).toEqual(['user', 'access_token', 'refresh_token']);
    const me = await scene.ctx.app.inject({ url: '/api/links/me', headers: signedInFrom(body).headers });
    expect(me.statusCode).toBe(200);
    expect((await signInWith(scene.ctx, 'halima@example.com', OWN_PASSWORD)).statusCode).toBe(200);
    const [record] = await db()
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.action, 'accept_invitation'));
    expect(record?.memberId).toBe(answer.user_id);

    const again = await accept(answer.invitation_code, { password: 'Another-Pass-5!' });
    expect(again.statusCode).toBe(404);
    expect((await inject('GET', `/invitations/${answer.invitation_code}`)).statusCode).toBe(404);
    expect((await signInWith(scene.ctx, 'halima@example.com', 'Another-Pass-5!')).statusCode).toBe(401);
  });

  it('answers the same for every caller: the code is what counts', async () => {
    const fresh = await invited();
    nextMinute();
    const statuses = await statusesFor(
      scene.ctx,
      scene.callers,
      'POST',
      `/invitations/${fresh.invitation_code}/accept`,
      {
        password: OWN_PASSWORD,
      },
    );
    // The first caller uses it; everyone after finds it gone, whoever they are.
    expect(statuses).toEqual({ anonymous: 200, member: 404, otherMember: 404, admin: 404 });
  });
});

describe('an expired invitation', () => {
  it('is refused after 7 days, and writes nothing', async () => {
    const answer = await invited();
    const rows = await invitationRows();
    const start = clock.now();
    clock.set(new Date(start.getTime() + 7 * 86_400_000 + 1000));
    try {
      expect((await inject('GET', `/invitations/${answer.invitation_code}`)).statusCode).toBe(404);
      const res = await inject('POST', `/invitations/${answer.invitation_code}/accept`, {
        password: OWN_PASSWORD,
      });
      expect(res.statusCode).toBe(404);
      expect(await invitationRows()).toBe(rows);
      expect((await personOfUser(db(), answer.user_id))?.passwordHash).toBeNull();
    } finally {
      clock.set(start);
    }
  });
});
