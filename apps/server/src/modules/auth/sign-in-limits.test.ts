import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, TRUST_PROXY_TRUE_REFUSED } from '../../config.js';
import { passwordChecksMade } from '../../lib/passwords.js';
import { createTestApp, nextAddress, PASSWORD, signUp, type TestContext } from '../../test/app.js';

const INVALID = {
  message: 'Invalid email or password.',
  detail: 'Invalid email or password.',
  code: 'INVALID_CREDENTIALS',
};
const PER_ADDRESS = 'Too many sign-in attempts from this address. Wait a minute and try again.';

/** A fresh app with `env` for the tests of a describe block. */
function useAppWith(env: Record<string, string>) {
  const scene = {} as { ctx: TestContext };
  beforeAll(async () => {
    scene.ctx = await createTestApp(env);
  });
  afterAll(() => scene.ctx.close());
  return scene;
}

const loginThrough = (
  ctx: TestContext,
  email: string,
  password: string,
  remoteAddress: string,
  headers = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/links/login',
    payload: { email, password },
    remoteAddress,
    headers,
  });

describe('the work a sign-in costs', () => {
  const scene = useAppWith({});

  /** The password checks one sign-in made. */
  const checksOf = async (email: string, password: string) => {
    const before = passwordChecksMade();
    const res = await loginThrough(scene.ctx, email, password, nextAddress());
    return { res, checks: passwordChecksMade() - before };
  };

  it('is one password check for a wrong password and for an unknown email alike, with the same answer', async () => {
    await signUp(scene.ctx, 'member', { email: 'same@example.com' });
    for (let i = 0; i < 3; i++) {
      const wrong = await checksOf('same@example.com', 'Wr0ng!pass');
      const unknown = await checksOf(`nobody${i}@example.com`, 'Wr0ng!pass');
      expect(wrong.checks).toBe(1);
      expect(unknown.checks).toBe(1);
      expect(wrong.res.statusCode).toBe(401);
      expect(unknown.res.json()).toEqual(INVALID);
      expect(wrong.res.json()).toEqual(INVALID);
    }
    expect((await checksOf('same@example.com', PASSWORD)).checks).toBe(1);
  });

  it('is no password check at all once the email is locked', async () => {
    await signUp(scene.ctx, 'member', { email: 'locked@example.com' });
    for (let i = 0; i < 5; i++) expect((await checksOf('locked@example.com', 'Wr0ng!pass')).checks).toBe(1);
    const locked = await checksOf('locked@example.com', PASSWORD);
    expect(locked.res.statusCode).toBe(429);
    expect(locked.checks).toBe(0);
  });

  it('clears the email’s count on a success', async () => {
    await signUp(scene.ctx, 'member', { email: 'cleared@example.com' });
    for (let i = 0; i < 4; i++) await checksOf('cleared@example.com', 'Wr0ng!pass');
    expect((await checksOf('cleared@example.com', PASSWORD)).res.statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await checksOf('cleared@example.com', 'Wr0ng!pass')).res.statusCode).toBe(401);
    expect((await checksOf('cleared@example.com', PASSWORD)).res.statusCode).toBe(200);
  });
});

describe('the per-address limit behind one proxy (TRUST_PROXY=1)', () => {
  const scene = useAppWith({ TRUST_PROXY: '1' });
  const proxy = '10.0.0.2';

  it('counts the address the proxy saw, whatever the client wrote before it', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      // The client forges a new address each time; the proxy appends the one it saw.
      const headers = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.5` };
      codes.push((await loginThrough(scene.ctx, `nobody${i}@example.com`, 'x', proxy, headers)).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes[30]).toBe(429);
    const forged = await loginThrough(scene.ctx, 'nobody@example.com', 'x', proxy, {
      'x-forwarded-for': '203.0.113.5, 198.51.100.77',
    });
    // Another client behind the same proxy is not held back.
    expect(forged.statusCode).toBe(401);
    const again = await loginThrough(scene.ctx, 'nobody@example.com', 'x', proxy, {
      'x-forwarded-for': '127.0.0.1, 203.0.113.5',
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(PER_ADDRESS);
  });
});

describe('the per-address limit behind proxies named by address (TRUST_PROXY=10.0.0.0/8)', () => {
  const scene = useAppWith({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });

  it('believes the header only from those proxies', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i}` };
      // Straight from a client that is not a named proxy: its header is not believed.
      codes.push(
        (await loginThrough(scene.ctx, `nobody${i}@example.com`, 'x', '203.0.113.9', headers)).statusCode,
      );
    }
    expect(codes[29]).toBe(401);
    expect(codes[30]).toBe(429);
    const viaProxy = await loginThrough(scene.ctx, 'nobody@example.com', 'x', '10.1.2.3', {
      'x-forwarded-for': '203.0.113.10',
    });
    expect(viaProxy.statusCode).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  const config = (TRUST_PROXY?: string) =>
    loadConfig(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }).trustProxy;

  it('is refused at start when true, saying why', () => {
    expect(() => config('true')).toThrow(TRUST_PROXY_TRUE_REFUSED);
    expect(() => config('TRUE')).toThrow(/any client could choose its own address/);
  });

  it('takes nothing, a number of hops, or addresses and CIDR ranges', () => {
    expect(config()).toBe(false);
    expect(config('false')).toBe(false);
    expect(config('1')).toBe(1);
    expect(config('2')).toBe(2);
    expect(config('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
    expect(config('10.0.0.0/8, 192.168.1.5,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
  });

  it('refuses anything else with a message naming the value', () => {
    expect(() => config('yes')).toThrow(
      'TRUST_PROXY: "yes" is not a number of proxies, an IP address or a CIDR range',
    );
    expect(() => config('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
    expect(() => config('10.0.0.1,')).toThrow(/""/);
    expect(() => config('-1')).toThrow(/"-1"/);
    expect(() => config('1000')).toThrow('at most 100 proxy hops');
  });
});
