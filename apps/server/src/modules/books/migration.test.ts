import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.js';
import { demoV1, migrations, openRawDatabase, previousMigrations } from '../../test/migration-db.js';
import { findBalanceDifferences } from './balance-check.js';

let db: Db;
let migrateTo: (folder: string) => Promise<void>;
let close: () => Promise<void>;
/** Runs a script of many statements (the extended protocol of db.execute takes one). */
let runScript: (script: string) => Promise<unknown>;
let before: { bank: string; savings: string; principal: string; interestPaid: string };

async function openRaw() {
  ({ db, migrateTo, runScript, close } = await openRawDatabase());
}

/** The balances' totals: in the domain rows before the kept tables (0025), in the kept tables after. */
const totals = async (kept: boolean) => {
  const [row] = await queryRows<typeof before>(
    db,
    kept
      ? sql`select (select sum(balance_cents) from account_balances where bank_account_id is not null)::text as bank,
                   (select sum(balance_cents) from savings_balances)::text as savings,
                   (select sum(principal_outstanding_cents) from loan_balances)::text as principal,
                   (select sum(interest_paid_cents) from loan_payments)::text as "interestPaid"`
      : sql`select (select sum(balance_cents) from bank_accounts)::text as bank,
                   (select sum(balance_cents) from savings_accounts)::text as savings,
                   (select sum(principal_outstanding_cents) from loans)::text as principal,
                   (select sum(interest_paid_cents) from loan_payments)::text as "interestPaid"`,
  );
  return row as typeof before;
};

beforeAll(async () => {
  await openRaw();
  await migrateTo(previousMigrations(2));
  await runScript(demoV1);
  before = await totals(false);
  await migrateTo(migrations);
}, 120_000);
afterAll(() => close());

describe('the migration to the books, on the demo group of the previous version', () => {
  it('keeps every stored balance and finds the books in order', async () => {
    expect(await totals(true)).toEqual(before);
    expect(Number(before.bank)).toBeGreaterThan(0);
    expect(await findBalanceDifferences(db)).toEqual([]);
  });

  it('turns every movement into a balanced entry, interest into income when it was paid', async () => {
    const rows = await queryRows<{ code: string; debit: string; credit: string }>(
      db,
      sql`select a.code, sum(l.debit_cents)::text as debit, sum(l.credit_cents)::text as credit
          from journal_lines l join ledger_accounts a on a.id = l.account_id group by a.code order by a.code`,
    );
    const net = Object.fromEntries(rows.map((r) => [r.code, Number(r.debit) - Number(r.credit)]));
    expect(net['4000']).toBe(-Number(before.interestPaid));
    expect(net['1200']).toBe(Number(before.principal));
    expect(net['2000']).toBe(-Number(before.savings));
    const banks = rows
      .filter((r) => r.code.startsWith('11'))
      .reduce((sum, r) => sum + Number(r.debit) - Number(r.credit), 0);
    expect(banks).toBe(Number(before.bank));
    const [counts] = await queryRows<{ entries: number; keys: number }>(
      db,
      sql`select count(*)::int as entries, count(distinct key)::int as keys from journal_entries`,
    );
    expect(counts?.entries).toBeGreaterThan(300);
    expect(counts?.keys).toBe(counts?.entries);
  });

  it('keeps the one-sided ledger no longer', async () => {
    const [row] = await queryRows<{ exists: boolean }>(
      db,
      sql`select to_regclass('public.ledger_entries') is not null as exists`,
    );
    expect(row?.exists).toBe(false);
  });
});
