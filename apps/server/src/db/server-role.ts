import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.js';
import { grantStatements } from './migrate-postgres.js';

/**
 * docs/decisions/groups.md, "Row-level security": the role the server takes when the role it signs
 * in as would see past row-level security (a superuser, as on a developer's PostgreSQL and always on
 * the embedded database, or a role with BYPASSRLS).
 */
export const SERVER_ROLE = 'links_app';

/**
 * Makes the server's role when it is missing and may be made, and grants it the server's
 * privileges on everything the migrations built: run after the migrations, by whoever ran them.
 * A migration role that may not make roles leaves it to the administrator; `enterServerRole` then
 * says what is missing.
 */
export async function prepareServerRole(db: DbOrTx): Promise<void> {
  await db.execute(
    sql.raw(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${SERVER_ROLE}') then
        create role ${SERVER_ROLE} nologin nobypassrls;
      end if;
    exception when duplicate_object or unique_violation or insufficient_privilege then null;
    end $$`),
  );
  const found = (await db.execute(sql`select 1 from pg_roles where rolname = ${SERVER_ROLE}`)) as unknown as {
    rows: unknown[];
  };
  if (found.rows.length === 0) return;
  for (const statement of grantStatements(SERVER_ROLE)) await db.execute(sql.raw(statement));
}

/** Whether the role a connection signs in as sees past row-level security. */
export async function bypassesRowSecurity(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select rolsuper or rolbypassrls as bypasses from pg_roles where rolname = current_user`,
  )) as unknown as { rows: { bypasses: boolean }[] };
  return result.rows[0]?.bypasses === true;
}
