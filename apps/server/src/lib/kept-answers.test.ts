import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Role } from '@links/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { keepDataVersion } from '../db/data-version.js';
import { encodingFor, KeptAnswers, registerKeptAnswers } from './kept-answers.js';

/**
 * The keeping itself, on a bare Fastify app with a data version and a clock the test turns: what
 * is kept, for whom, and when it is read afresh. The lists' own tests (and kept-answers-api.test.ts)
 * run it on the real database.
 */
let app: FastifyInstance;
let version: number;
let today: string;
let reads: number;

beforeEach(async () => {
  version = 1;
  today = '2026-03-01';
  reads = 0;
  const db = {} as Db;
  keepDataVersion(db, () => String(version));
  app = Fastify();
  app.decorateRequest('auth', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const who = request.headers['x-who'];
    request.auth =
      typeof who === 'string'
        ? {
            userId: Number(who),
            role: 'member' as Role,
            office: 'member' as const,
            sessionId: `s-${who}`,
            groupId: 1,
          }
        : null;
    done();
  });
  registerKeptAnswers(app, db, { today: () => today, now: () => new Date() } as never);
  app.get('/list', { config: { keptAnswer: true } }, async () => ({ read: ++reads }));
  app.get('/file', { config: { keptAnswer: true } }, async (_request, reply) => {
    reads++;
    return reply.type('text/csv').send('a,b\n');
  });
  app.get('/missing', { config: { keptAnswer: true } }, async (_request, reply) => {
    reads++;
    return reply.status(404).send({ message: 'Not found' });
  });
  app.get('/large', { config: { keptAnswer: true } }, async () => ({
    read: ++reads,
    text: 'x'.repeat(2_000),
  }));
  app.get('/plain', async () => ({ read: ++reads }));
  await app.ready();
});
afterEach(() => app.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.body, type: res.headers['content-type'] };
};

describe('kept answers', () => {
  it('answers a repeated read from what it kept, as JSON, while the data version holds', async () => {
    expect(await get('/list?page=1')).toEqual({
      status: 200,
      body: '{"read":1}',
      type: expect.stringMatching(/json/),
    });
    expect(await get('/list?page=1')).toEqual({
      status: 200,
      body: '{"read":1}',
      type: expect.stringMatching(/json/),
    });
    expect(reads).toBe(1);
  });

  it('reads afresh once the data changes, and keeps the new answer', async () => {
    await get('/list');
    version++;
    expect((await get('/list')).body).toBe('{"read":2}');
    expect((await get('/list')).body).toBe('{"read":2}');
  });

  it('keeps an answer per caller, per day and per query exactly as sent', async () => {
    await get('/list', { 'x-who': '7' });
    expect((await get('/list', { 'x-who': '8' })).body).toBe('{"read":2}');
    expect((await get('/list')).body).toBe('{"read":3}');
    expect((await get('/list?page=2', { 'x-who': '7' })).body).toBe('{"read":4}');
    today = '2026-03-02';
    expect((await get('/list', { 'x-who': '7' })).body).toBe('{"read":5}');
    expect((await get('/list', { 'x-who': '7' })).body).toBe('{"read":5}');
  });

  it('reads afresh for a caller asking for it (Cache-Control: no-cache), and keeps that', async () => {
    await get('/list');
    expect((await get('/list', { 'cache-control': 'no-cache' })).body).toBe('{"read":2}');
    expect((await get('/list')).body).toBe('{"read":2}');
  });

  it('keeps neither a file sent by the route nor a refusal, nor the answers of unmarked routes', async () => {
    expect(await get('/file')).toMatchObject({ status: 200, body: 'a,b\n' });
    await get('/file');
    await get('/missing');
    expect((await get('/missing')).status).toBe(404);
    await get('/plain');
    await get('/plain');
    expect(reads).toBe(6);
  });
});

describe('kept answers, compressed', () => {
  const large = async (acceptEncoding: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/large',
      headers: { 'accept-encoding': acceptEncoding },
    });
    return { encoding: res.headers['content-encoding'], raw: res.rawPayload, vary: res.headers.vary };
  };

  it('sends a kept answer of 1 KB or more compressed as the caller accepts, brotli first', async () => {
    await large('identity');
    const br = await large('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.raw).toString())).toMatchObject({ read: 1 });
    const gzip = await large('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.raw).toString())).toMatchObject({ read: 1 });
    const plain = await large('identity');
    expect(plain.encoding).toBeUndefined();
    expect(JSON.parse(plain.raw.toString())).toMatchObject({ read: 1 });
    expect(reads).toBe(1);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(encodingFor(undefined)).toBeUndefined();
    expect(encodingFor('gzip, br;q=0')).toBe('gzip');
    expect(encodingFor('BR;q=0.5, gzip')).toBe('br');
    expect(encodingFor('deflate, identity')).toBeUndefined();
    expect(encodingFor('gzip;q=0')).toBeUndefined();
  });
});

describe('KeptAnswers', () => {
  it('forgets the least recently used answer beyond 2,000, and never keeps a very large one', () => {
    const kept = new KeptAnswers();
    for (let i = 0; i < 2_000; i++) kept.set(`k${i}`, 'v', String(i));
    expect(kept.get('k0', 'v')).toBe('0');
    kept.set('k2000', 'v', 'new');
    expect(kept.size).toBe(2_000);
    expect(kept.get('k1', 'v')).toBeUndefined();
    expect(kept.get('k0', 'v')).toBe('0');
    kept.set('large', 'v', 'x'.repeat(600 * 1024));
    expect(kept.get('large', 'v')).toBeUndefined();
  });

  it('forgets the least recently used answers once they hold 32 M characters, and counts what it forgets', () => {
    const kept = new KeptAnswers();
    const body = 'x'.repeat(500 * 1024);
    for (let i = 0; i < 70; i++) kept.set(`k${i}`, 'v', body);
    expect(kept.held).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(kept.size).toBe(Math.floor((32 * 1024 * 1024) / body.length));
    expect(kept.get('k0', 'v')).toBeUndefined();
    expect(kept.get('k69', 'v')).toBe(body);
    kept.set('k69', 'v', 'short');
    kept.get('k68', 'other');
    expect(kept.held).toBe((kept.size - 1) * body.length + 'short'.length);
  });

  it('drops an answer read under another version', () => {
    const kept = new KeptAnswers();
    kept.set('k', 'v1', 'old');
    expect(kept.get('k', 'v2')).toBeUndefined();
    expect(kept.get('k', 'v1')).toBeUndefined();
  });

  it('does nothing for a database without a data version', async () => {
    const bare = Fastify();
    const kept = registerKeptAnswers(bare, {} as Db, { today: () => today } as never);
    let n = 0;
    bare.get('/list', { config: { keptAnswer: true } }, async () => ({ n: ++n }));
    await bare.inject('/list');
    expect((await bare.inject('/list')).body).toBe('{"n":2}');
    expect(kept.size).toBe(0);
    await bare.close();
  });
});
