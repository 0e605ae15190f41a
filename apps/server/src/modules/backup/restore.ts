import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  applyMigrations,
  type Database,
  type Db,
  type DbOrTx,
  openDatabase,
  queryRows,
} from '../../db/client.js';
import { lockDataFolder } from '../../db/lock.js';
import { type BalanceDifference, findBalanceDifferences } from '../books/index.js';
import { findKeptFigureDifferences } from '../transactions/index.js';
import { type Backup, BackupRefusedError } from './archive.js';
import { LEFT_OUT_OF_BACKUPS } from './snapshot.js';

export type RestoreTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string; dataDir: string };

export interface RestoreSummary {
  users: number;
  transactions: number;
  lastEntryDate: string | null;
  differences: BalanceDifference[];
  /** Figures kept by triggers (statuses, positions, counters) that differ from a recount. */
  keptFigureDifferences: string[];
}

const BATCH = 500;
const NOT_EMPTY =
  'The target already holds a database. Restore into an empty DATA_DIR or an empty PostgreSQL ' +
  'database, or add --force to replace what is there.';

async function onPostgres<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Refuses a target that holds data, unless forced; forced, empties it. The lock stays held. */
async function prepareTarget(target: RestoreTarget, force: boolean): Promise<void> {
  if (target.kind === 'pglite') {
    const pgdata = path.join(target.dataDir, 'pgdata');
    const used = fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0;
    if (used && !force) throw new BackupRefusedError(NOT_EMPTY);
    if (used) fs.rmSync(pgdata, { recursive: true, force: true });
    return;
  }
  await onPostgres(target.url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    if (!force) throw new BackupRefusedError(NOT_EMPTY);
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema public cascade');
    await client.query('create schema public');
  });
}

/** The tables in an order where every row's foreign keys are loaded before it. */
export async function loadOrder(db: DbOrTx, tables: string[]): Promise<string[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select cc.relname as child, pc.relname as parent
        from pg_constraint c
        join pg_class cc on cc.oid = c.conrelid
        join pg_class pc on pc.oid = c.confrelid
        join pg_namespace n on n.oid = cc.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.filter((table) => tables.includes(table));
}

/** Every serial column's sequence continues after the highest id loaded. */
export async function resetSequences(tx: DbOrTx): Promise<void> {
  const serials = await queryRows<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table_name, column_name } of serials) {
    const table = sql.identifier(table_name);
    const column = sql.identifier(column_name);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table_name}"`}, ${column_name}),
                        coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
    );
  }
}

/** The journal keeps its triggers during a load: each entry must still balance when it commits. */
const CHECKED_WHILE_LOADING = new Set(['journal_entries', 'journal_lines']);

/**
 * Loads every table in one transaction. The journal's balance triggers are deferred to the commit,
 * when each entry has its lines. The other tables' triggers are off while they load, because the
 * figures those triggers keep (a transaction's status and position, the list counters) are in the
 * backup already, as they were; the checks after the load prove them. `links.restoring` tells a
 * journal trigger that refuses back-dated rows (a closed period, say) that these rows are history
 * being put back, not new entries.
 */
async function loadTables(db: Db, backup: Backup): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('links.restoring', 'on', true)`);
    const order = await loadOrder(tx, [...backup.tables.keys()]);
    const quiet = order.filter((name) => !CHECKED_WHILE_LOADING.has(name));
    for (const name of quiet) await tx.execute(sql`alter table ${sql.identifier(name)} disable trigger user`);
    // The migrations seed some rows (the chart's system accounts); the backup has them as they were.
    for (const name of [...order].reverse()) await tx.execute(sql`delete from ${sql.identifier(name)}`);
    for (const name of order) {
      // Older backups carried the signing secret and the refresh tokens: they are not put back.
      const rows = LEFT_OUT_OF_BACKUPS.has(name) ? [] : (backup.tables.get(name) ?? []);
      for (let i = 0; i < rows.length; i += BATCH) {
        const json = `[${rows.slice(i, i + BATCH).join(',')}]`;
        const table = sql.identifier(name);
        await tx.execute(
          sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${json}::json)`,
        );
      }
    }
    await resetSequences(tx);
    for (const name of quiet) await tx.execute(sql`alter table ${sql.identifier(name)} enable trigger user`);
  });
}

/** What a restore reports: its people, transactions, last entry, and the balance check. */
export async function summarise(db: Db): Promise<RestoreSummary> {
  const [row] = await queryRows<{ users: number; transactions: number; last: string | null }>(
    db,
    sql`select (select count(*)::int from users) as users,
               (select count(*)::int from transactions) as transactions,
               (select max(entry_date)::text from journal_entries) as last`,
  );
  return {
    users: row?.users ?? 0,
    transactions: row?.transactions ?? 0,
    lastEntryDate: row?.last ?? null,
    differences: await findBalanceDifferences(db),
    keptFigureDifferences: await findKeptFigureDifferences(db),
  };
}

/**
 * A restored group signs with a new secret (docs/decisions/secrets.md, "Secrets and logs"): the embedded
 * database's secret file in the target is removed, and a backup's (older backups carried it) is
 * not written, so the first start makes a new one. On PostgreSQL the kept secret's table is loaded
 * empty, with the same effect.
 */
function forgetSigningSecret(target: RestoreTarget): void {
  if (target.kind === 'pglite') fs.rmSync(path.join(target.dataDir, 'jwt-secret'), { force: true });
}

/**
 * Restores a checked backup (readBackupArchive) into an empty target: builds the schema the backup
 * was taken on, loads it, migrates it to this version, then runs the balance check.
 */
export async function restoreBackup(
  backup: Backup,
  target: RestoreTarget,
  force = false,
): Promise<RestoreSummary> {
  const unlock = target.kind === 'pglite' ? lockDataFolder(target.dataDir) : () => {};
  let database: Database | undefined;
  try {
    await prepareTarget(target, force);
    forgetSigningSecret(target);
    database = await openDatabase(
      target.kind === 'pglite'
        ? { kind: 'pglite', dataDir: target.dataDir }
        : { kind: 'postgres', url: target.url, poolSize: 2 },
      { migrate: false, owner: true },
    );
    await applyMigrations(database.db, backup.manifest.schema.version);
    await loadTables(database.db, backup);
    await applyMigrations(database.db);
    return await summarise(database.db);
  } finally {
    await database?.close();
    unlock();
  }
}
