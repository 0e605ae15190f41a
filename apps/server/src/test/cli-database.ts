import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../db/client.js';
import { createEmptyPostgresDatabase, testDbKind } from './database.js';

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
  const empty = await createEmptyPostgresDatabase('links_cli');
  return {
    env: { DATABASE_URL: empty.url },
    open: () => openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 }),
    dispose: empty.drop,
  };
}
