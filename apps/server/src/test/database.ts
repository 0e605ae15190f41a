import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  applyMigrations,
  type Database,
  type Db,
  enterServerRole,
  openDatabase,
  pgliteDb,
} from '../db/client.js';
import * as schema from '../db/schema.js';
import { pgliteSchemaVersion, schemaVersion } from '../harness.js';

/** Which database the API tests run on: the vitest project sets TEST_DB. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped again on close. Both start from a copy of a
 * database migrated once per schema version (see migratedImage), not from running every
 * migration again: the tests that check the migrations themselves use openRawDatabase.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (testDbKind === 'pglite') return openPgliteCopy();
  const empty = await createPostgresCopy('links_test');
  const database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 20 });
  return {
    ...database,
    url: empty.url,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

async function onServer(statement: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it. */
export async function createEmptyPostgresDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  return { url: databaseUrl(name), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

let template: Promise<string> | undefined;
/**
 * The migrated template database of this schema version on the server, made by the first test
 * that needs it: migrated under a name of its own, then renamed, so a test never copies a
 * half-migrated one and two processes racing to make it both succeed.
 */
function postgresTemplate(): Promise<string> {
  template ??= (async () => {
    const name = `links_template_${schemaVersion()}`;
    const exists = async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        return found.rowCount === 1;
      } finally {
        await client.end();
      }
    };
    if (await exists()) return name;
    const building = await createEmptyPostgresDatabase('links_template_building');
    const migrated = await openDatabase({ kind: 'postgres', url: building.url, poolSize: 1 });
    await migrated.close();
    const buildingName = new URL(building.url).pathname.slice(1);
    try {
      await onServer(`alter database ${buildingName} rename to ${name}`);
    } catch (error) {
      // Another process made it first: theirs is as good.
      await building.drop();
      if (!(await exists())) throw error;
    }
    return name;
  })();
  template.catch(() => {
    template = undefined;
  });
  return template;
}

/**
 * A new database on the PostgreSQL server, a copy of the migrated template. Commits do not wait
 * for the disk (`synchronous_commit = off`): a test database need not survive a crash.
 */
export async function createPostgresCopy(prefix: string) {
  const source = await postgresTemplate();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name} template ${source}`);
  await onServer(`alter database ${name} set synchronous_commit = off`);
  return { url: databaseUrl(name), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

let image: Promise<Blob> | undefined;
/**
 * The data folder of an in-memory PGlite migrated to this schema version, as a tar kept in the
 * temporary folder for every test process to start from: loading it skips PGlite's initdb and
 * the migrations, which cost seconds per test file.
 */
function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const file = path.join(os.tmpdir(), `links-test-pglite-${pgliteSchemaVersion()}.tar`);
    if (!fs.existsSync(file)) {
      const client = new PGlite();
      try {
        await applyMigrations(drizzlePglite(client, { schema }) as unknown as Db);
        const dump = await client.dumpDataDir('none');
        const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        fs.renameSync(partial, file);
      } finally {
        await client.close();
      }
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return image;
}

async function openPgliteCopy(): Promise<Database> {
  const client = new PGlite({ loadDataDir: await migratedImage() });
  await client.waitReady;
  const db = pgliteDb(client);
  // Nothing to apply when the image is current; a check that it is.
  await applyMigrations(db);
  await enterServerRole(db);
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * Runs statements as the schema's owner in one transaction: what a test changes in the schema itself
 * (a trigger that fails, a table of its own), which the server's role may not
 * (docs/decisions/groups.md, "Row-level security").
 */
export async function asSchemaOwner(db: Db, ...statements: SQL[]): Promise<void> {
  await db.transaction(async (owner) => {
    await owner.execute(sql`set local role none`);
    for (const statement of statements) await owner.execute(statement);
  });
}
