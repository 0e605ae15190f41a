import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.js';
import { loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { createEmptyPostgresDatabase } from './test/database.js';

// docs/decisions/servers.md, "Starting several servers".
const started: { app?: App; database?: Database }[] = [];
let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;

afterAll(async () => {
  for (const { app, database } of started) {
    await app?.close();
    await database?.close();
  }
  await empty?.drop();
});

async function startServer(url: string) {
  const server: { app?: App; database?: Database } = {};
  started.push(server);
  // Each server has its own pool, as its own process would.
  server.database = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
  const config = loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    BACKUP_AUTO: 'false',
    DATA_DIR: '/tmp/links-start-together',
  });
  server.app = await buildApp({ config, database: server.database, logger: false, jobs: false });
  return server.app;
}

describe('servers started at the same instant on an empty PostgreSQL database', () => {
  it('all come up and answer /api/health', async () => {
    empty = await createEmptyPostgresDatabase('links_together');
    const url = empty.url;
    const outcomes = await Promise.allSettled([startServer(url), startServer(url), startServer(url)]);
    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'up')),
    ).toEqual(['up', 'up', 'up']);
    for (const outcome of outcomes) {
      const app = (outcome as PromiseFulfilledResult<App>).value;
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 120_000);
});
