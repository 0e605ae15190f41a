import { randomUUID } from 'node:crypto';
import { settableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { createTokenIssuer } from './tokens.js';

const SECRET = 'tokens-test-secret-that-is-long-enough-0123456789';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('access tokens checked again', () => {
  it('accept the same token again with the same claims, until it expires by the clock', async () => {
    const clock = settableClock('2026-05-04T08:00:00Z');
    const tokens = createTokenIssuer(SECRET, clock);
    const claims = { userId: 7, role: 'member' as const, sessionId: randomUUID(), groupId: 3 };
    const token = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    clock.set(new Date(clock.now().getTime() + 15 * 60_000 - 1000));
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    clock.set(new Date(clock.now().getTime() + 1000));
    expect(await refusal(tokens.verifyAccess(token))).toBe('TOKEN_EXPIRED');
    expect(await refusal(tokens.verifyAccess(token))).toBe('TOKEN_EXPIRED');
  });

  it('refuse a changed copy of a token already accepted, and one signed with another secret', async () => {
    const clock = settableClock('2026-05-04T08:00:00Z');
    const tokens = createTokenIssuer(SECRET, clock);
    const claims = { userId: 1, role: 'member' as const, sessionId: randomUUID(), groupId: 1 };
    const token = await tokens.signAccess(claims);
    await tokens.verifyAccess(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const asAdmin = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(await refusal(tokens.verifyAccess(`${header}.${asAdmin}.${signature}`))).toBe('TOKEN_INVALID');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await refusal(tokens.verifyAccess(`${header}.${payload}.${flipped}`))).toBe('TOKEN_INVALID');
    const other = createTokenIssuer(`${SECRET}-other`, clock);
    expect(await refusal(other.verifyAccess(token))).toBe('TOKEN_INVALID');
    expect(await tokens.verifyAccess(token)).toEqual(claims);
  });
});
