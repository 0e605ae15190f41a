import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase, queryRows } from '../apps/server/src/harness.js';
import { root } from './processes.js';
import { type SeedSize, seed } from './seed.js';
import { newestMeetingId, seedMeetings } from './seed-meetings.js';

export type Engine = 'postgres' | 'pglite';

const SIZES: Record<Engine, SeedSize> = {
  postgres: { members: 1000, transactions: 1_000_000, pendingEvery: 20, loans: 200, expenses: 1000 },
  pglite: { members: 300, transactions: 60_000, pendingEvery: 20, loans: 60, expenses: 300 },
};
/** Approvals a run may use up; below this many pending transactions the database is seeded anew. */
const PENDING_NEEDED = 2000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789';

export interface Prepared {
  size: SeedSize;
  serverEnv: Record<string, string>;
  bareEnv: Record<string, string>;
  /** Pending transactions the approval path can use, newest last. */
  pendingIds: number[];
  /** The newest meeting, whose sheet of SHEET_MEMBERS rows the benchmark reads. */
  meetingId: number;
  memberIds: number[];
  close(): Promise<void>;
}

async function seededEnough(database: Database, size: SeedSize): Promise<boolean> {
  const [row] = await queryRows<{ total: number; pending: number }>(
    database.db,
    sql`select count(*)::int as total, count(*) filter (where status = 'Pending')::int as pending from transactions`,
  );
  return row !== undefined && row.total >= size.transactions && row.pending >= PENDING_NEEDED;
}

async function facts(database: Database) {
  await seedMeetings(database);
  const meetingId = await newestMeetingId(database);
  const pending = await queryRows<{ id: number }>(
    database.db,
    sql`select id from transactions where status = 'Pending' order by id limit 200000`,
  );
  const members = await queryRows<{ id: number }>(
    database.db,
    sql`select id from users where role = 'member' order by id`,
  );
  return { pendingIds: pending.map((r) => r.id), memberIds: members.map((r) => r.id), meetingId };
}

/** Runs one statement on the PostgreSQL server itself (a database made or dropped). */
export async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** No backup at start while the endpoints are measured: it would hold the database for its read. */
const QUIET = { BACKUP_AUTO: 'false' };

async function preparePostgres(reseed: boolean, log: (line: string) => void): Promise<Prepared> {
  const size = SIZES.postgres;
  const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(server);
  url.pathname = '/links_bench';
  let database = await openDatabase({ kind: 'postgres', url: url.toString() }).catch(() => undefined);
  if (!database || reseed || !(await seededEnough(database, size))) {
    await database?.close();
    log(`seeding PostgreSQL (${url.pathname.slice(1)})`);
    await onServer(server, 'drop database if exists links_bench with (force)');
    await onServer(server, 'create database links_bench');
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await seed(database, size, log);
  }
  const known = await facts(database);
  await database.close();
  const env = {
    DATABASE_URL: url.toString(),
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    ...QUIET,
  };
  return { size, serverEnv: env, bareEnv: { DATABASE_URL: url.toString() }, ...known, close: async () => {} };
}

async function preparePglite(reseed: boolean, log: (line: string) => void): Promise<Prepared> {
  const size = SIZES.pglite;
  const dataDir = path.join(root, 'bench/.data/pglite');
  if (reseed) fs.rmSync(dataDir, { recursive: true, force: true });
  let database = await openDatabase({ kind: 'pglite', dataDir });
  if (!(await seededEnough(database, size))) {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    log('seeding PGlite (bench/.data/pglite)');
    database = await openDatabase({ kind: 'pglite', dataDir });
    await seed(database, size, log);
  }
  const known = await facts(database);
  await database.close();
  const env = { DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...QUIET };
  return { size, serverEnv: env, bareEnv: {}, ...known, close: async () => {} };
}

export function prepare(engine: Engine, options: { reseed: boolean; log: (line: string) => void }) {
  return engine === 'postgres'
    ? preparePostgres(options.reseed, options.log)
    : preparePglite(options.reseed, options.log);
}
