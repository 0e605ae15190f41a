// Seeds the many-groups run (docs/benchmarks.md, "Many groups"): one group of 30 members with two
// years of payments, made as the one-group bench makes its group (bench/seed.ts), then copied in
// bulk into every other group inside the database. Each copy keeps the template's row ids: the keys
// lead with group_id (docs/decisions/groups.md, "Keys"), so the copies are distinct rows, and each
// group reads its own rows through the same indexes a real group does.

import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/server/src/harness.js';
import { onServer } from '../databases.js';
import { type SeedSize, seed } from '../seed.js';

/** The template: 29 members and the treasurer, 24 payments each over two years, some pending. */
export const GROUP_SIZE: SeedSize = {
  members: 29,
  transactions: 720,
  pendingEvery: 6,
  loans: 6,
  expenses: 24,
};

export const SHORTCODE = '600100';

/** What a copy leaves out: messages and their deliveries, codes, and the deployment's own rows. */
const NOT_COPIED = new Set(['group_versions', 'outbox', 'deliveries', 'invitations', 'password_resets']);

/** Groups copied by one statement. */
const GROUPS_A_STATEMENT = 500;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Copies group 1's rows of every group table into groups 2..groups, one statement a table, a group
 * after another in the template's order: each group's rows lie together, as in a host's tables kept
 * in their keys' order (docs/scaling.md, "A group's rows together"), and as group 1's do.
 */
async function copyTemplate(database: Database, groups: number, log: (line: string) => void) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local role none`);
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local work_mem = '512MB'`);
    // The template's M-Pesa: its till receives the callbacks of its shortcode.
    await tx.execute(sql`
      update group_settings set mpesa_shortcode = ${SHORTCODE}, mpesa_account_id = default_account_id
      where group_id = 1`);
    await tx.execute(sql`
      insert into groups (id, name, status)
      select g, 'Bench group ' || g, 'active' from generate_series(2, ${groups}::int) g`);
    await tx.execute(sql`
      insert into group_versions (group_id) select g from generate_series(2, ${groups}::int) g`);
    await tx.execute(sql`select setval(pg_get_serial_sequence('groups', 'id'), ${groups}::int)`);
    const tables = await queryRows<{ name: string; columns: string[] }>(
      tx,
      sql`select c.table_name as name, array_agg(c.column_name::text order by c.ordinal_position) as columns
          from information_schema.columns c
          where c.table_schema = 'public' and c.is_generated = 'NEVER' and c.column_name <> 'group_id'
            and c.table_name in (select table_name from information_schema.columns
                                 where table_schema = 'public' and column_name = 'group_id')
          group by c.table_name order by c.table_name`,
    );
    for (const { name, columns } of tables) {
      if (NOT_COPIED.has(name)) continue;
      const started = Date.now();
      const list = sql.raw(columns.map((column) => `"${column}"`).join(', '));
      const from = sql.raw(columns.map((column) => `t."${column}"`).join(', '));
      // A few hundred groups a statement, sorted by group in memory.
      for (let first = 2; first <= groups; first += GROUPS_A_STATEMENT) {
        const last = Math.min(groups, first + GROUPS_A_STATEMENT - 1);
        await tx.execute(sql`
          insert into ${sql.identifier(name)} (group_id, ${list})
          select g, ${from} from ${sql.identifier(name)} t cross join generate_series(${first}::int, ${last}::int) g
          where t.group_id = 1 order by g, t.ctid`);
      }
      log(`  ${name} copied in ${seconds(started)}`);
    }
    // Each group its own C2B callback token (docs/decisions/payments.md, "The callback token").
    await tx.execute(sql`
      update group_settings
      set c2b_token_hash = encode(sha256(convert_to('bench-c2b-' || group_id, 'UTF8')), 'hex')`);
  });
}

/** Fills an empty database with `groups` groups of the template's shape. */
export async function seedManyGroups(
  database: Database,
  ownerUrl: string,
  groups: number,
  log: (line: string) => void,
) {
  await seed(database, GROUP_SIZE, log);
  const started = Date.now();
  await copyTemplate(database, groups, log);
  log(`  ${groups.toLocaleString('en-US')} groups in ${seconds(started)}`);
  // A year of a deployment's writes has been vacuumed along the way: the pages' hint bits set and the
  // visibility map kept, so that a read neither dirties the pages it visits nor skips index-only
  // scans. A database copied in one go has neither until it is vacuumed, as the tables' owner (the
  // server's role may not).
  const vacuumed = Date.now();
  await onServer(ownerUrl, 'vacuum (analyze)');
  log(`  vacuumed in ${seconds(vacuumed)}`);
}

/** The token of group `groupId`'s C2B callback URLs, as the seed set its hash. */
export const c2bTokenOf = (groupId: number) => `bench-c2b-${groupId}`;
