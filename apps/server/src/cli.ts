// What the command line tools (`npm run demo`, `verify`, `restore`) share: the configured
// database, and how they end.
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';

/** Where a tool works, in words: the PostgreSQL database of DATABASE_URL, else DATA_DIR. */
export const databaseWhere = (config: Config) =>
  config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir;

/** Opens the configured database (DATABASE_URL's PostgreSQL, else DATA_DIR's embedded one), uses it, closes it. */
export async function withConfiguredDatabase<T>(config: Config, use: (database: Database) => Promise<T>) {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, migrationUrl: config.migrationDatabaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

type Refusal = abstract new (...args: never[]) => Error;

/**
 * Runs a tool and exits with the code it answers. A refusal is an answer, not a crash: it is said
 * plainly (after `prefix`); anything else is printed whole. Either exits with `failure`.
 */
export function runTool(
  run: () => Promise<number>,
  refusals: Refusal[],
  { prefix = '', failure = 1 }: { prefix?: string; failure?: number } = {},
) {
  run().then(
    (code) => process.exit(code),
    (error) => {
      const known = refusals.some((refusal) => error instanceof refusal);
      console.error(known ? `${prefix}${(error as Error).message}` : error);
      process.exit(failure);
    },
  );
}
