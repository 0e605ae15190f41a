import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankAccounts, expenses } from '../../db/schema.js';
import { send } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { bankIdOf } from '../../test/journal-rows.js';
import { bankAccountRow } from '../../test/money-rows.js';
import { useAdminApp } from '../../test/scene.js';
import { findBalanceDifferences } from '../books/balance-check.js';

let ctx: TestContext;
let admin: SignedIn;
useAdminApp((scene) => ({ ctx, admin } = scene));

async function openAccount(name: string, amount: number): Promise<number> {
  const res = await send(ctx, admin, 'POST', '/create-bank-account', { name, amount });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().account_id;
}

/** The bank account's balance and expenses, by the money account id the API answers. */
const balanceCents = async (id: number) => {
  const bankId = await bankIdOf(ctx.database.db, id);
  return (await bankAccountRow(ctx.database.db, eq(bankAccounts.id, bankId)))!.balanceCents;
};
const expensesOf = async (id: number) => {
  const bankId = await bankIdOf(ctx.database.db, id);
  return (
    await ctx.database.db.select({ n: count() }).from(expenses).where(eq(expenses.bankAccountId, bankId))
  )[0]!.n;
};

/** 100 expenses sent at once: 10, 20, … 70 KES and round again. */
const amounts = Array.from({ length: 100 }, (_, i) => ((i % 7) + 1) * 10);
const sendAll = (accountId: number) =>
  Promise.all(
    amounts.map((amount, i) =>
      send(ctx, admin, 'POST', '/create-expense', {
        account_id: accountId,
        amount,
        comment_type: 'Meeting',
        comment: `Expense ${i}`,
      }),
    ),
  );

describe('expenses racing for one bank account on PostgreSQL', () => {
  it('applies every one of 100 concurrent expenses the balance covers, losing none', async () => {
    const accountId = await openAccount('Equity', 10_000);
    const answers = await sendAll(accountId);
    expect(answers.map((r) => r.statusCode)).toEqual(amounts.map(() => 201));
    const spent = amounts.reduce((sum, a) => sum + a * 100, 0);
    expect(await balanceCents(accountId)).toBe(1_000_000 - spent);
    expect(await expensesOf(accountId)).toBe(100);
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });

  it('refuses exactly the expenses that would overdraw the account and applies the rest', async () => {
    const accountId = await openAccount('Petty cash', 1_000);
    const answers = await sendAll(accountId);
    const applied = amounts.filter((_, i) => answers[i]!.statusCode === 201);
    const refused = amounts.filter((_, i) => answers[i]!.statusCode === 422);
    expect(applied.length + refused.length).toBe(100);
    expect(refused.length).toBeGreaterThan(0);
    for (const [i, res] of answers.entries()) {
      if (res.statusCode === 422)
        expect(res.json().message).toMatch(/^Insufficient funds in Petty cash: balance KES /);
      else expect(res.statusCode, `expense ${i}: ${res.body}`).toBe(201);
    }
    const finalCents = await balanceCents(accountId);
    expect(finalCents).toBeGreaterThanOrEqual(0);
    expect(finalCents).toBe(100_000 - applied.reduce((sum, a) => sum + a * 100, 0));
    // The balance only goes down, so each refused expense is still more than what is left.
    for (const amount of refused) expect(amount * 100).toBeGreaterThan(finalCents);
    expect(await expensesOf(accountId)).toBe(applied.length);
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });
});
