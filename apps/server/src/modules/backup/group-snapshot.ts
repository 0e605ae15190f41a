import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client.js';
import { asPlatform } from '../../db/group-context.js';
import {
  appliedMigrations,
  appTables,
  LEFT_OUT_OF_BACKUPS,
  type Snapshot,
  type TableDump,
} from './snapshot.js';

/*
 * One group's backup (docs/decisions/backups.md, "One group's file"): the group's rows of every
 * group table, its row of `groups` and of `group_versions`, and the people its members are; nothing
 * of any other group, and none of the deployment's own tables.
 */

/** The tables that hold a group's rows: those with a `group_id` column. */
export async function groupTables(db: DbOrTx): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.columns
        where table_schema = 'public' and column_name = 'group_id'`,
  );
  return new Set(rows.map((row) => row.name));
}

/** Which of a table's rows belong to the group; undefined for a table none of whose rows do. */
function groupRowsOf(name: string, grouped: Set<string>, groupId: number): SQL | undefined {
  if (LEFT_OUT_OF_BACKUPS.has(name)) return undefined;
  if (grouped.has(name)) return sql`where group_id = ${groupId}`;
  if (name === 'groups') return sql`where id = ${groupId}`;
  if (name === 'people') return sql`where id in (select person_id from users where group_id = ${groupId})`;
  return undefined;
}

async function dumpGroupRows(tx: DbOrTx, name: string, rows: SQL | undefined): Promise<TableDump> {
  if (!rows) return { name, rows: 0, data: Buffer.alloc(0) };
  const found = await queryRows<{ row: string }>(
    tx,
    sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t ${rows} order by 1`,
  );
  return { name, rows: found.length, data: Buffer.from(found.map((r) => `${r.row}\n`).join(''), 'utf8') };
}

/**
 * The group's rows at one moment (a REPEATABLE READ, READ ONLY transaction), read across groups as
 * the platform with the group named in every query; undefined for a group that does not exist.
 */
export async function takeGroupSnapshot(
  db: Db,
  engine: Snapshot['engine'],
  groupId: number,
): Promise<Snapshot | undefined> {
  return asPlatform(() =>
    db.transaction(
      async (tx) => {
        const [group] = await queryRows<{ id: number; name: string }>(
          tx,
          sql`select id, name from groups where id = ${groupId}`,
        );
        if (!group) return undefined;
        const migrations = await appliedMigrations(tx);
        const grouped = await groupTables(tx);
        const tables: TableDump[] = [];
        for (const name of await appTables(tx))
          tables.push(await dumpGroupRows(tx, name, groupRowsOf(name, grouped, groupId)));
        return { engine, migrations, tables, group };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    ),
  );
}
