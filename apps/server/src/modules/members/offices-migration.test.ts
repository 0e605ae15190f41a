import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoV1AcrossMigration, type RawDatabase } from '../../test/migration-db.js';

/* docs/decisions/offices.md, "Offices of the admins before offices". */
let raw: RawDatabase;
beforeAll(async () => {
  // A second admin, as a group that made one by creating a user.
  raw = await demoV1AcrossMigration(
    '_offices',
    "update users set role = 'admin' where id = (select max(id) from users where role = 'member');",
  );
}, 120_000);
afterAll(() => raw.close());

describe('the migration to offices, on the demo group of an earlier version', () => {
  it('makes the first admin the chair, every other admin a treasurer and every member a member', async () => {
    const rows = await queryRows<{ id: number; role: string; office: string }>(
      raw.db,
      sql`select id, role::text as role, office::text as office from users order by id`,
    );
    const admins = rows.filter((row) => row.role === 'admin');
    expect(admins.length).toBe(2);
    expect(admins.map((row) => row.office)).toEqual(['chair', 'treasurer']);
    expect(rows.filter((row) => row.role === 'member').every((row) => row.office === 'member')).toBe(true);
  });

  it('refuses a role that does not follow the office', async () => {
    await expect(raw.runScript("update users set office = 'auditor' where role = 'admin'")).rejects.toThrow();
  });
});
