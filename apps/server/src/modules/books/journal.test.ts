import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, ledgerEntries } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { findBalanceDifferences, recordEntries } from './ledger.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the ledger', () => {
  it('finds no difference when balances and entries agree, and each one when they do not', async () => {
    const db = ctx.database.db;
    const account = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bankAccounts)
        .values({ name: 'Equity', balanceCents: 500_00 })
        .returning();
      await recordEntries(tx, [
        { accountType: 'bank', accountId: row!.id, kind: 'opening_balance', amountCents: 500_00 },
      ]);
      return row!;
    });
    expect(await findBalanceDifferences(db)).toEqual([]);

    await db.execute(
      sql`update bank_accounts set balance_cents = balance_cents + 1 where id = ${account.id}`,
    );
    expect(await findBalanceDifferences(db)).toEqual([
      { account: 'bank', accountId: account.id, storedCents: 500_01, computedCents: 500_00 },
    ]);
  });

  it('refuses to update or delete an entry', async () => {
    const db = ctx.database.db;
    await expect(db.execute(sql`update ledger_entries set amount_cents = 0`)).rejects.toThrow();
    await expect(db.delete(ledgerEntries)).rejects.toThrow();
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    expect(row?.n).toBe(1);
  });
});
