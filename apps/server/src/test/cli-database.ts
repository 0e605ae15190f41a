import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';
import { testDbKind } from './database.js';

/**
 * A database that a separate process (a CLI under test) can open too: a PGlite data folder, or a
 * new database on the PostgreSQL server of TEST_DATABASE_URL. `env` is what the process needs to
 * find it; `open` may be called again after `close`, since PGlite allows one process at a time.
 */
export interface CliDatabase {
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export async function createCliDatabase(): Promise<CliDatabase> {
  if (testDbKind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-cli-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `links_cli_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
    dispose: () => run(`drop database if exists ${name} with (force)`),
  };
}
