import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditRecords, users } from '../../db/schema.js';
import { createTestApp, PASSWORD, type TestContext } from '../../test/app.js';
import { SETUP_CODE_NEEDED, SETUP_CODE_WRONG } from './first-run.js';
import { storedSetupCode } from './setup-code.js';

let ctx: TestContext;

/** A fresh app, not yet set up, for the tests of a describe block, which share it in order. */
function useFreshApp() {
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestApp();
    ctx = own;
  });
  beforeEach(() => {
    ctx = own;
  });
  afterAll(() => own.close());
}

const FORM = {
  group_name: 'Umoja Chama',
  firstname: 'Ada',
  lastname: 'Otieno',
  email: 'ada@example.com',
  password: PASSWORD,
};

/** POST /setup from `remoteAddress` (the socket's), with `headers`, `fields` on top of the form. */
const setUp = (fields: Record<string, unknown> = {}, remoteAddress = '127.0.0.1', headers = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/links/setup',
    payload: { ...FORM, ...fields },
    remoteAddress,
    headers,
  });
const status = (remoteAddress = '127.0.0.1', headers = {}) =>
  ctx.app.inject({ url: '/api/links/setup', remoteAddress, headers }).then((r) => r.json());
const userCount = async () => (await ctx.database.db.select({ n: count() }).from(users))[0]?.n;
const setupCode = async () => (await storedSetupCode(ctx.database.db)) ?? 'none';

const FORWARDED = [
  { 'x-forwarded-for': '127.0.0.1' },
  { forwarded: 'for=127.0.0.1' },
  { 'x-real-ip': '127.0.0.1' },
];

describe('first run from the server’s own machine', () => {
  useFreshApp();
  const lines: string[] = [];
  const log = { warn: (message: string) => lines.push(message) };

  it('prints the same setup code at each start while setup is needed, as every server on one database does', async () => {
    await ctx.app.services.auth.announceSetupCode(log);
    await ctx.app.services.auth.announceSetupCode(log);
    const code = await setupCode();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(lines).toEqual([`setup code: ${code}`, `setup code: ${code}`]);
  });

  it('needs no code from the loopback address without a forwarding header; the code goes with the setup', async () => {
    expect(await status()).toEqual({ needed: true, code_needed: false });
    expect(await status('::1')).toEqual({ needed: true, code_needed: false });
    const res = await setUp({}, '::ffff:127.0.0.1');
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('admin');
    expect(await status()).toEqual({ needed: false, code_needed: false });
    expect(await storedSetupCode(ctx.database.db)).toBeUndefined();
    await ctx.app.services.auth.announceSetupCode(log);
    expect(lines).toHaveLength(2);
  });
});

describe('first run from another machine', () => {
  useFreshApp();

  it('asks for the code from another address or through a forwarding header', async () => {
    expect(await status('192.168.1.20')).toEqual({ needed: true, code_needed: true });
    for (const headers of FORWARDED)
      expect(await status('127.0.0.1', headers)).toEqual({ needed: true, code_needed: true });
  });

  it('allows at most 30 setup attempts a minute from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await setUp({ password: 'weak' }, '192.168.3.1')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 422)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await setUp({ password: 'weak' }, '192.168.3.2')).statusCode).toBe(422);
  });

  it('refuses a malformed code with a 422 that writes nothing', async () => {
    for (const setup_code of [null, 12345678, ['AAAA-AAAA'], 'x'.repeat(41), 'AB\u0000CD-EFGH']) {
      const res = await setUp({ setup_code }, '192.168.4.1');
      expect(res.statusCode, JSON.stringify(setup_code)).toBe(422);
    }
    const huge = await setUp({ setup_code: 'A'.repeat(300_000) }, '192.168.4.2');
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect(await userCount()).toBe(0);
  });
  it('refuses without the code, with a wrong one, and creates the admin with the right one', async () => {
    for (const headers of FORWARDED) {
      const missing = await setUp({}, '127.0.0.1', headers);
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({
        message: SETUP_CODE_NEEDED,
        detail: SETUP_CODE_NEEDED,
        code: 'SETUP_CODE_NEEDED',
      });
    }
    const wrong = await setUp({ setup_code: 'AAAA-AAAA' }, '192.168.1.20');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: SETUP_CODE_WRONG, code: 'SETUP_CODE_WRONG' });
    expect(await userCount()).toBe(0);
    // A refused setup writes no audit record.
    expect((await ctx.database.db.select({ n: count() }).from(auditRecords))[0]?.n).toBe(0);

    const code = await setupCode();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const right = await setUp({ setup_code: ` ${code.toLowerCase()} ` }, '192.168.1.20');
    expect(right.statusCode).toBe(201);
    expect(right.json().user.email).toBe('ada@example.com');
    expect(await userCount()).toBe(1);

    // Single use: it is gone, and a second setup with it is refused.
    expect(await storedSetupCode(ctx.database.db)).toBeUndefined();
    const again = await setUp({ setup_code: code, email: 'eve@example.com' }, '192.168.1.21');
    expect(again.statusCode).toBe(409);
    expect(await userCount()).toBe(1);
  });
});

describe('wrong setup codes', () => {
  useFreshApp();

  it('locks the code for 15 minutes after 5 wrong ones, even for the right one', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await setUp({ setup_code: `WRNG-000${i}` }, `192.168.2.${i}`)).statusCode).toBe(403);
    }
    const locked = await setUp({ setup_code: await setupCode() }, '192.168.2.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong setup codes. Try again in 15 minutes.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The server's own machine still sets up.
    expect((await setUp()).statusCode).toBe(201);
  });
});

describe('first run behind a proxy (TRUST_PROXY set)', () => {
  it('asks every caller for the code, the loopback address without a header too', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const status = await proxied.app.inject({ url: '/api/links/setup', remoteAddress: '127.0.0.1' });
      expect(status.json()).toEqual({ needed: true, code_needed: true });
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/links/setup',
        payload: FORM,
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SETUP_CODE_NEEDED');
    } finally {
      await proxied.close();
    }
  });
});

describe('the environment’s first admin', () => {
  it('is not needed with LINKS_ADMIN_EMAIL and LINKS_ADMIN_PASSWORD', async () => {
    const scripted = await createTestApp({
      LINKS_ADMIN_EMAIL: 'boss@example.com',
      LINKS_ADMIN_PASSWORD: PASSWORD,
    });
    try {
      expect(
        (await scripted.app.inject({ url: '/api/links/setup', remoteAddress: '192.168.5.1' })).json(),
      ).toEqual({
        needed: false,
        code_needed: false,
      });
      expect(await storedSetupCode(scripted.database.db)).toBeUndefined();
    } finally {
      await scripted.close();
    }
  });
});
