import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { violatedCheck } from '../../lib/unique-violation.js';
import { everyBalance } from '../../test/every-balance.js';
import { demoV1AcrossMigration, type RawDatabase } from '../../test/migration-db.js';
import { findBalanceDifferences } from './balance-check.js';

/* docs/decisions/journal-balances.md, "Balances are kept from the journal". */

let raw: RawDatabase;
let before: Record<string, number> = {};
beforeAll(async () => {
  raw = await demoV1AcrossMigration('_journal_balances', '', async (old) => {
    before = await everyBalance(old.db, 'columns');
  });
}, 120_000);
afterAll(() => raw.close());

describe('the migration to balances kept from the journal, on the demo group of an earlier version', () => {
  it('keeps every balance to the cent', async () => {
    const kinds = new Set(Object.keys(before).map((what) => what.split(':')[0]));
    expect([...kinds].sort()).toEqual([
      'bank',
      'books account',
      'loan interest',
      'loan principal',
      'savings',
    ]);
    expect(Object.values(before).some((cents) => cents > 0)).toBe(true);
    expect(await everyBalance(raw.db, 'tables')).toEqual(before);
    expect(await findBalanceDifferences(raw.db)).toEqual([]);
  });

  it("gives every entry its key's kind", async () => {
    const rows = await queryRows<{ kind: string; n: number }>(
      raw.db,
      sql`select kind::text, count(*)::int as n from journal_entries
          where kind::text <> split_part(key, ':', 1) group by kind`,
    );
    expect(rows).toEqual([]);
    const [entries] = await queryRows<{ n: number }>(
      raw.db,
      sql`select count(*)::int as n from journal_entries`,
    );
    expect(entries!.n).toBeGreaterThan(0);
  });

  it('keeps the balances from the journal once migrated: a posting moves them, and none goes below zero', async () => {
    const [bank] = await queryRows<{ id: number; ledger: number; balance: string }>(
      raw.db,
      sql`select b.id, a.id as ledger, k.balance_cents::text as balance
          from bank_accounts b join ledger_accounts a on a.bank_account_id = b.id
          join account_balances k on k.account_id = a.id order by b.id limit 1`,
    );
    const [cash] = await queryRows<{ id: number }>(
      raw.db,
      sql`select id from ledger_accounts where code = '1000'`,
    );
    const balance = Number(bank!.balance);
    const transfer = (cents: number, ref: string) =>
      raw.db.transaction(async (tx) => {
        const [entry] = await queryRows<{ id: string }>(
          tx,
          sql`insert into journal_entries (key, kind, entry_date, memo)
              values (${`transfer:${ref}`}, 'transfer', '2026-11-26', 'Test') returning id::text`,
        );
        await tx.execute(
          sql`insert into journal_lines (entry_id, account_id, entry_date, debit_cents, credit_cents) values
                (${entry!.id}, ${cash!.id}, '2026-11-26', ${cents}, 0),
                (${entry!.id}, ${bank!.ledger}, '2026-11-26', 0, ${cents})`,
        );
      });
    await transfer(100, 'kept');
    const after = await everyBalance(raw.db, 'tables');
    expect(after[`bank:${bank!.id}`]).toBe(balance - 100);
    const refused = await transfer(balance, 'overdrawn').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(violatedCheck(refused, ['bank_balance_not_negative'])).toBe('bank_balance_not_negative');
    expect(await everyBalance(raw.db, 'tables')).toEqual(after);
    expect(await findBalanceDifferences(raw.db)).toEqual([]);
  });
});
