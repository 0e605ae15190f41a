import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client.js';
import { SAFE_NAME } from '../../lib/sql-names.js';

export interface TableDump {
  name: string;
  rows: number;
  /** One JSON object a line (PostgreSQL's `row_to_json`), in a stable order. */
  data: Buffer;
}

export interface AppliedMigration {
  hash: string;
  created_at: number;
}

export interface Snapshot {
  engine: 'pglite' | 'postgres';
  migrations: AppliedMigration[];
  tables: TableDump[];
  /** Set for one group's file (docs/decisions/backups.md, "One group's file"). */
  group?: { id: number; name: string };
}

/**
 * Tables whose rows a backup leaves out (docs/decisions/secrets.md, "Secrets and logs"): the kept signing
 * secret (a restored group makes a new one) and the refresh tokens' hashes (signed by nobody after
 * the restore: everyone signs in again); the one-time codes of invitations and password resets
 * and the outbox's messages, which carry them (docs/decisions/passwords.md, "Backups, exports and
 * logs"); and which server runs a job now, which means nothing in another database
 * (docs/decisions/notifications.md, "Delivery"); and the Daraja credentials, sealed under this
 * deployment's key (docs/decisions/daraja.md, "Kept encrypted"). The tables are in the backup, empty; exports leave
 * them out whole.
 */
export const LEFT_OUT_OF_BACKUPS: ReadonlySet<string> = new Set([
  'app_secrets',
  'refresh_tokens',
  'invitations',
  'password_resets',
  'outbox',
  'deliveries',
  'job_leases',
  'daraja_credentials',
]);

export { SAFE_NAME };

/** The application's tables: every base table of the public schema. */
export async function appTables(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name).filter((name) => SAFE_NAME.test(name));
}

/** The migrations applied to this database: its schema version. */
export async function appliedMigrations(db: DbOrTx): Promise<AppliedMigration[]> {
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return [];
  const rows = await queryRows<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((row) => ({ hash: row.hash, created_at: Number(row.created_at) }));
}

async function dumpTable(tx: DbOrTx, name: string): Promise<TableDump> {
  if (LEFT_OUT_OF_BACKUPS.has(name)) return { name, rows: 0, data: Buffer.alloc(0) };
  const rows = await queryRows<{ row: string }>(
    tx,
    sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t order by 1`,
  );
  const text = rows.map((r) => `${r.row}\n`).join('');
  return { name, rows: rows.length, data: Buffer.from(text, 'utf8') };
}

/**
 * Every table, read in one REPEATABLE READ, READ ONLY transaction: one consistent moment of the
 * whole database, however many writes the running app makes meanwhile. Rows are PostgreSQL's own
 * JSON, which both engines read back exactly (`json_populate_recordset`), so a snapshot of the
 * embedded database restores onto PostgreSQL and the other way round.
 */
export async function takeSnapshot(db: Db, engine: Snapshot['engine']): Promise<Snapshot> {
  return db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      const tables: TableDump[] = [];
      for (const name of await appTables(tx)) tables.push(await dumpTable(tx, name));
      return { engine, migrations, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
