import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  type DbOrTx,
  givenAsIs,
  preparedQueries,
  preparedQuery,
  queryRows,
  rawStatement,
} from './db/client.js';
import { auditRecords, ledgerAccounts } from './db/schema.js';
import { createTestDatabase } from './test/database.js';

// docs/decisions/speed.md, "Statements built once".
describe('a statement built once', () => {
  let first: Database;
  let second: Database;
  let builds = 0;
  const accountByCode = preparedQuery<{ code: string }, { name: string }[]>('test_account_by_code', (db) => {
    builds++;
    return db
      .select({ name: ledgerAccounts.name })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, sql.placeholder('code')));
  });
  const addAccount = (db: DbOrTx, code: string, name: string) =>
    queryRows(db, sql`insert into ledger_accounts (code, name, type) values (${code}, ${name}, 'asset')`);

  beforeAll(async () => {
    first = await createTestDatabase();
    second = await createTestDatabase();
    await addAccount(first.db, 'T-1', 'In the first database');
    await addAccount(second.db, 'T-1', 'In the second database');
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('runs on the connection it is given: each database its own rows, from one build', async () => {
    expect(await accountByCode(first.db, { code: 'T-1' })).toEqual([{ name: 'In the first database' }]);
    expect(await accountByCode(second.db, { code: 'T-1' })).toEqual([{ name: 'In the second database' }]);
    expect(await accountByCode(first.db, { code: 'T-2' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('inside a transaction sees what the transaction wrote, and nothing once it rolled back', async () => {
    const rolledBack = new Error('rolled back');
    await expect(
      first.db.transaction(async (tx) => {
        await addAccount(tx, 'T-3', 'Written in the transaction');
        expect(await accountByCode(tx, { code: 'T-3' })).toEqual([{ name: 'Written in the transaction' }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await accountByCode(first.db, { code: 'T-3' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('of a bounded shape is built once for each shape met', async () => {
    let shapes = 0;
    const accountsByCodes = preparedQueries<number, Record<string, string>, { name: string }[]>(
      'test_accounts_by_codes',
      (db, count) => {
        shapes++;
        const codes = Array.from({ length: count }, (_, i) => sql.placeholder(`code${i}`));
        return db
          .select({ name: ledgerAccounts.name })
          .from(ledgerAccounts)
          .where(inArray(ledgerAccounts.code, codes))
          .orderBy(ledgerAccounts.code);
      },
    );
    await addAccount(second.db, 'T-4', 'Another in the second database');
    expect(await accountsByCodes(second.db, 1, { code0: 'T-4' })).toEqual([
      { name: 'Another in the second database' },
    ]);
    expect(await accountsByCodes(second.db, 2, { code0: 'T-1', code1: 'T-4' })).toEqual([
      { name: 'In the second database' },
      { name: 'Another in the second database' },
    ]);
    expect(await accountsByCodes(first.db, 1, { code0: 'T-1' })).toEqual([{ name: 'In the first database' }]);
    expect(shapes).toBe(2);
  });

  it('writes a value given as is: a null JSON column stays null, a JSON value is kept', async () => {
    const write = preparedQuery<{ action: string; after: string | null }, unknown>('test_audit_write', (db) =>
      db.insert(auditRecords).values({
        at: sql`now()`,
        action: givenAsIs('action'),
        entity: 'test',
        after: givenAsIs('after'),
      }),
    );
    await first.db.transaction(async (tx) => {
      await write(tx, { action: 'without', after: null });
      await write(tx, { action: 'with', after: JSON.stringify({ amount: 12.5 }) });
    });
    const rows = await queryRows<{ action: string; missing: boolean; after: unknown }>(
      first.db,
      sql`select action, after is null as missing, after from audit_records where entity = 'test' order by id`,
    );
    expect(rows).toEqual([
      { action: 'without', missing: true, after: null },
      { action: 'with', missing: false, after: { amount: 12.5 } },
    ]);
  });

  it('of raw SQL answers with its rows as the database named their columns, from one build', async () => {
    let raw = 0;
    const namesLike = preparedQuery<{ pattern: string }, { rows: { account_name: string }[] }>(
      'test_raw_names_like',
      (db) => {
        raw++;
        return rawStatement(
          db,
          sql`select name as account_name from ledger_accounts where code like ${sql.placeholder('pattern')} order by code`,
        );
      },
    );
    expect((await namesLike(second.db, { pattern: 'T-%' })).rows).toEqual([
      { account_name: 'In the second database' },
      { account_name: 'Another in the second database' },
    ]);
    await first.db.transaction(async (tx) => {
      await addAccount(tx, 'T-5', 'Seen inside its transaction');
      expect((await namesLike(tx, { pattern: 'T-5' })).rows).toEqual([
        { account_name: 'Seen inside its transaction' },
      ]);
    });
    expect(raw).toBe(1);
  });
});
