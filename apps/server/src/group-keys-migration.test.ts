import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.js';
import { DEPLOYMENT_TABLES } from './db/schema.js';
import { exportZip } from './modules/backup/export.js';
import { findBalanceDifferences } from './modules/books/index.js';
import { findKeptFigureDifferences } from './modules/transactions/kept-figures.js';
import { everyBalance } from './test/every-balance.js';
import { demoV1AcrossMigration, type RawDatabase } from './test/migration-db.js';

// docs/decisions/groups.md, "Keys": a database of one group migrates into group 1 with every row,
// every figure and every export file as it was. The database stops at that migration: later ones
// add tables and columns of their own to the export.
const AT = new Date('2026-11-28T09:00:00Z');
let raw: RawDatabase;
let balancesBefore: Record<string, number> = {};
let filesBefore: Record<string, string> = {};

const files = async (db: RawDatabase['db']) =>
  Object.fromEntries(
    Object.entries(unzipSync(await exportZip(db, 'Demo', AT))).map(([name, bytes]) => [
      name,
      strFromU8(bytes),
    ]),
  );

beforeAll(async () => {
  raw = await demoV1AcrossMigration(
    '_group_keys',
    '',
    async (old) => {
      balancesBefore = await everyBalance(old.db, 'tables');
      filesBefore = await files(old.db);
    },
    true,
  );
}, 180_000);
afterAll(() => raw?.close());

describe('the migration of a one-group database to group keys', () => {
  it('keeps every balance to the cent, and the books still balance', async () => {
    expect(Object.keys(balancesBefore).length).toBeGreaterThan(50);
    expect(await everyBalance(raw.db, 'tables')).toEqual(balancesBefore);
    expect(await findBalanceDifferences(raw.db)).toEqual([]);
    expect(await findKeptFigureDifferences(raw.db)).toEqual([]);
  });

  it('keeps every file of the export as it was, byte for byte', async () => {
    expect(Object.keys(filesBefore).length).toBeGreaterThan(20);
    expect(await files(raw.db)).toEqual(filesBefore);
  });

  it('puts every row of every group table in group 1', async () => {
    const tables = await queryRows<{ name: string }>(
      raw.db,
      sql`select table_name as name from information_schema.columns
          where table_schema = 'public' and column_name = 'group_id'`,
    );
    expect(tables.length).toBe(41 + 1);
    const deployment = new Set<string>(DEPLOYMENT_TABLES);
    for (const { name } of tables) {
      const [row] = await queryRows<{ others: number; all: number }>(
        raw.db,
        sql`select count(*) filter (where group_id <> 1)::int as others, count(*)::int as "all" from ${sql.identifier(name)}`,
      );
      expect(row?.others, name).toBe(0);
      if (!deployment.has(name) && ['users', 'transactions', 'journal_lines', 'loans'].includes(name)) {
        expect(row?.all, name).toBeGreaterThan(0);
      }
    }
  });
});
