import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoV1AcrossMigration, type RawDatabase } from '../../test/migration-db.js';
import { insertUser } from '../directory/directory.service.js';

/*
 * The migration to member numbers (docs/decisions/payments.md, "M-Pesa and bank statements", member numbers).
 */
let raw: RawDatabase;
beforeAll(async () => {
  // Rewritten rows move to the end of the table: its physical order is no longer the order of joining.
  raw = await demoV1AcrossMigration(
    '_mpesa_payments',
    'update users set firstname = firstname where id % 3 = 0; update users set lastname = lastname where id % 5 = 0;',
  );
}, 120_000);
afterAll(() => raw.close());

describe('the migration to member numbers, on the demo group of an earlier version', () => {
  it('numbers the members who were there in the order they joined: M001, M002, …', async () => {
    const rows = await queryRows<{ id: number; member_no: number }>(
      raw.db,
      sql`select id, member_no from users order by id`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.map((row) => row.member_no)).toEqual(rows.map((_, i) => i + 1));
  });

  it('gives the next member the next number, and nobody a phone yet', async () => {
    const count = (await queryRows<{ n: number }>(raw.db, sql`select count(*)::int as n from users`))[0]!.n;
    const user = await insertUser(raw.db, {
      firstname: 'Neema',
      lastname: 'Mrema',
      email: 'neema@example.com',
      password: 'Chama-Pesa-7x!',
      role: 'member',
    });
    expect(user.memberNo).toBe(count + 1);
    const phones = await queryRows<{ n: number }>(
      raw.db,
      sql`select count(*)::int as n from users where phone is not null`,
    );
    expect(phones[0]?.n).toBe(0);
  });
});
