import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DbOrTx } from './client.js';
import { requestVersion, scopeSettings } from './group-context.js';
import { groupVersions } from './schema.js';

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
 * PostgreSQL: the current group's version (docs/decisions/groups.md, "Kept answers per group"),
 * raised in the same transaction as every write of one of the group's rows, on this server or any
 * other using the database. A write in another group leaves it as it is. A request whose sign-in
 * check read it already (docs/decisions/speed.md, "The data version read with the sign-in") is
 * answered that without a query.
 */
export function postgresDataVersion(pool: pg.Pool): DataVersion {
  const query = {
    name: 'links-group-version',
    text: `select coalesce((select version from group_versions
             where group_id = nullif(current_setting('app.group_id', true), '')::integer), 0)::text as v`,
  };
  return async () =>
    requestVersion() ?? ((await pool.query<{ v: string }>(query)).rows[0] as { v: string }).v;
}

/**
 * The data version of the group of `groupId` (a column of the statement it goes in), as text: for
 * the sign-in check to read with its row (docs/decisions/speed.md, "The data version read with the
 * sign-in").
 */
export const groupVersionOf = (groupId: AnyPgColumn): SQL<string> =>
  sql<string>`coalesce((select ${groupVersions.version} from ${groupVersions}
    where ${groupVersions.groupId} = ${groupId}), 0)::text`;

/** A statement that can change no row: a plain read. */
const READ = /^\s*\(*\s*select\b/i;

/**
 * The embedded database belongs to this one process, so the version is a count of the writes it
 * has finished, per group: every transaction and every statement other than a plain read adds one
 * to its group's count once it is over; work across groups adds one to every group's. Reading it
 * costs no query.
 */
export function pgliteDataVersion(client: PGlite): DataVersion {
  const writes = new Map<string, number>();
  let everyGroup = 0;
  const after = async <T>(work: () => Promise<T>): Promise<T> => {
    const { groupId } = scopeSettings();
    try {
      return await work();
    } finally {
      if (groupId === '') everyGroup++;
      else writes.set(groupId, (writes.get(groupId) ?? 0) + 1);
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
  return () => `${everyGroup}.${writes.get(scopeSettings().groupId) ?? 0}`;
}
