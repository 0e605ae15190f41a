import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { type SignedIn, signInAgain, signUp, TEST_JWT_SECRET, type TestContext } from '../../test/app.js';
import { useApp } from '../../test/scene.js';
import { endSessions } from './index.js';

/* Tokens that end (docs/decisions/sessions.md, "Sessions and cookies"). */
let ctx: TestContext;
useApp(
  async (scene) => scene,
  (scene) => (ctx = scene),
);

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const me = (authorization: string) => ctx.app.inject({ url: '/api/links/me', headers: { authorization } });
const audit = (who: SignedIn) => ctx.app.inject({ url: '/api/links/audit', headers: who.headers });
const sessionOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;

/** A token as this server would sign it, less the claims named in `without`, plus `extra`. */
async function craft(who: SignedIn, without: string[] = [], extra: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    role: who.user.role,
    sid: sessionOf(who.access_token),
    sub: String(who.id),
    iss: 'links',
    iat: now,
    exp: now + 600,
    ...extra,
  };
  for (const name of without) delete claims[name];
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

describe('an access token', () => {
  it('is refused without each claim, with another issuer or session, unsigned, or expired', async () => {
    const member = await signUp(ctx, 'member');
    expect((await me(`Bearer ${await craft(member)}`)).statusCode).toBe(200);
    for (const claim of ['exp', 'iat', 'sub', 'iss', 'sid', 'role']) {
      const res = await me(`Bearer ${await craft(member, [claim])}`);
      expect(res.statusCode, claim).toBe(401);
      expect(res.json().code, claim).toBe('TOKEN_INVALID');
    }
    for (const extra of [
      { iss: 'someone-else' },
      { sub: '2147483648' },
      { sub: 'x' },
      { sid: 'not-a-uuid' },
      { role: 'treasurer' },
      { exp: 'later' },
      { iat: 'now' },
      { exp: -1 },
      // Not before an hour from now: this server signs no such token.
      { nbf: Math.floor(Date.now() / 1000) + 3600 },
      { nbf: 'soon' },
    ]) {
      expect((await me(`Bearer ${await craft(member, [], extra)}`)).statusCode, JSON.stringify(extra)).toBe(
        401,
      );
    }
    const unknownSession = await me(`Bearer ${await craft(member, [], { sid: randomUUID() })}`);
    expect(unknownSession.json()).toMatchObject({ code: 'SESSION_ENDED' });
    const othersSession = await signUp(ctx, 'member');
    const borrowed = await craft(member, [], { sid: sessionOf(othersSession.access_token) });
    expect((await me(`Bearer ${borrowed}`)).json().code).toBe('SESSION_ENDED');

    const [, payload] = member.access_token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await me(`Bearer ${none}.${payload}.`)).statusCode).toBe(401);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await me(`Bearer ${await craft(member, [], { iat: past, exp: past + 60 })}`);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('ends with its sign-in: after a logout it is refused at once, other sign-ins go on', async () => {
    const member = await signUp(ctx, 'member');
    const elsewhere = await signInAgain(ctx, member);
    expect((await me(member.headers.authorization)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/logout',
      payload: { refresh_token: member.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    const refused = await me(member.headers.authorization);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'SESSION_ENDED',
      message: 'Your session has ended. Please sign in again.',
    });
    expect((await me(elsewhere.headers.authorization)).statusCode).toBe(200);
  });
});

describe('a role change', () => {
  it('takes effect on the next request, whatever role the token was written with', async () => {
    const admin = await signUp(ctx, 'admin');
    const member = await signUp(ctx, 'member');
    expect((await audit(admin)).statusCode).toBe(200);
    expect((await audit(member)).statusCode).toBe(403);
    await ctx.database.db
      .update(users)
      .set({ role: 'member', office: 'member' })
      .where(eq(users.id, admin.id));
    await ctx.database.db
      .update(users)
      .set({ role: 'admin', office: 'secretary' })
      .where(eq(users.id, member.id));
    expect((await audit(admin)).statusCode).toBe(403);
    expect((await me(admin.headers.authorization)).json()).toMatchObject({
      role: 'member',
      office: 'member',
    });
    expect((await audit(member)).statusCode).toBe(200);
  });
});

describe('endSessions', () => {
  it('ends every sign-in of the user, or all but the one kept, and no one else’s', async () => {
    const member = await signUp(ctx, 'member');
    const second = await signInAgain(ctx, member);
    const third = await signInAgain(ctx, member);
    const bystander = await signUp(ctx, 'member');

    const kept = sessionOf(third.access_token);
    expect(await endSessions(ctx.database.db, ctx.app.clock, member.id, { except: kept })).toBe(2);
    expect((await me(member.headers.authorization)).json().code).toBe('SESSION_ENDED');
    expect((await me(second.headers.authorization)).json().code).toBe('SESSION_ENDED');
    expect((await me(third.headers.authorization)).statusCode).toBe(200);
    const refreshOf = (who: SignedIn) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/links/token/refresh',
        payload: { refresh_token: who.refresh_token },
      });
    expect((await refreshOf(second)).statusCode).toBe(401);

    expect(await endSessions(ctx.database.db, ctx.app.clock, member.id)).toBe(1);
    expect((await me(third.headers.authorization)).json().code).toBe('SESSION_ENDED');
    expect((await refreshOf(third)).statusCode).toBe(401);
    expect((await me(bystander.headers.authorization)).statusCode).toBe(200);
    expect(await endSessions(ctx.database.db, ctx.app.clock, member.id)).toBe(0);
  });
});
