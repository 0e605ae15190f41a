import { describe, expect, it } from 'vitest';
import type { TestContext } from '../test/app.js';
import { usePeopleApp } from '../test/scene.js';
import { SECURITY_OPTIONS, securityHeaders } from './security-headers.js';

let ctx: TestContext;
usePeopleApp({}, (scene) => ({ ctx } = scene));

describe('security headers', () => {
  it("are helmet's, worked out once: the policy, framing, sniffing and transport headers", () => {
    const { set, removed } = securityHeaders(SECURITY_OPTIONS);
    const headers = Object.fromEntries(set.map(([name, value]) => [name.toLowerCase(), value]));
    expect(headers).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
    });
    expect(removed).toEqual(['X-Powered-By']);
  });

  it.each([
    ['an answer', '/api/health', 200],
    ['a refusal', '/api/links/settings', 401],
    ['an unknown API path', '/api/links/nowhere', 404],
  ])('are on %s', async (_what, url, status) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of securityHeaders(SECURITY_OPTIONS).set) {
      expect(res.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
