import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DbOrTx } from './client.js';

/**
 * A token that changes whenever data committed to the database may have changed: two reads that
 * get the same token see the same rows. Kept answers (lib/kept-answers.ts) are served again only
 * while it holds.
 */
export type DataVersion = () => string | Promise<string>;

const versions = new WeakMap<object, DataVersion>();

/** The database's data version, or undefined for a database opened without one. */
export const dataVersionOf = (db: DbOrTx): DataVersion | undefined => versions.get(db);

export function keepDataVersion(db: DbOrTx, version: DataVersion): void {
  versions.set(db, version);
}

/**
 * PostgreSQL: the current snapshot (`xmin:xmax:in-progress ids`). It is the same for two
 * statements exactly when no transaction has ended between them, on this server or any other
 * using the database, so it changes with every commit and holds while nothing is written.
 */
export function postgresDataVersion(pool: pg.Pool): DataVersion {
  const query = { name: 'links-data-version', text: 'select pg_current_snapshot()::text as v' };
  return async () => ((await pool.query<{ v: string }>(query)).rows[0] as { v: string }).v;
}

/** A statement that can change no row: a plain read. */
const READ = /^\s*\(*\s*select\b/i;

/**
 * The embedded database belongs to this one process, so the version is a count of the writes it
 * has finished: every transaction and every statement other than a plain read adds one once it
 * is over. Reading it costs no query.
 */
export function pgliteDataVersion(client: PGlite): DataVersion {
  let writes = 0;
  const after = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } finally {
      writes++;
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: (text: string, ...rest: unknown[]) =>
      READ.test(text) ? query(text, ...(rest as [])) : after(() => query(text, ...(rest as []))),
    exec: (text: string, ...rest: unknown[]) => after(() => exec(text, ...(rest as []))),
    transaction: (work: Parameters<PGlite['transaction']>[0]) => after(() => transaction(work)),
  });
  return () => String(writes);
}
