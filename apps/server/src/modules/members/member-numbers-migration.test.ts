import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  demoV1,
  migrations,
  openRawDatabase,
  previousMigrations,
  type RawDatabase,
} from '../../test/migration-db.js';
import { insertUser } from './members.service.js';

/** The migration of issue 9 (numbers change when parallel work is merged; the name does not). */
const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const ours = journal.entries.find((entry) => entry.tag.endsWith('_mpesa_payments'));

let raw: RawDatabase;
beforeAll(async () => {
  if (!ours) throw new Error('The mpesa_payments migration is missing');
  raw = await openRawDatabase();
  await raw.migrateTo(previousMigrations(2));
  await raw.runScript(demoV1);
  await raw.migrateTo(previousMigrations(ours.idx - 1));
  // Rewritten rows move to the end of the table: its physical order is no longer the order of joining.
  await raw.runScript(
    'update users set firstname = firstname where id % 3 = 0; update users set lastname = lastname where id % 5 = 0;',
  );
  await raw.migrateTo(migrations);
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
