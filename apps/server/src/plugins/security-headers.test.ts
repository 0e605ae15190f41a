import { describe, expect, it } from 'vitest';
import type { TestContext } from '../test/app.js';
import { usePeopleApp } from '../test/scene.js';
import { API_POLICY, apiHeaders, SECURITY_OPTIONS, securityHeaders } from './security-headers.js';

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

  it('of an API answer are its own few: a policy allowing nothing, no sniffing, HTTPS, this site only', () => {
    const { set } = securityHeaders(SECURITY_OPTIONS);
    expect(Object.fromEntries(apiHeaders(set).map(([name, value]) => [name.toLowerCase(), value]))).toEqual({
      'content-security-policy': API_POLICY,
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(API_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it.each([
    ['an answer', '/api/health', 200],
    ['a refusal', '/api/links/settings', 401],
    ['an unknown API path', '/api/links/nowhere', 404],
  ])('of the API are on %s, without the page headers', async (_what, url, status) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of apiHeaders(securityHeaders(SECURITY_OPTIONS).set)) {
      expect(res.headers[name.toLowerCase()], name).toBe(value);
    }
    for (const page of [
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-dns-prefetch-control',
    ]) {
      expect(res.headers[page], page).toBeUndefined();
    }
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
    ['a page of the web app', '/member'],
    ['the API documentation', '/api/docs/'],
  ])("of a page are helmet's, all of them, on %s", async (_what, url) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBeLessThan(500);
    for (const [name, value] of securityHeaders(SECURITY_OPTIONS).set) {
      expect(res.headers[name.toLowerCase()], name).toBe(value);
    }
  });
});
