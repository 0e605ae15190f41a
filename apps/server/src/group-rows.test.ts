import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from './db/client.js';
import { dataVersionOf } from './db/data-version.js';
import { asPlatform, runInGroup } from './db/group-context.js';
import { PLATFORM_ROLE, SERVER_ROLE } from './db/roles.js';
import { createTestDatabase } from './test/database.js';

// docs/decisions/groups.md, "Row-level security" and "Kept answers per group".
describe('rows of another group', () => {
  let database: Database;
  let other: number;
  const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database.db, query);
  const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query))[0]?.n);
  const versionNow = async () =>
    (await rows<{ v: string }>(sql`select version::text as v from group_versions`))[0]?.v ?? 'none';

  beforeAll(async () => {
    database = await createTestDatabase();
    other = await asPlatform(async () => {
      const [made] = await rows<{ id: number }>(
        sql`insert into groups (name) values ('Second group') returning id`,
      );
      return made!.id;
    });
    await runInGroup(other, () =>
      rows(sql`insert into ledger_accounts (code, name, type) values ('T-1', 'The other group''s', 'asset')`),
    );
  });
  afterAll(async () => database?.close());

  it('are reached only through a role that cannot see past row-level security', async () => {
    const [who] = await rows<{ name: string; bypasses: boolean }>(
      sql`select current_user as name, rolsuper or rolbypassrls as bypasses from pg_roles where rolname = current_user`,
    );
    expect(who?.bypasses).toBe(false);
    if (database.kind === 'pglite') expect(who?.name).toBe(SERVER_ROLE);
    const [across] = await asPlatform(() => rows<{ name: string }>(sql`select current_user as name`));
    expect(across?.name).toBe(PLATFORM_ROLE);
  });

  it('are guarded on every table that has a group_id: forced row-level security, its policy, its version trigger', async () => {
    const unguarded = await rows<{ name: string }>(sql`
      select c.relname as name
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'group_id' and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and (not c.relrowsecurity or not c.relforcerowsecurity
             or not exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'group_rows')
             or not exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'platform_rows')
             or (c.relname <> 'group_versions'
                 and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'group_version')))`);
    expect(unguarded).toEqual([]);
    const guarded = await count(sql`
      select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relrowsecurity`);
    expect(guarded).toBeGreaterThan(30);
  });

  it('are neither seen, changed, removed nor added to from this group, by a query naming no group', async () => {
    expect(await count(sql`select count(*)::int as n from ledger_accounts where code = 'T-1'`)).toBe(0);
    const changed = await database.db.execute(
      sql`update ledger_accounts set name = 'Taken' where code = 'T-1'`,
    );
    expect((changed as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0).toBe(0);
    await database.db.execute(sql`delete from ledger_accounts where code = 'T-1'`);
    await expect(
      database.db.execute(
        sql`insert into ledger_accounts (group_id, code, name, type) values (${other}, 'T-2', 'Slipped in', 'asset')`,
      ),
    ).rejects.toThrow();
    const [kept] = await asPlatform(() =>
      rows<{ name: string; n: number }>(
        sql`select min(name) as name, count(*)::int as n from ledger_accounts where group_id = ${other}`,
      ),
    );
    expect(kept).toEqual({ name: "The other group's", n: 1 });
  });

  it('are seen by the work of their own group, and its new rows are its own', async () => {
    const mine = await runInGroup(other, () =>
      rows<{ code: string; group_id: number }>(sql`select code, group_id from ledger_accounts order by code`),
    );
    expect(mine).toEqual([{ code: 'T-1', group_id: other }]);
  });

  it('leave this group’s data version as it is when they change, and raise their own once per transaction', async () => {
    const kept = dataVersionOf(database.db)!;
    const before = await versionNow();
    const keptBefore = await kept();
    const theirs = () => runInGroup(other, versionNow);
    const theirsBefore = Number(await theirs());
    await runInGroup(other, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into ledger_accounts (code, name, type) values ('T-3', 'Three', 'asset')`,
        );
        await tx.execute(sql`insert into ledger_accounts (code, name, type) values ('T-4', 'Four', 'asset')`);
        await tx.execute(sql`update ledger_accounts set name = 'Four again' where code = 'T-4'`);
      }),
    );
    expect(await versionNow()).toBe(before);
    expect(await kept()).toBe(keptBefore);
    expect(Number(await theirs())).toBe(theirsBefore + 1);
    await database.db.execute(
      sql`insert into ledger_accounts (code, name, type) values ('T-5', 'Mine', 'asset')`,
    );
    expect(Number(await versionNow())).toBe(Number(before) + 1);
    expect(await kept()).not.toBe(keptBefore);
  });
});
