import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type Query, type SQL, sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { keepDataVersion, pgliteDataVersion, postgresDataVersion } from './data-version.js';
import { lockDataFolder } from './lock.js';
import { migratePostgres } from './migrate-postgres.js';
import * as schema from './schema.js';
import { type ScopedConnections, scopePgliteConnection, scopePoolConnections } from './scoped-connections.js';
import { prepareServerRoles, rolesOfScopes } from './server-role.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query can run on the database or inside a transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** The schema owner's URL (MIGRATION_DATABASE_URL): migrations run as it, then grant `url`'s role. */
      migrationUrl?: string;
      poolSize?: number;
      onIdleError?: (error: Error) => void;
    }
  | { kind: 'pglite'; dataDir: string | undefined };

/** The committed migrations, oldest first: the schema versions this build knows. */
export function knownMigrations(): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder });
}

/**
 * Applies the committed migrations not yet applied, up to the first `upTo` of them (all by
 * default): a restore builds the schema a backup was taken on, loads it, then migrates the rest.
 */
export async function applyMigrations(db: Db, upTo?: number): Promise<void> {
  const migrations = knownMigrations().slice(0, upTo);
  // The drivers' own `migrate()` is exactly this call, on every migration of the folder.
  const internals = db as unknown as {
    dialect: { migrate(m: MigrationMeta[], session: unknown, config: object): Promise<void> };
    session: unknown;
  };
  await internals.dialect.migrate(migrations, internals.session, {});
  await prepareServerRoles(db);
}

const connectionsOf = new WeakMap<Db, ScopedConnections>();

/**
 * docs/decisions/groups.md, "Row-level security": the server never sees past row-level security.
 * Its connections take the role of their work's scope: one group's, or the platform role across
 * groups.
 */
export async function enterServerRole(db: Db): Promise<void> {
  connectionsOf.get(db)?.takeRoles(await rolesOfScopes(db));
}

/**
 * Opens the database and applies the committed migrations (unless `migrate` is false, for a
 * restore). `dataDir` undefined is in memory. The server's connections never see past row-level
 * security; a restore, which loads every group's rows as the schema's owner, opens it as `owner`.
 */
export async function openDatabase(
  target: DatabaseTarget,
  { migrate = true, owner = false } = {},
): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, pipeline: true });
    // An idle client losing its connection must not take the process down; the pool replaces it.
    pool.on('error', (error) => target.onIdleError?.(error));
    const connections = scopePoolConnections(pool);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    connectionsOf.set(db, connections);
    retryTransactionsOnConflict(db);
    keepDataVersion(db, postgresDataVersion(pool));
    try {
      if (migrate) {
        await migratePostgres(target.url, target.migrationUrl, (schemaOwner) => applyMigrations(schemaOwner));
      }
      if (!owner) await enterServerRole(db);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const unlock = target.dataDir ? lockDataFolder(target.dataDir) : () => {};
  try {
    const client = target.dataDir ? new PGlite(path.join(target.dataDir, 'pgdata')) : new PGlite();
    await client.waitReady;
    const db = pgliteDb(client);
    if (migrate) await applyMigrations(db);
    if (!owner) await enterServerRole(db);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Drizzle over an open embedded database, with its data version kept and every statement in the
 * current work's group (docs/decisions/groups.md, "The group of a request").
 */
export function pgliteDb(client: PGlite): Db {
  const version = pgliteDataVersion(client);
  const connections = scopePgliteConnection(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  connectionsOf.set(db, connections);
  keepDataVersion(db, version);
  return db;
}

/** PostgreSQL's codes for a transaction it chose to abort so that others can go on. */
const RETRYABLE = new Set(['40P01', '40001']); // deadlock_detected, serialization_failure
const TRANSACTION_ATTEMPTS = 5;

function sqlStateOf(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * On PostgreSQL two use cases that lock the same rows in different orders (kept totals of the
 * same accounts, say) can deadlock; PostgreSQL then aborts one of them, which has written nothing.
 * A top-level transaction so aborted runs again from the start, after a short random pause,
 * instead of answering 500. Callbacks of `db.transaction` only work in the database, so running
 * one again is safe.
 */
export function retryTransactionsOnConflict(db: Db): void {
  const once = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(...args);
      } catch (error) {
        const code = sqlStateOf(error);
        if (attempt >= TRANSACTION_ATTEMPTS || !code || !RETRYABLE.has(code)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }) as Db['transaction'];
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A query builder that can be prepared once and then run with the values of its placeholders. */
interface Preparable<Result> {
  prepare(name: string): Prepared<Result>;
}
interface Prepared<Result> {
  execute(values: Record<string, unknown>): Promise<Result>;
}

/**
 * A placeholder of a prepared statement whose value goes to the driver as the caller gives it, not
 * through its column's encoder, which would write a null JSON column as JSON's `null`, and fail
 * on a null date: for the values of an insert or an update that may be null.
 */
export const givenAsIs = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** The session a database or transaction runs on: its driver's class and its connection. */
const sessionOf = (db: DbOrTx) =>
  (
    db as unknown as {
      _: {
        session: {
          client: unknown;
          prepareQuery(query: Query, fields: undefined, name: string, arrayMode: false): Prepared<never>;
        };
      };
    }
  )._.session;

/**
 * Raw SQL as a statement `preparedQuery` can build, for what the query builder cannot say (a
 * posting's statement, a lock): its values are `sql.placeholder`s, and it answers as the driver
 * does, `{ rows }`, each row as PostgreSQL named its columns.
 */
export function rawStatement<Row>(db: DbOrTx, query: SQL): Preparable<{ rows: Row[] }> {
  const { dialect } = db as unknown as { dialect: { sqlToQuery(query: SQL): Query } };
  return { prepare: (name) => sessionOf(db).prepareQuery(dialect.sqlToQuery(query), undefined, name, false) };
}

/**
 * docs/decisions/speed.md, "Statements built once": a hot statement built once per driver and then
 * run with its values (`sql.placeholder`), on a database or inside a transaction. Drizzle's query
 * builder costs as much CPU per query as the driver and the database round trip together
 * (docs/benchmarks.md): its text, its values' order and its result mapping are made the first time
 * and kept apart from the connection, the one thing that changes between calls; on PostgreSQL each
 * pooled connection parses the statement once. The name must be unique in the application.
 */
export function preparedQuery<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: DbOrTx) => Preparable<Result>,
): (db: DbOrTx, values: Values) => Promise<Result> {
  // node-postgres and the embedded database build their statements apart.
  const byDriver = new Map<unknown, Prepared<Result>>();
  return (db, values) => {
    const session = sessionOf(db);
    let prepared = byDriver.get(session.constructor);
    if (!prepared) {
      prepared = build(db).prepare(name);
      byDriver.set(session.constructor, prepared);
    }
    const onThisConnection = Object.create(prepared, { client: { value: session.client } });
    return (onThisConnection as Prepared<Result>).execute(values);
  };
}

/**
 * A statement whose text follows a small, bounded shape (a count of values, a set of kinds): one
 * `preparedQuery` for each shape met, named `<name>_<shape>`, built the first time that shape runs.
 */
export function preparedQueries<
  Shape extends string | number,
  Values extends Record<string, unknown>,
  Result,
>(
  name: string,
  build: (db: DbOrTx, shape: Shape) => Preparable<Result>,
): (db: DbOrTx, shape: Shape, values: Values) => Promise<Result> {
  const byShape = new Map<Shape, (db: DbOrTx, values: Values) => Promise<Result>>();
  return (db, shape, values) => {
    let run = byShape.get(shape);
    if (!run) {
      run = preparedQuery<Values, Result>(`${name}_${shape}`, (built) => build(built, shape));
      byShape.set(shape, run);
    }
    return run(db, values);
  };
}
