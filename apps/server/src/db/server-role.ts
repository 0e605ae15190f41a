import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.js';
import { grantStatements } from './migrate-postgres.js';
import { PLATFORM_ROLE, SERVER_ROLE } from './roles.js';

const quoted = (statements: string[]) => statements.map((statement) => sql.raw(statement));

/**
 * Grants the server's two roles (made by the migrations, docs/decisions/groups.md, "Row-level
 * security") the server's privileges on everything the migrations built: run after the migrations,
 * by whoever ran them. A migration role that could not make them leaves them to the administrator;
 * `rolesOfScopes` then says what is missing.
 */
export async function prepareServerRoles(db: DbOrTx): Promise<void> {
  for (const role of [SERVER_ROLE, PLATFORM_ROLE]) {
    const found = (await db.execute(sql`select 1 from pg_roles where rolname = ${role}`)) as unknown as {
      rows: unknown[];
    };
    if (found.rows.length === 0) continue;
    for (const statement of quoted(grantStatements(role))) await db.execute(statement);
  }
  // A server signing in as the schema's owner takes the platform role itself for work across groups.
  await db.execute(
    sql.raw(`do $$ begin
      if not (select rolsuper from pg_roles where rolname = current_user)
         and exists (select 1 from pg_roles where rolname = '${PLATFORM_ROLE}') then
        execute format('grant ${PLATFORM_ROLE} to %I', current_user);
      end if;
    exception when insufficient_privilege or invalid_grant_operation then null;
    end $$`),
  );
}

/** The roles the server's connections take: in one group, and across groups. */
export interface ScopeRoles {
  /** `none`: the role signed in as, which row-level security holds already. */
  group: string;
  platform: string;
}

/**
 * Which roles the server's work takes (docs/decisions/groups.md, "Row-level security"): the role it
 * signs in as for one group's work, unless that role would see past row-level security; the
 * platform role for work across groups. Refuses to go on when a needed role is missing or may not
 * be taken.
 */
export async function rolesOfScopes(db: Db): Promise<ScopeRoles> {
  const result = (await db.execute(sql`
    select (select rolsuper or rolbypassrls from pg_roles where rolname = current_user) as bypasses,
           exists (select 1 from pg_roles where rolname = ${SERVER_ROLE}) as server,
           exists (select 1 from pg_roles where rolname = ${PLATFORM_ROLE})
             and pg_has_role(current_user, ${PLATFORM_ROLE}, 'MEMBER') as platform`)) as unknown as {
    rows: { bypasses: boolean; server: boolean; platform: boolean }[];
  };
  const found = result.rows[0];
  if (!found?.platform) {
    throw new Error(`The server's database role must be able to take the role ${PLATFORM_ROLE}.`);
  }
  if (!found.bypasses) return { group: 'none', platform: PLATFORM_ROLE };
  if (!found.server) {
    throw new Error(
      `The server signs in as a role that sees past row-level security, and the role ${SERVER_ROLE} to take instead is missing.`,
    );
  }
  return { group: SERVER_ROLE, platform: PLATFORM_ROLE };
}
