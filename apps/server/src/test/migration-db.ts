import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import { createEmptyPostgresDatabase, testDbKind } from './database.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The committed migrations. */
export const migrations = path.resolve(here, '../../drizzle');
/** What `npm run demo` of the version before the books wrote: 30 members, a year of payments. */
export const demoV1 = fs.readFileSync(path.resolve(here, 'fixtures/demo-v1.sql'), 'utf8');

/** The migrations folder as an earlier version had it: those up to `lastIdx`. */
export function previousMigrations(lastIdx: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'links-old-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= lastIdx);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    fs.copyFileSync(path.join(migrations, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

export interface RawDatabase {
  db: Db;
  migrateTo(folder: string): Promise<void>;
  /** Runs a script of many statements (the extended protocol of db.execute takes one). */
  runScript(script: string): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * What a raw connection says first: it works in group 1, as everything written before groups
 * existed (docs/decisions/groups.md, "Groups").
 */
const GROUP_ONE = "select set_config('app.group_id', '1', false)";

/** An empty database without migrations, to migrate step by step, in group 1. */
export async function openRawDatabase(): Promise<RawDatabase> {
  if (testDbKind === 'pglite') {
    const client = new PGlite();
    await client.query(GROUP_ONE);
    const database = drizzlePglite(client, { schema });
    return {
      db: database as unknown as Db,
      migrateTo: (folder) => migratePglite(database, { migrationsFolder: folder }),
      runScript: (script) => client.exec(script),
      close: () => client.close(),
    };
  }
  const empty = await createEmptyPostgresDatabase('links_migration');
  const pool = new pg.Pool({ connectionString: empty.url, max: 2 });
  // Queued on the new connection before anything it is asked.
  pool.on('connect', (client) => void client.query(GROUP_ONE));
  const database = drizzleNodePg(pool, { schema });
  return {
    db: database as unknown as Db,
    migrateTo: (folder) => migrateNodePg(database, { migrationsFolder: folder }),
    runScript: (script) => pool.query(script),
    async close() {
      await pool.end();
      await empty.drop();
    },
  };
}

/**
 * The demo group of an earlier version, migrated up to just before the migration whose name ends
 * with `suffix` (numbers change when parallel work is merged; the names do not), changed by
 * `before`, read by `beforeMigrating` if given, then migrated to the last: how a migration meets a
 * group's real data.
 */
export async function demoV1AcrossMigration(
  suffix: string,
  before: string,
  beforeMigrating?: (raw: RawDatabase) => Promise<void>,
  /** Stop after the migration under test, instead of applying every later one too. */
  only = false,
): Promise<RawDatabase> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const entry = journal.entries.find((candidate) => candidate.tag.endsWith(suffix));
  if (!entry) throw new Error(`The ${suffix} migration is missing`);
  const raw = await openRawDatabase();
  await raw.migrateTo(previousMigrations(2));
  await raw.runScript(demoV1);
  await raw.migrateTo(previousMigrations(entry.idx - 1));
  await raw.runScript(before);
  await beforeMigrating?.(raw);
  await raw.migrateTo(only ? previousMigrations(entry.idx) : migrations);
  return raw;
}
