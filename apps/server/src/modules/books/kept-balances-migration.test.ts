import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { violatedCheck } from '../../lib/unique-violation.js';
import { everyBalance } from '../../test/every-balance.js';
import { demoV1AcrossMigration, type RawDatabase } from '../../test/migration-db.js';
import { findKeptFigureDifferences } from '../transactions/kept-figures.js';
import { findBalanceDifferences } from './balance-check.js';

/* docs/decisions/journal-balances.md, "Migration, backups and restore". */

let raw: RawDatabase;
let before: Record<string, number> = {};
beforeAll(async () => {
  raw = await demoV1AcrossMigration('_kept_balances', '', async (old) => {
    before = await everyBalance(old.db, 'columns');
  });
}, 120_000);
afterAll(() => raw.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(raw.db, query))[0]!;

/** A transfer between two books accounts, posted as `postEntry` would (its own transaction). */
const transfer = (from: number, to: number, cents: number, ref: string) =>
  raw.db.transaction(async (tx) => {
    const [entry] = await queryRows<{ id: string }>(
      tx,
      sql`insert into journal_entries (key, kind, entry_date, memo)
          values (${`transfer:${ref}`}, 'transfer', '2026-11-27', 'Test') returning id::text`,
    );
    await tx.execute(
      sql`insert into journal_lines (entry_id, account_id, entry_date, debit_cents, credit_cents) values
            (${entry!.id}, ${to}, '2026-11-27', ${cents}, 0),
            (${entry!.id}, ${from}, '2026-11-27', 0, ${cents})`,
    );
  });

describe('the migration to kept balance tables, on the demo group of an earlier version', () => {
  it('moves every balance to the cent, Cash on hand and every other books account included', async () => {
    const kinds = new Set(Object.keys(before).map((what) => what.split(':')[0]));
    expect([...kinds].sort()).toEqual([
      'bank',
      'books account',
      'loan interest',
      'loan principal',
      'savings',
    ]);
    expect(before['books account:1000']).toBeGreaterThan(0);
    expect(Object.keys(before).filter((what) => what.startsWith('loan principal:')).length).toBeGreaterThan(
      0,
    );
    expect(await everyBalance(raw.db, 'tables')).toEqual(before);
    expect(await findBalanceDifferences(raw.db)).toEqual([]);
    expect(await findKeptFigureDifferences(raw.db)).toEqual([]);
  });

  it('drops the money columns from the bank accounts, savings accounts and loans', async () => {
    const rows = await queryRows<{ column: string }>(
      raw.db,
      sql`select table_name || '.' || column_name as column from information_schema.columns
          where table_schema = 'public' and table_name in ('bank_accounts', 'savings_accounts', 'loans')
            and (column_name like '%balance%' or column_name like '%outstanding%')`,
    );
    expect(rows).toEqual([]);
  });

  it('keeps Cash on hand and a bank from the journal once migrated, the bank never below zero', async () => {
    const cash = await one<{ id: number }>(sql`select id from ledger_accounts where system_key = 'cash'`);
    const bank = await one<{ ledger: number; id: number }>(
      sql`select id as ledger, bank_account_id as id from ledger_accounts
          where bank_account_id is not null order by id limit 1`,
    );
    const start = await everyBalance(raw.db, 'tables');
    await transfer(bank.ledger, cash.id, 250, 'kept');
    const after = await everyBalance(raw.db, 'tables');
    expect(after['books account:1000']).toBe(start['books account:1000']! + 250);
    expect(after[`bank:${bank.id}`]).toBe(start[`bank:${bank.id}`]! - 250);
    const refused = await transfer(bank.ledger, cash.id, after[`bank:${bank.id}`]! + 1, 'overdrawn').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(violatedCheck(refused, ['bank_balance_not_negative'])).toBe('bank_balance_not_negative');
    // Cash on hand has no constraint of its own here: the application's rule decides.
    await transfer(cash.id, bank.ledger, after['books account:1000']! + 1, 'cash-below-zero');
    expect((await everyBalance(raw.db, 'tables'))['books account:1000']).toBe(-1);
    expect(await findBalanceDifferences(raw.db)).toEqual([]);
  });

  it('opens a balance of 0 with each new books account, savings account and loan', async () => {
    const bank = await one<{ id: number }>(
      sql`insert into bank_accounts (name) values ('New Bank') returning id`,
    );
    const ledger = await one<{ id: number }>(
      sql`insert into ledger_accounts (code, name, type, bank_account_id)
          values ('1199', 'New Bank', 'asset', ${bank.id}) returning id`,
    );
    const member = await one<{ id: number }>(sql`select id from users order by id desc limit 1`);
    const loan = await one<{ id: number }>(
      sql`insert into loans (user_id, kind, loan_amount_cents, principal_cents, rate_bp, months, issued_on,
                             due_on, installment_cents, total_interest_cents, status)
          values (${member.id}, 'short_term', 100, 100, 1000, 1, '2026-11-27', '2026-12-27', 110, 10, 'Cleared')
          returning id`,
    );
    const balances = await everyBalance(raw.db, 'tables');
    expect(balances[`bank:${bank.id}`]).toBe(0);
    expect(balances['books account:1199']).toBe(0);
    expect(balances[`loan principal:${loan.id}`]).toBe(0);
    expect(balances[`loan interest:${loan.id}`]).toBe(0);
    const kind = await one<{ kind: string }>(
      sql`select kind::text from loan_balances where loan_id = ${loan.id}`,
    );
    expect(kind.kind).toBe('short_term');
    expect(ledger.id).toBeGreaterThan(0);
    expect(await findBalanceDifferences(raw.db)).toEqual([]);
  });
});
