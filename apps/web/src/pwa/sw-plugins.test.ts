import { describe, expect, it } from 'vitest';
import { KEPT_API_ANSWERS, SAVED_AT_HEADER } from '../lib/api-cache';
import { keepAnswers } from './sw-plugins';

/**
 * What the service worker keeps of the API (docs/decisions/offline.md, "Reading offline"): which
 * addresses, and which answers, stamped with their time.
 */

/** The plugin as the build writes it into the worker: its source alone, with nothing around it. */
const asWritten = new Function(
  `return (${String(keepAnswers.cacheWillUpdate)});`,
)() as typeof keepAnswers.cacheWillUpdate;

const json = (status = 200) => Response.json({ total: '12500.50' }, { status });

describe("the service worker's copy of the API", () => {
  it('keeps a JSON answer that succeeded, stamped with when it arrived, from its source alone', async () => {
    const before = Date.now();
    const kept = await asWritten({ response: json() });
    expect(kept).not.toBeNull();
    const savedAt = Number(kept?.headers.get(SAVED_AT_HEADER));
    expect(savedAt).toBeGreaterThanOrEqual(before);
    expect(savedAt).toBeLessThanOrEqual(Date.now());
    expect(kept?.headers.get('content-type')).toMatch(/application\/json/);
    expect(await kept?.json()).toEqual({ total: '12500.50' });
  });

  it('keeps no refusal, failure or download', async () => {
    expect(await asWritten({ response: json(401) })).toBeNull();
    expect(await asWritten({ response: json(500) })).toBeNull();
    const csv = new Response('date,amount\n', { headers: { 'content-type': 'text/csv' } });
    expect(await asWritten({ response: csv })).toBeNull();
  });

  it("keeps the API's reads, never signing in or out, tokens, passwords, setup or invitations", () => {
    const origin = 'https://links.example';
    const kept = (path: string) => KEPT_API_ANSWERS.test(`${origin}/api/links${path}`);
    for (const path of [
      '/me',
      '/me/groups',
      '/members/7/loans?status=open',
      '/notifications/mine',
      '/statements/me',
    ])
      expect(kept(path), path).toBe(true);
    for (const path of [
      '/login',
      '/logout',
      '/token/refresh',
      '/me/password',
      '/me/group',
      '/setup',
      '/signup',
      '/invitations/abc',
      '/password-resets/confirm',
      '/login?next=/',
    ])
      expect(kept(path), path).toBe(false);
    expect(KEPT_API_ANSWERS.test(`${origin}/api/docs`)).toBe(false);
    expect(KEPT_API_ANSWERS.test(`${origin}/member`)).toBe(false);
  });
});
