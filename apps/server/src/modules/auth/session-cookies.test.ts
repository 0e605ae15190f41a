import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  nextAddress,
  PASSWORD,
  type SignedIn,
  signUp,
  type TestContext,
} from '../../test/app.js';
import { useApp } from '../../test/scene.js';

/*
 * The session cookies the server sets (docs/decisions/sessions.md, "Sessions and cookies"). TRUST_PROXY=1
 * trusts the one proxy in front of the app: the tests' requests come from it.
 */
let ctx: TestContext;
let behindProxy: TestContext;
useApp(
  async (first) => first,
  (scene) => (ctx = scene),
);
useApp(
  async (second) => second,
  (scene) => (behindProxy = scene),
  { env: { TRUST_PROXY: '1' } },
);

type Inject = Awaited<ReturnType<TestContext['app']['inject']>>;
const APP = { 'x-requested-with': 'links' };

const setCookies = (res: Inject): string[] => {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};
const cookieNamed = (res: Inject, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`));
/** The request's `Cookie` header made of an answer's cookies, as a browser would send it back. */
const jarOf = (res: Inject) =>
  setCookies(res)
    .map((c) => c.split(';')[0])
    .join('; ');

async function signIn(app: TestContext, email: string, headers: Record<string, string> = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/api/links/login',
    payload: { email, password: PASSWORD },
    headers,
    remoteAddress: nextAddress(),
  });
}
const post = (app: TestContext, url: string, headers: Record<string, string>, payload?: unknown) =>
  app.app.inject({ method: 'POST', url: `/api/links${url}`, headers, payload: payload as object });
const me = (app: TestContext, headers: Record<string, string>) =>
  app.app.inject({ url: '/api/links/me', headers });

describe('the cookies of a sign-in', () => {
  it('over plain HTTP: the tokens HttpOnly, the user record readable, all SameSite=Strict, none Secure', async () => {
    const member = await signUp(ctx, 'member');
    const res = await signIn(ctx, member.user.email);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(Object.keys(answer).sort()).toEqual([
      'access_token',
      'groups',
      'must_change_password',
      'refresh_token',
      'user',
    ]);
    const days14 = `Max-Age=${14 * 86_400}`;
    expect(cookieNamed(res, 'access_token')).toBe(
      `access_token=${answer.access_token}; Path=/; ${days14}; SameSite=Strict; HttpOnly`,
    );
    expect(cookieNamed(res, 'refresh_token')).toBe(
      `refresh_token=${answer.refresh_token}; Path=/; ${days14}; SameSite=Strict; HttpOnly`,
    );
    const user = cookieNamed(res, 'user') ?? '';
    expect(user).toBe(
      `user=${encodeURIComponent(JSON.stringify(answer.user))}; Path=/; ${days14}; SameSite=Strict`,
    );
    expect(JSON.parse(decodeURIComponent(user.split(';')[0]!.slice('user='.length)))).toEqual(answer.user);
  });

  it('behind a trusted HTTPS proxy: Secure as well; a forwarded protocol from an untrusted peer changes nothing', async () => {
    const trusted = await signUp(behindProxy, 'member');
    const secure = await signIn(behindProxy, trusted.user.email, { 'x-forwarded-proto': 'https' });
    // The three of the sign-in and the browser's device id (docs/decisions/notifications.md).
    expect(setCookies(secure)).toHaveLength(4);
    for (const cookie of setCookies(secure))
      expect(cookie).toMatch(/; SameSite=Strict(; HttpOnly)?; Secure$/);
    const plain = await signIn(behindProxy, trusted.user.email, { 'x-forwarded-proto': 'http' });
    for (const cookie of setCookies(plain)) expect(cookie).not.toContain('Secure');

    const untrusted = await signUp(ctx, 'member');
    const forged = await signIn(ctx, untrusted.user.email, { 'x-forwarded-proto': 'https' });
    expect(setCookies(forged)).toHaveLength(4);
    for (const cookie of setCookies(forged)) expect(cookie).not.toContain('Secure');
  });

  it('are set by the first run’s setup too', async () => {
    const fresh = await freshSetup();
    expect(fresh.statusCode).toBe(201);
    expect(setCookies(fresh).map((c) => c.split('=')[0])).toEqual(['user', 'access_token', 'refresh_token']);
  });
});

/** The first run on its own app: setup answers with the login answer and the cookies. */
async function freshSetup() {
  const fresh = await createTestApp();
  try {
    return await fresh.app.inject({
      method: 'POST',
      url: '/api/links/setup',
      payload: {
        group_name: 'Umoja',
        firstname: 'Ada',
        lastname: 'Otieno',
        email: 'ada@example.com',
        password: PASSWORD,
      },
    });
  } finally {
    await fresh.close();
  }
}

describe('a browser signed in with the cookies only', () => {
  it('calls, refreshes and signs out with the cookies, each person only as themselves', async () => {
    const admin = await signUp(ctx, 'admin');
    const member = await signUp(ctx, 'member');
    const other = await signUp(ctx, 'member');
    const memberJar = jarOf(await signIn(ctx, member.user.email));
    const otherJar = jarOf(await signIn(ctx, other.user.email));
    const adminJar = jarOf(await signIn(ctx, admin.user.email));

    expect((await me(ctx, {})).json()).toMatchObject({
      code: 'TOKEN_MISSING',
      message: 'Authentication token missing',
    });
    expect((await me(ctx, { cookie: memberJar })).json().users_id).toBe(member.id);
    expect((await me(ctx, { cookie: otherJar })).json().users_id).toBe(other.id);
    expect((await me(ctx, { cookie: adminJar })).json().role).toBe('admin');
    expect(
      (await ctx.app.inject({ url: '/api/links/audit', headers: { cookie: memberJar } })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/links/audit', headers: { cookie: adminJar } })).statusCode,
    ).toBe(200);
    // The bearer header wins over a cookie: an API client speaks for itself.
    expect((await me(ctx, { cookie: memberJar, ...other.headers })).json().users_id).toBe(other.id);

    const refreshed = await post(ctx, '/token/refresh', { cookie: memberJar, ...APP });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(Object.keys(refreshed.json()).sort()).toEqual([
      'access_token',
      'must_change_password',
      'refresh_token',
      'user',
    ]);
    expect(setCookies(refreshed)).toHaveLength(3);
    const renewed = jarOf(refreshed);
    expect((await me(ctx, { cookie: renewed })).json().users_id).toBe(member.id);
    // The old refresh token was rotated: presenting it again ends the sign-in
    // (docs/decisions/sessions.md, "Cookies").
    expect((await post(ctx, '/token/refresh', { cookie: memberJar, ...APP })).statusCode).toBe(401);

    const otherRenewed = jarOf(await post(ctx, '/token/refresh', { cookie: otherJar, ...APP }));
    const out = await post(ctx, '/logout', { cookie: otherRenewed, ...APP });
    expect(out.statusCode).toBe(204);
    expect(setCookies(out)).toEqual([
      'user=; Path=/; Max-Age=0; SameSite=Strict',
      'access_token=; Path=/; Max-Age=0; SameSite=Strict; HttpOnly',
      'refresh_token=; Path=/; Max-Age=0; SameSite=Strict; HttpOnly',
    ]);
    expect((await me(ctx, { cookie: otherRenewed })).json().code).toBe('SESSION_ENDED');
    expect((await post(ctx, '/token/refresh', { cookie: otherRenewed, ...APP })).statusCode).toBe(401);
    // Another person's sign-in goes on.
    expect((await me(ctx, { cookie: adminJar })).statusCode).toBe(200);
  });

  it('refuses a change carried by the cookie without the app’s header, or from another site', async () => {
    const admin = await signUp(ctx, 'admin');
    const jar = jarOf(await signIn(ctx, admin.user.email));
    const addSaving = (headers: Record<string, string>) =>
      post(ctx, '/add-saving', { cookie: jar, ...headers }, {});
    const refused = await addSaving({});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'CROSS_SITE_REFUSED',
      message: 'This change must be sent from the Links app itself.',
    });
    expect((await addSaving({ ...APP, 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await addSaving({ ...APP, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    // Past the check, the body is validated: the change itself was let through.
    expect((await addSaving({ ...APP, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(422);
    expect((await addSaving(APP)).statusCode).toBe(422);
    // Reads need no header; an API client with the bearer header needs none either.
    expect((await me(ctx, { cookie: jar })).statusCode).toBe(200);
    expect((await post(ctx, '/add-saving', admin.headers, {})).statusCode).toBe(422);

    // A forced sign-out or refresh from another page is refused too, and ends nothing.
    expect((await post(ctx, '/logout', { cookie: jar })).statusCode).toBe(403);
    expect(
      (await post(ctx, '/token/refresh', { cookie: jar, 'sec-fetch-site': 'cross-site', ...APP })).statusCode,
    ).toBe(403);
    expect((await me(ctx, { cookie: jar })).statusCode).toBe(200);
  });
});

describe('malformed refresh and sign-out requests', () => {
  it('answer 4xx, change nothing and never 5xx', async () => {
    const member: SignedIn = await signUp(ctx, 'member');
    const bodies: unknown[] = [
      { refresh_token: 42 },
      { refresh_token: null },
      { refresh_token: '' },
      { refresh_token: 'x'.repeat(201) },
      { refresh_token: ['a'] },
      { refresh_token: 'a\u0000b' },
    ];
    for (const path of ['/token/refresh', '/logout']) {
      for (const body of bodies) {
        const res = await post(ctx, path, {}, body);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(422);
        expect(res.json().code).toMatch(/VALIDATION_FAILED|INVALID/);
      }
      // A JSON null is no body: the token would come from the cookie, and there is none.
      const nothing = await ctx.app.inject({
        method: 'POST',
        url: `/api/links${path}`,
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      });
      expect(nothing.statusCode).toBe(path === '/logout' ? 204 : 401);
    }
    const none = await post(ctx, '/token/refresh', {}, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'TOKEN_MISSING', message: 'Authentication token missing' });
    const stale = await post(ctx, '/token/refresh', { cookie: 'refresh_token=stale', ...APP });
    expect(stale.statusCode).toBe(401);
    expect(setCookies(stale)).toHaveLength(3);
    expect(setCookies(stale).every((c) => c.includes('Max-Age=0'))).toBe(true);
    expect((await post(ctx, '/logout', {}, {})).statusCode).toBe(204);
    // None of it ended the member's sign-in.
    expect((await me(ctx, member.headers)).statusCode).toBe(200);
    expect((await post(ctx, '/token/refresh', {}, { refresh_token: member.refresh_token })).statusCode).toBe(
      200,
    );
  });
});
