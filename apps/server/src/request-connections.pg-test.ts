import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.js';
import { loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { runInGroup } from './db/group-context.js';
import { holdRequestConnections, letGoOfRequestConnections } from './db/request-connections.js';
import { scopePoolConnections } from './db/scoped-connections.js';
import { createEmptyPostgresDatabase } from './test/database.js';

// docs/decisions/groups.md, "One connection a request".
let pool: pg.Pool;
let scopeStatements = 0;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 3 });
  // Counted as sent to PostgreSQL, alone or with the statement behind it.
  pool.on('connect', (client) => {
    const connection = (client as unknown as { connection: { parse(m: { text: string }): void } }).connection;
    const parse = connection.parse.bind(connection);
    connection.parse = (message) => {
      if (message.text.includes("set_config('app.group_id'")) scopeStatements++;
      parse(message);
    };
  });
  scopePoolConnections(pool);
});

afterAll(() => pool.end());

/** Runs `work` as a request's would, and ends the request when it is done. */
async function asRequest<T>(work: () => Promise<T>): Promise<T> {
  let result!: Promise<T>;
  const request = holdRequestConnections(() => {
    result = work();
  });
  try {
    return await result;
  } finally {
    request.end();
  }
}

const backend = async (): Promise<{ pid: number; group: string }> => {
  const { rows } = await pool.query(
    "select pg_backend_pid() as pid, current_setting('app.group_id') as group",
  );
  return rows[0];
};

const allIdle = () => pool.idleCount === pool.totalCount && pool.waitingCount === 0;

describe('a request on a pool of connections', () => {
  it('runs every query on one connection, which says its group once', async () => {
    await asRequest(() => runInGroup(7001, backend)); // some connection says group 7001
    const before = scopeStatements;
    const seen = await asRequest(() =>
      runInGroup(7002, async () => [await backend(), await backend(), await backend(), await backend()]),
    );
    expect(new Set(seen.map((s) => s.pid)).size).toBe(1);
    expect(seen.every((s) => s.group === '7002')).toBe(true);
    expect(scopeStatements - before).toBe(1);
    expect(allIdle()).toBe(true);
  });

  it('says the group again on the held connection when the work changes group', async () => {
    const seen = await asRequest(async () => [
      await runInGroup(7003, backend),
      await runInGroup(7004, backend),
      await runInGroup(7003, backend),
    ]);
    expect(new Set(seen.map((s) => s.pid)).size).toBe(1);
    expect(seen.map((s) => s.group)).toEqual(['7003', '7004', '7003']);
  });

  it('gives concurrent work of one request a connection of its own, and everything back at the end', async () => {
    const seen = await asRequest(() =>
      runInGroup(7005, () =>
        Promise.all([
          pool.query('select pg_backend_pid() as pid, pg_sleep(0.05)'),
          pool.query('select pg_backend_pid() as pid, pg_sleep(0.05)'),
        ]),
      ),
    );
    expect(new Set(seen.map((r) => r.rows[0].pid)).size).toBe(2);
    expect(allIdle()).toBe(true);
  });

  it('keeps a transaction on the held connection to itself', async () => {
    await asRequest(() =>
      runInGroup(7006, async () => {
        const client = await pool.connect();
        await client.query('begin');
        // While the transaction holds the request's connection, another query takes another one.
        const outside = await backend();
        const inside = (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
        expect(outside.pid).not.toBe(inside);
        await client.query('rollback');
        client.release();
        expect((await backend()).pid).toBe(inside);
      }),
    );
    expect(allIdle()).toBe(true);
  });

  it('drops a connection whose statement failed, and goes on on a new one', async () => {
    await asRequest(() =>
      runInGroup(7007, async () => {
        const first = await backend();
        await expect(pool.query('select 1/0')).rejects.toThrow();
        const next = await backend();
        expect(next.pid).not.toBe(first.pid);
        expect(next.group).toBe('7007');
      }),
    );
    expect(allIdle()).toBe(true);
  });

  it('lets go of its connection while it waits on something else', async () => {
    await asRequest(() =>
      runInGroup(7008, async () => {
        await backend();
        expect(pool.idleCount).toBe(pool.totalCount - 1);
        letGoOfRequestConnections();
        expect(allIdle()).toBe(true);
        await backend();
        expect(pool.idleCount).toBe(pool.totalCount - 1);
      }),
    );
    expect(allIdle()).toBe(true);
  });

  it('takes and gives back per query once the request has answered', async () => {
    let after!: Promise<unknown>;
    await asRequest(async () => {
      await backend();
      after = new Promise((resolve) => setTimeout(resolve, 10)).then(() => backend());
    });
    await after;
    expect(allIdle()).toBe(true);
  });
});

describe('a server on a pool of two connections', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let database: Database;
  let app: App;

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase('links_held');
    database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 });
    const config = loadConfig({ DATABASE_URL: empty.url, LOG_LEVEL: 'silent', BACKUP_AUTO: 'false' });
    app = await buildApp({ config, database, logger: false, jobs: false });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await empty?.drop();
  });

  it('gives each request’s connection back, whether it answered or failed', async () => {
    const calls = ['/api/health', '/api/links/invitations/ABCDE-FGHJK', '/api/links/me'];
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(calls.map((url) => app.inject({ method: 'GET', url })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 401]);
    }
  });
});
