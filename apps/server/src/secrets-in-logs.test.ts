import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.js';
import {
  createTestApp,
  PASSWORD,
  type SignedIn,
  signUp,
  TEST_JWT_SECRET,
  type TestContext,
} from './test/app.js';
import { startChannelServers } from './test/channel-servers.js';
import { as } from './test/http.js';
import { c2bBody, callback, paymentsGroup } from './test/mpesa-fixtures.js';
import { givePhone } from './test/outbox-messages.js';
import { SMTP_PASSWORD } from './test/smtp-test-server.js';

// docs/decisions/secrets.md, "Secrets and logs": the log of a whole run carries no secret.
let ctx: TestContext;
let admin: SignedIn;
let token: string;
const lines: string[] = [];
const logText = () => lines.join('');

beforeAll(async () => {
  ctx = await createTestApp({}, { log: { write: (line) => lines.push(line) } });
  admin = await signUp(ctx, 'admin');
  token = (await paymentsGroup(ctx, admin)).token;
}, 60_000);
afterAll(() => ctx.close());

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the request log', () => {
  it('writes a callback’s URL with [token] in place of the token', async () => {
    const before = lines.length;
    const res = await callback(ctx, 'confirmation', token, c2bBody({ TransID: 'TKLOGS0001' }));
    expect(res.json().ResultCode).toBe(0);
    await callback(ctx, 'validation', token, c2bBody({ TransID: 'TKLOGS0002' }));
    const requests = entries()
      .slice(before)
      .filter((entry) => entry.msg === 'incoming request');
    expect(requests.map((entry) => (entry.req as { url: string }).url)).toEqual([
      '/api/links/payments/c2b/confirmation/[token]',
      '/api/links/payments/c2b/validation/[token]',
    ]);
    expect(logText()).not.toContain(token);
  });

  it('a wrong token is not logged either', async () => {
    const wrong = `${token.slice(0, 20)}WRONGWRONG`;
    expect((await callback(ctx, 'confirmation', wrong, c2bBody())).statusCode).toBe(404);
    expect(logText()).not.toContain(wrong);
    expect(logText()).toContain('/payments/c2b/confirmation/[token]');
  });
});

describe('a whole run’s log', () => {
  it('holds no password, token, hash or signing secret', async () => {
    const api = as(ctx, admin);
    const created = await api.post('/create-user-account', {
      firstname: 'Log',
      lastname: 'Reader',
      email: 'log.reader@example.com',
      password: 'Secr3t!Logs',
    });
    expect(created.statusCode, created.body).toBe(201);
    const wrongLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/login',
      payload: { email: 'log.reader@example.com', password: 'Wr0ng!Password' },
    });
    expect(wrongLogin.statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/token/refresh',
      payload: { refresh_token: admin.refresh_token },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await api.post('/payments/c2b/token')).statusCode).toBe(200);
    expect((await api.post('/admin/backup')).statusCode).toBe(201);
    expect((await api.get('/export')).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/links/logout',
      payload: { refresh_token: admin.refresh_token },
    });

    const hashes = await queryRows<{ secret: string }>(
      ctx.database.db,
      sql`select password_hash as secret from people where password_hash is not null
          union all select token_hash from refresh_tokens
          union all select c2b_token_hash from group_settings where c2b_token_hash is not null`,
    );
    const backupToken = fs.readFileSync(path.join(ctx.config.dataDir, 'backup-token'), 'utf8');
    const secrets = [
      PASSWORD,
      'Secr3t!Logs',
      'Wr0ng!Password',
      TEST_JWT_SECRET,
      admin.access_token,
      admin.refresh_token,
      refreshed.json().access_token,
      refreshed.json().refresh_token,
      backupToken,
      ...hashes.map((row) => row.secret),
    ];
    expect(hashes.length).toBeGreaterThan(3);
    const text = logText();
    expect(lines.length).toBeGreaterThan(20);
    for (const secret of secrets)
      expect(text.includes(secret), `a secret of ${secret.length} characters`).toBe(false);
  });
});

describe('the channels’ log', () => {
  it('holds neither the SMTP password nor Africa’s Talking’s key, whatever the providers answer', async () => {
    const servers = await startChannelServers();
    const channelLines: string[] = [];
    const withChannels = await createTestApp(servers.env, {
      log: { write: (line) => channelLines.push(line) },
    });
    try {
      const chair = await signUp(withChannels, 'admin');
      await givePhone(withChannels.database.db, chair.id, '254712345678');
      const test = (channel: string) => as(withChannels, chair).post('/settings/channels/test', { channel });
      expect((await test('email')).json().status).toBe('sent');
      servers.at.mode = 'http401';
      expect((await test('sms')).json().status).toBe('queued');
      servers.smtp.mode = 'refuse';
      expect((await test('email')).json().status).toBe('failed');
      expect((await as(withChannels, chair).get('/settings/channels')).statusCode).toBe(200);
      const text = channelLines.join('');
      expect(channelLines.length).toBeGreaterThan(5);
      for (const secret of [servers.env.AT_API_KEY ?? '', SMTP_PASSWORD, servers.env.SMTP_URL ?? '']) {
        expect(text.includes(secret), `a secret of ${secret.length} characters`).toBe(false);
      }
    } finally {
      await withChannels.close();
      await servers.close();
    }
  });
});
