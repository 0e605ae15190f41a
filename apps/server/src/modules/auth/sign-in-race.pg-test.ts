import { describe, expect, it } from 'vitest';
import { passwordChecksMade } from '../../lib/passwords.js';
import { nextAddress, PASSWORD, signUp, type TestContext } from '../../test/app.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';

let ctx: TestContext;
let second: SecondServer;
useTwoServers({}, (scene) => ({ ctx, second } = scene));

const wrongGuess = (app: TestContext['app'], email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/links/login',
    payload: { email, password: 'Wr0ng!guess' },
    remoteAddress: nextAddress(),
  });

/** Sends `attempts` and answers their status codes (sorted) and the password checks they made. */
async function race(attempts: Promise<{ statusCode: number }>[]) {
  const before = passwordChecksMade();
  const codes = (await Promise.all(attempts)).map((r) => r.statusCode).sort();
  return { codes, checks: passwordChecksMade() - before };
}

// docs/decisions/sign-in-limits.md, "Sign-in limits"
describe('the email limit under concurrent guesses', () => {
  it('lets at most 5 of 50 concurrent wrong passwords for one email reach the password check', async () => {
    await signUp(ctx, 'member', { email: 'target@example.com' });
    const { codes, checks } = await race(
      Array.from({ length: 50 }, () => wrongGuess(ctx.app, 'target@example.com')),
    );
    expect(checks).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 401)).toHaveLength(checks);
    expect(codes.filter((c) => c === 429)).toHaveLength(50 - checks);
    // Locked, also for the right password.
    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/login',
      payload: { email: 'target@example.com', password: PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(owner.statusCode).toBe(429);
  });

  it('holds across two servers on one database, for an unknown email too', async () => {
    for (const email of ['spread@example.com', 'nobody-at-all@example.com']) {
      if (email === 'spread@example.com') await signUp(ctx, 'member', { email });
      const attempts = Array.from({ length: 50 }, (_, i) => wrongGuess(i % 2 ? second.app : ctx.app, email));
      const { codes, checks } = await race(attempts);
      expect(checks, email).toBeLessThanOrEqual(5);
      expect(
        codes.filter((c) => c === 429),
        email,
      ).toHaveLength(50 - checks);
    }
  });
});
