import { sql } from 'drizzle-orm';
import { getTableConfig, index, integer, PgTable, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from './db/client.js';
import * as schema from './db/schema.js';
import { createTestDatabase } from './test/database.js';

// docs/decisions/groups.md, "Keys": every key of a group table leads with group_id, so that no row,
// no unique value and no reference crosses from one group into another, and the tables can be
// distributed by group (docs/scaling.md).
const deployment = new Set<string>(schema.DEPLOYMENT_TABLES);
const acrossGroups = new Set<string>(schema.INDEXES_ACROSS_GROUPS);
const tables: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable,
);

/** What is wrong with one table's keys as the schema declares them. */
function declaredKeyFaults(table: PgTable): string[] {
  const config = getTableConfig(table);
  if (deployment.has(config.name)) return [];
  const faults: string[] = [];
  const group = config.columns.find((column) => column.name === 'group_id');
  if (!group) return [`${config.name}: no group_id`];
  if (!group.notNull) faults.push(`${config.name}: group_id may be null`);
  const leads = (names: string[]) => names[0] === 'group_id';
  for (const column of config.columns) {
    if (column.primary) faults.push(`${config.name}.${column.name}: a primary key of its own`);
    if (column.isUnique) faults.push(`${config.name}.${column.name}: unique on its own`);
  }
  if (config.primaryKeys.length !== 1)
    faults.push(`${config.name}: ${config.primaryKeys.length} primary keys`);
  for (const key of config.primaryKeys) {
    if (!leads(key.columns.map((c) => c.name))) faults.push(`${config.name}: primary key ${key.getName()}`);
  }
  for (const unique of config.uniqueConstraints) {
    if (!leads(unique.columns.map((c) => c.name))) faults.push(`${config.name}: unique ${unique.getName()}`);
  }
  for (const index of config.indexes) {
    const first = index.config.columns[0] as { name?: string } | undefined;
    const gin = index.config.method === 'gin';
    const across = acrossGroups.has(index.config.name ?? '');
    if ((index.config.unique || !(gin || across)) && first?.name !== 'group_id') {
      faults.push(`${config.name}: index ${index.config.name} does not lead with group_id`);
    }
  }
  for (const foreignKey of config.foreignKeys) {
    const reference = foreignKey.reference();
    const own = reference.columns.map((c) => c.name);
    const theirs = reference.foreignColumns.map((c) => c.name);
    // A deployment table (the groups, the people) is the same on every node: a reference to it
    // crosses no group.
    const toDeployment = deployment.has(getTableConfig(reference.foreignTable).name);
    if (!toDeployment && (!leads(own) || !leads(theirs)))
      faults.push(`${config.name}: foreign key ${foreignKey.getName()}`);
  }
  return faults;
}

describe('the keys of the group tables', () => {
  it('lead with group_id in the schema, for every table but the deployment’s own', () => {
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.flatMap(declaredKeyFaults)).toEqual([]);
  });

  it('are told apart: a table keyed on its own columns is a fault', () => {
    const loose = pgTable(
      'loose',
      {
        groupId: integer('group_id'),
        id: serial('id').primaryKey(),
        code: text('code').unique(),
        userId: integer('user_id').references(() => schema.users.id),
      },
      (t) => [index('loose_code_idx').on(t.code)],
    );
    expect(declaredKeyFaults(loose)).toEqual([
      'loose: group_id may be null',
      'loose.id: a primary key of its own',
      'loose.code: unique on its own',
      'loose: 0 primary keys',
      'loose: index loose_code_idx does not lead with group_id',
      expect.stringMatching(/^loose: foreign key /),
    ]);
  });

  describe('in the database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => database?.close());

    it('every group table has a non-null group_id, and every key and foreign key leads with it', async () => {
      const faults = await queryRows<{ fault: string }>(
        database.db,
        sql`with group_tables as (
              select c.oid, c.relname from pg_class c
              join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'public' and c.relkind in ('r', 'p')
                and not (c.relname = any (string_to_array(${[...deployment].join(',')}, ','))))
            select t.relname || ': no group_id, or one that may be null' as fault from group_tables t
            where not exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attname = 'group_id'
                              and a.attnotnull and not a.attisdropped)
            union all
            select t.relname || ': ' || k.conname as fault from group_tables t
            join pg_constraint k on k.conrelid = t.oid and k.contype in ('p', 'u', 'f')
            where not (k.contype = 'f' and (select relname from pg_class where oid = k.confrelid)
                                            = any (string_to_array(${[...deployment].join(',')}, ',')))
              and ((select attname from pg_attribute where attrelid = t.oid and attnum = k.conkey[1]) <> 'group_id'
                   or (k.contype = 'f'
                       and (select attname from pg_attribute where attrelid = k.confrelid and attnum = k.confkey[1]) <> 'group_id'))
            union all
            select t.relname || ': unique index ' || i.indexrelid::regclass::text as fault from group_tables t
            join pg_index i on i.indrelid = t.oid and i.indisunique
            where i.indkey[0] = 0 or (select attname from pg_attribute where attrelid = t.oid and attnum = i.indkey[0]) <> 'group_id'`,
      );
      expect(faults.map((row) => row.fault)).toEqual([]);
    });
  });
});
