import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, signUp, type TestContext } from './test/app.js';

const precompress = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/scripts/precompress.mjs',
);
const script = `console.log(${JSON.stringify('Links '.repeat(400))});`;
const page = `<!doctype html><html><head><script type="module" src="/assets/index-a1b2c3.js"></script></head><body>${'<!-- the app -->'.repeat(60)}</body></html>`;

let webDist: string;
let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'links-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-a1b2c3.js'), script);
  fs.writeFileSync(path.join(webDist, 'index.html'), page);
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  execFileSync(process.execPath, [precompress, webDist]);
  ctx = await createTestApp({ WEB_DIST: webDist });
  admin = await signUp(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('delivering the web app', () => {
  it('sends a hashed asset compressed at build time, brotli first, cached for a year', async () => {
    const res = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and the plain file to one without either', async () => {
    const gzip = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-a1b2c3.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends index.html for the app’s routes, compressed, to be checked again each time', async () => {
    const res = await get('/members', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('compresses API answers above 1 KB on the fly, and leaves small ones alone', async () => {
    const big = await get('/api/links/books/accounts', { ...admin.headers, 'accept-encoding': 'br, gzip' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const accounts = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString());
    expect(accounts.accounts.length).toBeGreaterThan(5);
    const small = await get('/api/links/me', { ...admin.headers, 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().users_id).toBe(admin.id);
  });

  it('refuses a compressed request body as unreadable, changing nothing', async () => {
    const body = zlib.gzipSync(JSON.stringify({ name: 'Zipped Bank', amount: 100 }));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/create-bank-account',
      headers: { ...admin.headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
    const banks = await get('/api/links/all-bank-accounts', admin.headers);
    expect(banks.body).not.toContain('Zipped Bank');
  });
});

describe('a missing file is a 404, never the app (docs/decisions/web.md, "Upgrades and lost chunks")', () => {
  const html = /text\/html/;

  it.each(['GET', 'HEAD'] as const)('%s of an existing asset or file is 200', async (method) => {
    const asset = await ctx.app.inject({ method, url: '/assets/index-a1b2c3.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const icon = await ctx.app.inject({ method, url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/svg/);
  });

  it.each(['GET', 'HEAD'] as const)('%s of an app route is index.html', async (method) => {
    for (const url of ['/member', '/loans/7', '/statement/5?from=2026-01-01', '/nowhere']) {
      const res = await ctx.app.inject({ method, url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([
        url,
        200,
        expect.stringMatching(html),
      ]);
      expect(res.headers['cache-control']).toBe('no-cache');
      if (method === 'GET') expect(res.body).toBe(page);
    }
  });

  it.each([
    '/assets/index-gone99.js',
    '/assets/index-a1b2c3.js.map',
    '/assets/style-0ld.css',
    '/assets/',
    '/assets',
    '/assets/deep/er/chunk.js?v=1',
    '/old-chunk.js',
    '/favicon.ico',
    '/member/photo.png',
  ])('GET and HEAD of %s are 404, not the app', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await ctx.app.inject({ method, url });
      expect([method, res.statusCode]).toEqual([method, 404]);
      expect(res.headers['content-type']).not.toMatch(html);
      expect(res.headers['cache-control']).toBe('no-cache');
      if (method === 'GET')
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'There is no such file.' });
    }
  });

  it.each([
    ['a NUL character in an asset', '/assets/x%00.js'],
    ['a NUL character in a route', '/member%00'],
    ['a raw NUL character', '/assets/x\u0000.js'],
    ['a very long asset name', `/assets/${'a'.repeat(5000)}.js`],
    ['a very long route', `/${'member/'.repeat(2000)}`],
    ['a climb out of the folder', '/assets/../../../../etc/passwd'],
    ['an encoded climb', '/assets/..%2F..%2F..%2Fpackage.json'],
    ['a broken escape', '/assets/%E0%A4%A.js'],
    ['a broken escape in a route', '/member%'],
  ])('%s is a 4xx or the app, never a 5xx nor a file outside the app', async (_case, url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await ctx.app.inject({ method, url });
      expect([url.slice(0, 40), res.statusCode < 500]).toEqual([url.slice(0, 40), true]);
      // A climb is folded into the path before it arrives (/etc/passwd): then it is the app.
      if (res.statusCode === 200) expect(res.headers['content-type']).toMatch(html);
      if (method === 'GET' && res.statusCode === 200) expect(res.body).toBe(page);
    }
  });
});
