import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { asPlatform } from '../../db/group-context.js';
import { SAFE_NAME } from '../../lib/sql-names.js';

/**
 * docs/decisions/host.md, "Storage": an estimate of the bytes each group's rows take. Each table's
 * size on disk (with its indexes) is shared out by its rows: a group holds its rows' share. One
 * count a table for the page's groups, each served by the table's index that leads with group_id.
 */
export async function storageOf(db: Db, groupIds: number[]): Promise<Map<number, number>> {
  const bytes = new Map<number, number>(groupIds.map((id) => [id, 0]));
  if (groupIds.length === 0) return bytes;
  const ids = `{${groupIds.join(',')}}`;
  await asPlatform(async () => {
    const tables = await queryRows<{ name: string; per_row: number | string }>(
      db,
      sql`select c.relname as name,
                 pg_total_relation_size(c.oid)::float8 / greatest(c.reltuples, 1) as per_row
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and c.reltuples > 0
            and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'group_id'
                        and not a.attisdropped)`,
    );
    for (const table of tables) {
      if (!SAFE_NAME.test(table.name)) continue;
      const counts = await queryRows<{ group_id: number; n: number | string }>(
        db,
        sql`select group_id, count(*) as n from ${sql.identifier(table.name)}
            where group_id = any(${ids}::int[]) group by group_id`,
      );
      for (const row of counts) {
        bytes.set(row.group_id, (bytes.get(row.group_id) ?? 0) + Number(row.n) * Number(table.per_row));
      }
    }
  });
  return new Map([...bytes].map(([id, total]) => [id, Math.round(total)]));
}
