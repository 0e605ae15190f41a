import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.js';
import { asSchemaOwner, createTestDatabase } from './test/database.js';

describe('a PostgreSQL transaction aborted by a deadlock', () => {
  let database: Database & { url?: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    // Made by the schema's owner, and the server's role may use it.
    await asSchemaOwner(
      database.db,
      sql`create table retry_rows (id int primary key, n int not null)`,
      sql`grant select, insert, update on retry_rows to public`,
    );
    await database.db.execute(sql`insert into retry_rows values (1, 0), (2, 0)`);
  });
  afterAll(() => database.close());

  it('runs again and both transactions apply once', async () => {
    const { db } = database;
    let runs = 0;
    // Each locks one row, waits for the other to lock its row, then wants the other's: a deadlock.
    const crossing = (first: number, second: number) =>
      db.transaction(async (tx) => {
        runs++;
        await tx.execute(sql`update retry_rows set n = n + 1 where id = ${first}`);
        await tx.execute(sql`select pg_sleep(0.3)`);
        await tx.execute(sql`update retry_rows set n = n + 1 where id = ${second}`);
      });
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    expect(runs).toBeGreaterThan(2);
    const rows = await db.execute(sql`select id, n from retry_rows order by id`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it('does not run again for any other error', async () => {
    let runs = 0;
    await expect(
      database.db.transaction(async (tx) => {
        runs++;
        await tx.execute(sql`insert into retry_rows values (1, 0)`);
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
