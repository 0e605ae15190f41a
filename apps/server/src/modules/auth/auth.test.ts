import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { nextAddress, PASSWORD, signUp, TEST_JWT_SECRET, type TestContext } from '../../test/app.js';
import { usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
usePeopleApp({}, (scene) => ({ ctx } = scene));

const login = (email: string, password: string, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/links/login', payload: { email, password }, remoteAddress });
const refresh = (refresh_token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/links/token/refresh', payload: { refresh_token } });
const me = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/links/me', headers: authorization ? { authorization } : {} });

/** Asks for the first run's set-up (POST /setup) as Ada Otieno, `fields` on top. */
const setUpGroup = (fields: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/links/setup',
    payload: { firstname: 'Ada', lastname: 'Otieno', ...fields },
  });

describe('first run', () => {
  it('asks for setup while no user exists, then creates the first admin exactly once', async () => {
    expect((await ctx.app.inject({ url: '/api/links/setup' })).json()).toEqual({
      needed: true,
      code_needed: false,
    });

    const bad = await setUpGroup({
      group_name: '',
      email: 'nope',
      password: 'weak',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        group_name: 'Group name is required',
        email: 'Please enter a valid email address',
        password:
          'Password must contain at least 8 characters, one uppercase, one lowercase, one number and one special character',
      },
    });
    expect((await ctx.app.inject({ url: '/api/links/setup' })).json()).toEqual({
      needed: true,
      code_needed: false,
    });

    const setup = await setUpGroup({
      group_name: 'Umoja Chama',
      email: 'Ada@Example.com',
      password: PASSWORD,
    });
    expect(setup.statusCode).toBe(201);
    const answer = setup.json();
    expect(answer.user).toEqual({
      users_id: expect.any(Number),
      firstname: 'Ada',
      lastname: 'Otieno',
      email: 'ada@example.com',
      role: 'admin',
      office: 'chair',
      must_change_password: false,
    });
    expect((await me(`Bearer ${answer.access_token}`)).json()).toMatchObject({
      role: 'admin',
      office: 'chair',
      must_change_password: false,
    });
    expect((await ctx.app.inject({ url: '/api/links/setup' })).json()).toEqual({
      needed: false,
      code_needed: false,
    });

    const again = await setUpGroup({
      group_name: 'X',
      firstname: 'E',
      lastname: 'V',
      email: 'eve@example.com',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_SET_UP',
      message: 'Links is already set up. Sign in instead.',
    });
    expect((await login('eve@example.com', PASSWORD)).statusCode).toBe(401);
  });
});

describe('login', () => {
  it('signs in with any casing of the email and answers with the tokens and the user', async () => {
    const member = await signUp(ctx, 'member', { email: 'wanjiru@example.com' });
    const res = await login('  WANJIRU@example.COM ', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { users_id: member.id, role: 'member', email: 'wanjiru@example.com' },
    });
    const [header, payload] = res.json().access_token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(member.id), role: 'member', iss: 'links' });
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('refuses a body without email or password with 422 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/login',
      payload: { email: 'a@b.co' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ password: 'Password is required' });
  });

  it('locks an email for 15 minutes after 5 failures, even for the right password', async () => {
    await signUp(ctx, 'member', { email: 'locked@example.com' });
    await signUp(ctx, 'member', { email: 'other@example.com' });
    for (let i = 0; i < 5; i++)
      expect((await login('locked@example.com', 'Wr0ng!pass')).statusCode).toBe(401);
    const locked = await login('LOCKED@example.com', PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login('other@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('allows at most 30 attempts a minute from one address', async () => {
    const address = '10.99.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await login(`nobody${i}@example.com`, 'x', address)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes[30]).toBe(429);
    const res = await login('nobody@example.com', 'x', address);
    expect(res.json().message).toBe(
      'Too many sign-in attempts from this address. Wait a minute and try again.',
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('nobody@example.com', 'x', '10.99.0.2')).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates: a refresh gives a new pair and the new refresh token works once', async () => {
    const member = await signUp(ctx, 'member');
    const first = await refresh(member.refresh_token);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh_token).not.toBe(member.refresh_token);
    expect(pair.user.users_id).toBe(member.id);
    expect((await me(`Bearer ${pair.access_token}`)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const member = await signUp(ctx, 'member');
    const next = (await refresh(member.refresh_token)).json();
    const reuse = await refresh(member.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('Your session has ended. Please sign in again.');
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    // Another sign-in of the same user is another family and keeps working.
    const other = (await login(member.user.email, PASSWORD)).json();
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);

  it('refuses a missing, expired, tampered, unsigned or differently signed token', async () => {
    const member = await signUp(ctx, 'member');
    expect((await me()).json()).toMatchObject({
      code: 'TOKEN_MISSING',
      message: 'Authentication token missing',
    });

    const expired = await new SignJWT({ role: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.id))
      .setIssuer('links')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const expiredRes = await me(`Bearer ${expired}`);
    expect(expiredRes.statusCode).toBe(401);
    expect(expiredRes.json().code).toBe('TOKEN_EXPIRED');

    const [h, p, s] = member.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await me(`Bearer ${h}.${forged}.${s}`)).json().code).toBe('TOKEN_INVALID');

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await me(`Bearer ${none}.${p}.`)).statusCode).toBe(401);

    const hs512Header = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    const hs512Sig = createHmac('sha512', TEST_JWT_SECRET).update(`${hs512Header}.${p}`).digest('base64url');
    expect((await me(`Bearer ${hs512Header}.${p}.${hs512Sig}`)).statusCode).toBe(401);

    const otherKey = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.id))
      .setIssuer('links')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await me(`Bearer ${otherKey}`)).statusCode).toBe(401);

    expect((await me(member.headers.authorization)).json().users_id).toBe(member.id);
  });
});

describe('logout', () => {
  it('answers 204 and revokes the refresh token; a second logout is harmless', async () => {
    const member = await signUp(ctx, 'member');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/logout',
      payload: { refresh_token: member.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await refresh(member.refresh_token)).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/logout',
      payload: { refresh_token: member.refresh_token },
    });
    expect(again.statusCode).toBe(204);
  });
});

describe('GET /me', () => {
  it('answers for any signed-in user and refuses anonymous callers', async () => {
    const admin = await signUp(ctx, 'admin');
    const member = await signUp(ctx, 'member');
    const other = await signUp(ctx, 'member');
    expect((await me()).statusCode).toBe(401);
    expect((await me(member.headers.authorization)).json().users_id).toBe(member.id);
    expect((await me(other.headers.authorization)).json().users_id).toBe(other.id);
    expect((await me(admin.headers.authorization)).json().role).toBe('admin');
  });
});
