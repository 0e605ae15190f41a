import { describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named } from '../../test/scene.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { rowsIn } from '../../test/table-counts.js';

/**
 * docs/decisions/withdrawals.md, "Payout": two withdrawals of all of a member's free savings at the
 * same moment, on one server and on two, pay exactly one; the other is refused and leaves nothing.
 */
let ctx: TestContext;
let second: SecondServer;
let chair: SignedIn;
let grace: SignedIn;
let member: SignedIn;
let equity: number;
useTwoServers(
  {
    chair: named('Amina Chair', 'admin'),
    grace: named('Grace Treasurer', 'admin'),
    member: named('Wanjiru Kamau'),
  },
  async (scene) => {
    ({ ctx, second, chair, grace, member } = scene);
    await setQuorum(ctx, 1);
    await as(ctx, chair).post('/create-bank-account', { name: 'Equity Bank', amount: 1_000_000 });
    const { accounts } = (await as(ctx, chair).get('/books/accounts?money=true')).json();
    equity = accounts.find((a: { name: string }) => a.name === 'Equity Bank').id;
    await openSavings(ctx, chair, member.id, 0);
  },
);

const withdrawAll = (app: TestContext['app'], who: SignedIn, amount: number) =>
  app.inject({
    method: 'POST',
    url: '/api/links/withdrawals',
    headers: who.headers,
    payload: { user_id: member.id, amount, account_id: equity, reason: 'Everything' },
  });

const topUp = async (amount: number) => {
  const res = await as(ctx, chair).post('/create-transaction', {
    user_id: member.id,
    total_payed: amount,
    transaction_items: [{ transaction_type: 'SAVING', transaction_amount: amount }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().transaction_id;
  const approved = await as(ctx, chair).patch(`/transactions/savings/${id}/status`, { status: 'Approved' });
  expect(approved.statusCode, approved.body).toBe(200);
};

describe('two withdrawals of all the free savings at once (PostgreSQL)', () => {
  it('pays exactly one, on one server and across two', async () => {
    for (let round = 0; round < 4; round++) {
      await topUp(1_000);
      const apps = round % 2 === 0 ? [ctx.app, ctx.app] : [ctx.app, second.app];
      const answers = await Promise.all([
        withdrawAll(apps[0]!, chair, 1_000),
        withdrawAll(apps[1]!, grace, 1_000),
      ]);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses, answers.map((res) => res.body).join('\n')).toEqual([201, 422]);
      const refused = answers.find((res) => res.statusCode === 422)!.json();
      expect(refused.message).toBe('A withdrawal may take at most the free savings: KES 0.00.');
      expect(await rowsIn(ctx.database.db, withdrawals)).toBe(round + 1);
      const total = (await as(ctx, chair).get(`/withdrawals/allowance/${member.id}`)).json();
      expect(total).toMatchObject({ savings: 0, free: 0 });
    }
    await expectBalancesReconcile(ctx);
  }, 60_000);
});
