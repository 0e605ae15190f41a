import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.js';
import { PLATFORM_ROLE } from './roles.js';
import * as schema from './schema.js';

/**
 * The session-level advisory lock every server takes around its migrations on PostgreSQL
 * (docs/decisions/servers.md, "Starting several servers"): servers started at the same instant on an empty
 * database migrate one after the other, and the later ones find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 7_112_026_001;

/**
 * Tables whose history the server's role may add to but never change
 * (docs/decisions/servers.md, "Database roles"): the journal and the audit trail.
 */
export const APPEND_ONLY_TABLES = ['journal_entries', 'journal_lines', 'audit_records'] as const;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * What the server's role may do once the migration role has built the schema: read and write the
 * ordinary tables, use the sequences, run the functions; only read and add to the journal and the
 * audit trail. It owns nothing, so it can neither alter a table (its triggers) nor truncate one.
 */
export function grantStatements(role: string): string[] {
  const who = quoteIdent(role);
  const appendOnly = APPEND_ONLY_TABLES.map(quoteIdent).join(', ');
  return [
    `grant usage on schema public to ${who}`,
    `grant select, insert, update, delete on all tables in schema public to ${who}`,
    `revoke update, delete, truncate on ${appendOnly} from ${who}`,
    `grant select, insert on ${appendOnly} to ${who}`,
    `grant usage, select on all sequences in schema public to ${who}`,
    `grant execute on all functions in schema public to ${who}`,
    // Backups name the schema version: the applied migrations.
    `grant usage on schema drizzle to ${who}`,
    `grant select on all tables in schema drizzle to ${who}`,
  ];
}

/** The role a connection URL signs in as. */
async function roleOf(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ role: string }>('select current_user as role')).rows[0]!.role;
  } finally {
    await client.end();
  }
}

/**
 * Applies the migrations on PostgreSQL on one connection holding the migration lock: as the role
 * of `migrationUrl` when given (the owner of the schema), then grants the server's role (of
 * `serverUrl`) what it needs; else as the server's role itself.
 */
export async function migratePostgres(
  serverUrl: string,
  migrationUrl: string | undefined,
  apply: (db: Db) => Promise<void>,
): Promise<void> {
  const serverRole = migrationUrl ? await roleOf(serverUrl) : undefined;
  const client = new pg.Client({ connectionString: migrationUrl ?? serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await apply(drizzleNodePg(client, { schema }) as unknown as Db);
      const owner = (await client.query<{ role: string }>('select current_user as role')).rows[0]!.role;
      if (serverRole && serverRole !== owner) {
        for (const statement of grantStatements(serverRole)) await client.query(statement);
        // docs/decisions/groups.md, "Row-level security": the server takes the platform role for work across groups.
        await client.query(`grant ${quoteIdent(PLATFORM_ROLE)} to ${quoteIdent(serverRole)}`);
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
