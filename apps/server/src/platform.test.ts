import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataFolder } from './db/lock.js';
import { createTestApp, PASSWORD, type TestContext } from './test/app.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'links-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Links</title><div id="root"></div>',
);
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    WEB_DIST: webDist,
    LINKS_ADMIN_EMAIL: 'Treasurer@Example.com',
    LINKS_ADMIN_PASSWORD: PASSWORD,
  });
});
afterAll(() => ctx.close());

describe('the server', () => {
  it('reports its health and the database it runs on', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.database.kind });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await ctx.app.inject({ url: '/api/links/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No route for GET /api/links/nothing-here.',
      detail: 'No route for GET /api/links/nothing-here.',
      code: 'NOT_FOUND',
    });
  });

  it('serves the web app for any other path, and its files', async () => {
    const page = await ctx.app.inject({ url: '/transactions/12' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const asset = await ctx.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
  });

  it('sends a Content-Security-Policy without unsafe-inline or unsafe-eval, and other security headers', async () => {
    const res = await ctx.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('refuses a body that is not JSON with 400 in the error shape', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('describes every route in OpenAPI, browsable at /api/docs', async () => {
    const spec = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/links/login',
        '/api/links/token/refresh',
        '/api/links/setup',
      ]),
    );
    const ui = await ctx.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('creates the admin named by LINKS_ADMIN_EMAIL and LINKS_ADMIN_PASSWORD at start', async () => {
    expect((await ctx.app.inject({ url: '/api/links/setup' })).json()).toEqual({
      needed: false,
      code_needed: false,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/login',
      payload: { email: 'treasurer@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });
});

describe('the data folder lock', () => {
  it('refuses a second process on the same folder and frees it on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-lock-'));
    const release = lockDataFolder(dir);
    // A lock held by another live process (our parent stands in for it).
    fs.writeFileSync(path.join(dir, 'links.lock'), String(process.ppid));
    expect(() => lockDataFolder(dir)).toThrow(/in use by another Links process/);
    fs.writeFileSync(path.join(dir, 'links.lock'), String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'links.lock'))).toBe(false);
    // A lock left by a process that is gone is taken over.
    fs.writeFileSync(path.join(dir, 'links.lock'), '999999999');
    const again = lockDataFolder(dir);
    again();
  });
});
