import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema.js';
import { createTestApp, type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { openOtherGroup, signUpInGroup } from '../../test/other-group.js';
import { hashRefreshToken } from './tokens.js';

// docs/decisions/groups.md, "The group of a request": a refresh token names its group; refreshing and
// signing out act there.
let ctx: TestContext;
let theirs: SignedIn;
let theirGroup: number;

beforeAll(async () => {
  ctx = await createTestApp();
  theirGroup = await openOtherGroup(ctx, 'Tumaini');
  theirs = await signUpInGroup(ctx, theirGroup, 'member', { firstname: 'Amina', lastname: 'Tumaini' });
});
afterAll(async () => ctx?.close());

const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/links/token/refresh', payload: { refresh_token: token } });
const me = (accessToken: string) =>
  ctx.app.inject({ url: '/api/links/me', headers: { authorization: `Bearer ${accessToken}` } });
const groupOfAccess = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { gid: number }).gid;

describe('the sign-ins of another group', () => {
  it('refresh in their own group, and the new access token names it', async () => {
    expect(theirs.refresh_token.startsWith(`${theirGroup}.`)).toBe(true);
    const res = await refresh(theirs.refresh_token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { access_token: string; refresh_token: string };
    expect(groupOfAccess(answer.access_token)).toBe(theirGroup);
    expect(answer.refresh_token.startsWith(`${theirGroup}.`)).toBe(true);
    const who = await me(answer.access_token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ users_id: theirs.id });
    theirs = { ...theirs, ...answer };
  });

  it('are not found when the token names another group', async () => {
    const forged = theirs.refresh_token.replace(/^\d+\./, '1.');
    expect((await refresh(forged)).statusCode).toBe(401);
    // The real token still works: the forged one revoked nothing.
    const res = await refresh(theirs.refresh_token);
    expect(res.statusCode, res.body).toBe(200);
    theirs = { ...theirs, ...(res.json() as { access_token: string; refresh_token: string }) };
  });

  it('end when signed out, in their group', async () => {
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/logout',
      payload: { refresh_token: theirs.refresh_token },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await refresh(theirs.refresh_token)).statusCode).toBe(401);
    expect((await me(theirs.access_token)).statusCode).toBe(401);
  });

  it('from before groups existed, without a group in the token, are the default group’s', async () => {
    const signedIn = await createTestApp();
    try {
      const admin = await signUp(signedIn, 'admin');
      const legacy = 'a-refresh-token-from-before-groups-0123456789';
      await signedIn.database.db.insert(refreshTokens).values({
        userId: admin.id,
        familyId: randomUUID(),
        tokenHash: hashRefreshToken(legacy),
        expiresAt: new Date(signedIn.app.clock.now().getTime() + 86_400_000),
      });
      const res = await signedIn.app.inject({
        method: 'POST',
        url: '/api/links/token/refresh',
        payload: { refresh_token: legacy },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(groupOfAccess(res.json().access_token)).toBe(1);
    } finally {
      await signedIn.close();
    }
  });
});
