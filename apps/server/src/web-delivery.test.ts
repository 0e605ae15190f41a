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
