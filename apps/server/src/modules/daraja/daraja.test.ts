import zlib from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInGroup } from '../../db/group-context.js';
import { darajaCredentials } from '../../db/schema.js';
import { type Callers, statusesFor } from '../../test/access.js';
import { createTestApp, type SignedIn, signUp, type TestContext } from '../../test/app.js';
import {
  DARAJA_KEY,
  DARAJA_SECRET,
  type DarajaSimulator,
  startDarajaSimulator,
} from '../../test/daraja-simulator.js';
import { as } from '../../test/http.js';
import { CONNECTED, NOT_CONFIGURED } from './daraja.service.js';

/**
 * docs/decisions/daraja.md: officials save the group's Daraja credentials, kept sealed and never
 * answered, logged, backed up or exported; "Test connection" asks a Daraja of the test's own (a process
 * of its own) for a token, and a token is kept until near its end.
 */
const SECRET_KEY = 'links-secret-key-for-the-daraja-tests-0001';
const PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
const CREDENTIAL = `${'Q'.repeat(40)}SecurityCredentialValue${'z'.repeat(300)}==`;
let sim: DarajaSimulator;
let ctx: TestContext;
let callers: Callers;
let auditor: SignedIn;
const lines: string[] = [];

beforeAll(async () => {
  sim = await startDarajaSimulator();
  ctx = await createTestApp(
    { LINKS_SECRET_KEY: SECRET_KEY, DARAJA_BASE_URL: sim.url, DARAJA_TIMEOUT_MS: '1000', LOG_LEVEL: 'info' },
    { log: { write: (line) => lines.push(line) } },
  );
  callers = {
    admin: await signUp(ctx, 'admin', { office: 'treasurer' }),
    member: await signUp(ctx, 'member'),
    otherMember: await signUp(ctx, 'member'),
  };
  auditor = await signUp(ctx, 'member', { office: 'auditor' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await sim?.stop();
});

const api = () => as(ctx, callers.admin);
const save = (body: unknown) => api().patch('/settings/daraja', body);
const secrets = [DARAJA_KEY, DARAJA_SECRET, PASSKEY, CREDENTIAL, 'GroupInitiator'];
const holdsNoSecret = (text: string, where: string) => {
  for (const secret of secrets)
    expect(text.includes(secret), `${where} holds ${secret.slice(0, 12)}…`).toBe(false);
};

describe('who may see and change the credentials', () => {
  it('lets officials read which are saved and the auditor too; members and strangers not', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/settings/daraja')).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 200,
    });
    expect((await as(ctx, auditor).get('/settings/daraja')).statusCode).toBe(200);
    expect(await statusesFor(ctx, callers, 'PATCH', '/settings/daraja', { daraja_passkey: 'x' })).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 200,
    });
    expect((await as(ctx, auditor).patch('/settings/daraja', { daraja_passkey: 'y' })).statusCode).toBe(403);
    expect((await as(ctx, callers.member).post('/settings/daraja/test')).statusCode).toBe(403);
    expect((await as(ctx, auditor).post('/settings/daraja/test')).statusCode).toBe(403);
  });
});

describe('each office', () => {
  it('lets the chair and the secretary save and test as the treasurer does; the auditor only reads', async () => {
    for (const office of ['chair', 'secretary'] as const) {
      const official = await signUp(ctx, 'admin', { office });
      expect((await as(ctx, official).get('/settings/daraja')).statusCode).toBe(200);
      // A field removed that was never saved: allowed, and it leaves the others as they are.
      expect(
        (await as(ctx, official).patch('/settings/daraja', { daraja_b2c_shortcode: null })).statusCode,
      ).toBe(200);
      expect((await as(ctx, official).post('/settings/daraja/test')).statusCode).toBe(422);
    }
  });
});

describe('saving', () => {
  it('refuses a test before the key and secret are saved', async () => {
    const res = await api().post('/settings/daraja/test');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'DARAJA_NOT_CONFIGURED', message: NOT_CONFIGURED });
  });

  it.each([
    [{}, 'Send at least one of the Daraja fields'],
    [{ daraja_consumer_key: 12 }, 'daraja_consumer_key must be text, or null to remove it'],
    [{ daraja_consumer_key: 'has space' }, 'daraja_consumer_key must be printable characters without spaces'],
    [{ daraja_consumer_key: 'a\u0000b' }, undefined],
    [{ daraja_passkey: 'x'.repeat(5000) }, 'daraja_passkey must be at most 2048 characters'],
    [{ daraja_b2c_shortcode: '12' }, 'daraja_b2c_shortcode must be the B2C shortcode: 5 to 10 digits'],
    [{ daraja_b2c_shortcode: 600_000 }, 'daraja_b2c_shortcode must be the B2C shortcode: 5 to 10 digits'],
    [{ daraja_consumer_key: [] }, 'daraja_consumer_key must be text, or null to remove it'],
    [{ something_else: 'x' }, undefined],
  ])('refuses %j with a 4xx, writing nothing', async (body, message) => {
    const before = await ctx.database.db.select().from(darajaCredentials);
    const res = await save(body);
    expect([400, 422], res.body).toContain(res.statusCode);
    if (message) expect(res.json().message).toBe(message);
    expect(await ctx.database.db.select().from(darajaCredentials)).toEqual(before);
  });

  it('keeps each value sealed, answers only which are saved, and audits the names alone', async () => {
    const res = await save({
      daraja_consumer_key: DARAJA_KEY,
      daraja_consumer_secret: DARAJA_SECRET,
      daraja_passkey: PASSKEY,
      daraja_initiator_name: 'GroupInitiator',
      daraja_security_credential: CREDENTIAL,
      daraja_b2c_shortcode: '600999',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      saved: {
        daraja_consumer_key: true,
        daraja_consumer_secret: true,
        daraja_passkey: true,
        daraja_initiator_name: true,
        daraja_security_credential: true,
        daraja_b2c_shortcode: true,
      },
      can_store: true,
      base_url: sim.url,
    });
    holdsNoSecret(res.body, 'the answer');
    holdsNoSecret((await api().get('/settings/daraja')).body, 'GET /settings/daraja');
    holdsNoSecret((await api().get('/settings')).body, 'GET /settings');
    const [row] = await ctx.database.db.select().from(darajaCredentials);
    holdsNoSecret(JSON.stringify(row), 'the database row');
    expect(row?.consumerKey).toMatch(/^v1\./);
    const audit = await api().get('/audit?entity=daraja_credentials');
    expect(audit.statusCode, audit.body).toBe(200);
    holdsNoSecret(audit.body, 'the audit trail');
    expect(audit.json().records[0].after.saved).toContain('daraja_passkey');
  });

  it('removes a field sent as null, keeping the others', async () => {
    const res = await save({ daraja_b2c_shortcode: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().saved).toMatchObject({ daraja_b2c_shortcode: false, daraja_passkey: true });
    expect((await save({ daraja_b2c_shortcode: '600999' })).json().saved.daraja_b2c_shortcode).toBe(true);
  });
});

describe('Test connection', () => {
  it('gets a token from Daraja with the saved key and secret', async () => {
    await sim.reset();
    const res = await api().post('/settings/daraja/test');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: CONNECTED });
    expect(await sim.requests()).toEqual([
      { method: 'GET', path: '/oauth/v1/generate', basic: DARAJA_KEY, bearer: null },
    ]);
  });

  it('keeps a token until it nears its end, and asks again after the credentials change', async () => {
    await sim.reset();
    expect((await runInGroup(1, () => ctx.app.services.daraja.token())).ok).toBe(true);
    expect((await runInGroup(1, () => ctx.app.services.daraja.token())).ok).toBe(true);
    expect(await sim.requests()).toHaveLength(0);
    await save({ daraja_consumer_secret: DARAJA_SECRET });
    expect((await runInGroup(1, () => ctx.app.services.daraja.token())).ok).toBe(true);
    expect(await sim.requests()).toHaveLength(1);
  });

  it('says what went wrong: a refused secret, Daraja failing, or no answer in time', async () => {
    await save({ daraja_consumer_secret: 'a-wrong-secret' });
    expect((await api().post('/settings/daraja/test')).json()).toEqual({
      ok: false,
      message: 'Daraja refused the consumer key and secret (HTTP 400): Invalid Authentication passed.',
    });
    await save({ daraja_consumer_secret: DARAJA_SECRET });
    await sim.setMode('http500');
    expect((await api().post('/settings/daraja/test')).json()).toEqual({
      ok: false,
      message: 'Daraja failed (HTTP 500). Try again later.',
    });
    await sim.setMode('slow');
    const slow = await api().post('/settings/daraja/test');
    expect(slow.statusCode).toBe(200);
    expect(slow.json()).toEqual({
      ok: false,
      message: 'Daraja did not answer within 1 second. Try again later.',
    });
    await sim.setMode('success');
    expect((await api().post('/settings/daraja/test')).json().ok).toBe(true);
  });
});

describe('where the credentials never go', () => {
  it('is no backup, no export and no log line', async () => {
    expect((await api().post('/admin/backup')).statusCode).toBe(201);
    const download = await api().get('/admin/backups/latest/download');
    expect(download.statusCode).toBe(200);
    const tar = zlib.gunzipSync(download.rawPayload).toString('latin1');
    holdsNoSecret(tar, 'the backup');
    expect(tar).not.toContain('v1.');
    const exported = await api().get('/export');
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    expect(Object.keys(files)).not.toContain('daraja_credentials.csv');
    holdsNoSecret(
      Object.values(files)
        .map((file) => strFromU8(file))
        .join('\n'),
      'the export',
    );
    expect(lines.length).toBeGreaterThan(10);
    holdsNoSecret(lines.join(''), 'the log');
  });
});
