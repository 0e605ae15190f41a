import { settableClock } from '@links/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRecords, outbox, passwordResets, refreshTokens, users } from '../../db/schema.js';
import { statusesFor } from '../../test/access.js';
import { nextAddress, PASSWORD, signInAgain } from '../../test/app.js';
import {
  lastMessage,
  MALFORMED_BODIES,
  OTHER_PASSWORD,
  OWN_PASSWORD,
  resetCodeIn,
  signInWith,
} from '../../test/passwords.js';
import { CALLERS, type PeopleScene, usePeopleApp } from '../../test/scene.js';
import { RESET_CODE_BURNED, RESET_CODE_WRONG, RESET_DONE, RESET_REQUESTED } from './password-resets.js';

const clock = settableClock('2026-03-02T07:00:00Z');
let scene: PeopleScene<typeof CALLERS>;
usePeopleApp(CALLERS, (s) => (scene = s), { clock });

const db = () => scene.ctx.database.db;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  scene.ctx.app.inject({
    method: 'POST',
    url: `/api/links${url}`,
    payload: payload as object,
    headers,
    remoteAddress: nextAddress(),
  });
const ask = (email: string) => post('/password-resets', { email });
const confirm = (email: string, code: string, password = OWN_PASSWORD) =>
  post('/password-resets/confirm', { email, code, password });
const rows = async () => ({
  resets: (await db().select({ n: count() }).from(passwordResets))[0]?.n,
  messages: (await db().select({ n: count() }).from(outbox))[0]?.n,
});
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
/** Past the window of codes per email. */
const laterBy = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60_000));

describe('asking for a reset code', () => {
  it('answers 202 alike for a known and an unknown email; only the known one gets a message', async () => {
    const before = await rows();
    const unknown = await ask('nobody-here@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: RESET_REQUESTED });
    expect(await rows()).toEqual(before);
    for (const headers of [{}, scene.member.headers, scene.otherMember.headers, scene.admin.headers]) {
      const res = await post('/password-resets', { email: scene.member.user.email }, headers);
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(unknown.body);
    }
    const message = await lastMessage(scene.ctx, scene.member.id, 'password_reset');
    const code = resetCodeIn(message.body);
    expect(message.body).toContain(
      `/reset-password/confirm#email=${encodeURIComponent(scene.member.user.email)}&code=${code}`,
    );
    // Only a hash is kept, and only the newest code is open.
    const open = await db()
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, scene.member.id), isNull(passwordResets.usedAt)));
    expect(open).toHaveLength(1);
    expect(open[0]?.codeHash).toMatch(/^\$argon2id\$/);
    expect(open[0]?.codeHash).not.toContain(code);
  });

  it('sends at most 3 codes an email in 15 minutes, answering the same', async () => {
    laterBy(16);
    const email = scene.otherMember.user.email;
    for (let i = 0; i < 5; i++) expect((await ask(email)).statusCode).toBe(202);
    const sent = await db()
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.userId, scene.otherMember.id), eq(outbox.kind, 'password_reset')));
    expect(sent[0]?.n).toBe(3);
  });

  it('refuses a malformed email with 422 and writes nothing', async () => {
    const before = await rows();
    for (const body of MALFORMED_BODIES) {
      const res = await post('/password-resets', body, { 'content-type': 'application/json' });
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await ask('not-an-email')).statusCode).toBe(422);
    expect(await rows()).toEqual(before);
  });
});

describe('confirming a reset', () => {
  it('ends a reset from the captured message: the password set, every sign-in ended, the code used', async () => {
    laterBy(16);
    const member = await signInAgain(scene.ctx, scene.member);
    await ask(member.user.email);
    const code = resetCodeIn((await lastMessage(scene.ctx, member.id, 'password_reset')).body);
    // A weak password is refused before the code is looked at: no try is counted.
    const weak = await confirm(member.user.email, code, 'weakpass');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fields.password).toEqual(expect.any(String));
    const done = await confirm(member.user.email, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: RESET_DONE });
    expect((await scene.ctx.app.inject({ url: '/api/links/me', headers: member.headers })).statusCode).toBe(
      401,
    );
    const live = await db()
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, member.id), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
    expect((await signInWith(scene.ctx, member.user.email, PASSWORD)).statusCode).toBe(401);
    expect((await signInWith(scene.ctx, member.user.email, OWN_PASSWORD)).statusCode).toBe(200);
    const [record] = await db()
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'reset_password'), eq(auditRecords.memberId, member.id)));
    expect(record?.after).toMatchObject({ via: 'code' });
    // Used: the same code again is refused.
    const reused = await confirm(member.user.email, code, OTHER_PASSWORD);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(RESET_CODE_WRONG);
    expect((await signInWith(scene.ctx, member.user.email, OTHER_PASSWORD)).statusCode).toBe(401);
  });

  it('counts wrong codes: five are refused, the sixth burns the code, and the right one then fails', async () => {
    laterBy(16);
    const email = scene.admin.user.email;
    await ask(email);
    const code = resetCodeIn((await lastMessage(scene.ctx, scene.admin.id, 'password_reset')).body);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await userRow(scene.admin.id);
    for (let i = 0; i < 5; i++) {
      const res = await confirm(email, wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'RESET_CODE_INVALID', message: RESET_CODE_WRONG });
    }
    const sixth = await confirm(email, wrong);
    expect(sixth.json()).toMatchObject({ code: 'RESET_CODE_BURNED', message: RESET_CODE_BURNED });
    const right = await confirm(email, code);
    expect(right.statusCode).toBe(422);
    expect(await userRow(scene.admin.id)).toEqual(before);
  });

  it('refuses an expired code, an unknown email and malformed bodies, writing nothing', async () => {
    laterBy(16);
    const email = scene.otherMember.user.email;
    await ask(email);
    const code = resetCodeIn((await lastMessage(scene.ctx, scene.otherMember.id, 'password_reset')).body);
    const before = await userRow(scene.otherMember.id);
    laterBy(31);
    const expired = await confirm(email, code);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(RESET_CODE_WRONG);
    const unknown = await confirm('nobody-here@example.com', code);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toBe(expired.body);
    for (const body of MALFORMED_BODIES) {
      const res = await post('/password-resets/confirm', body, { 'content-type': 'application/json' });
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      const res = await confirm(email, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().fields.code).toEqual(expect.any(String));
    }
    expect(await userRow(scene.otherMember.id)).toEqual(before);
  });

  it('answers every caller alike: the code is what counts', async () => {
    laterBy(2);
    const body = { email: scene.member.user.email, code: '999999', password: OWN_PASSWORD };
    const statuses = await statusesFor(scene.ctx, scene.callers, 'POST', '/password-resets/confirm', body);
    expect(statuses).toEqual({ anonymous: 422, member: 422, otherMember: 422, admin: 422 });
  });

  it('is throttled per address like sign-in', async () => {
    laterBy(2);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await scene.ctx.app.inject({
        method: 'POST',
        url: '/api/links/password-resets',
        payload: { email: `flood${i}@example.com` },
        remoteAddress: '10.77.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 202)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
