import { describe, expect, it } from 'vitest';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { expectBooksBalance } from '../../test/money-state.js';
import { setQuorum } from '../../test/quorum.js';
import { named } from '../../test/scene.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { accountBalance } from '../books/index.js';

/**
 * docs/decisions/member-exits.md, "A withdrawal at the same moment": a member's exit and a withdrawal of
 * all their savings at once, on one server and on two. The member's row lock puts one after the other:
 * either the withdrawal pays the savings and the exit refunds nothing, or the exit refunds them and the
 * withdrawal is refused. The savings leave once, and the books and the kept figures agree.
 */
let ctx: TestContext;
let second: SecondServer;
let chair: SignedIn;
let grace: SignedIn;
const leaving: SignedIn[] = [];
let equity: number;
let today = '';

useTwoServers(
  {
    chair: named('Amina Chair', 'admin'),
    grace: named('Grace Treasurer', 'admin'),
    m0: named('Wanjiru Kamau'),
    m1: named('Otieno Ouma'),
    m2: named('Chebet Rono'),
    m3: named('Baraka Mwangi'),
  },
  async (scene) => {
    ({ ctx, second, chair, grace } = scene);
    leaving.push(scene.m0, scene.m1, scene.m2, scene.m3);
    await setQuorum(ctx, 1);
    await as(ctx, chair).post('/create-bank-account', { name: 'Equity Bank', amount: 1_000_000 });
    const { accounts } = (await as(ctx, chair).get('/books/accounts?money=true')).json();
    equity = accounts.find((a: { name: string }) => a.name === 'Equity Bank').id;
    for (const member of leaving) {
      await openSavings(ctx, chair, member.id, 0);
      await saveIn(member, 1_000);
    }
    today = (await as(ctx, chair).get(`/members/${leaving[0]!.id}/exit`)).json().date;
  },
);

async function saveIn(member: SignedIn, amount: number) {
  const res = await as(ctx, chair).post('/create-transaction', {
    user_id: member.id,
    total_payed: amount,
    transaction_items: [{ transaction_type: 'SAVING', transaction_amount: amount }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().transaction_id;
  const approved = await as(ctx, chair).patch(`/transactions/savings/${id}/status`, { status: 'Approved' });
  expect(approved.statusCode, approved.body).toBe(200);
}

const exitOf = (app: TestContext['app'], member: SignedIn) =>
  app.inject({
    method: 'POST',
    url: `/api/links/members/${member.id}/exit`,
    headers: chair.headers,
    payload: { date: today, account_id: equity, reason: 'Moved to Mombasa' },
  });
const withdrawAll = (app: TestContext['app'], member: SignedIn) =>
  app.inject({
    method: 'POST',
    url: '/api/links/withdrawals',
    headers: grace.headers,
    payload: { user_id: member.id, amount: 1_000, account_id: equity, reason: 'Everything' },
  });

describe("a member's exit and a withdrawal of all their savings at once (PostgreSQL)", () => {
  it('pays the savings out once, whichever goes first, on one server and across two', async () => {
    const orders = new Set<string>();
    for (const [round, member] of leaving.entries()) {
      const bankBefore = await accountBalance(ctx.database.db, equity);
      const apps = round % 2 === 0 ? [ctx.app, ctx.app] : [ctx.app, second.app];
      const [exit, withdrawal] = await Promise.all([exitOf(apps[0]!, member), withdrawAll(apps[1]!, member)]);
      expect(exit.statusCode, exit.body).toBe(200);
      expect([201, 422], withdrawal.body).toContain(withdrawal.statusCode);
      const refund = exit.json().refund as number;
      if (withdrawal.statusCode === 201) {
        // The withdrawal went first: it paid the savings, and the exit found none to refund.
        expect(withdrawal.json()).toMatchObject({ status: 'Paid', amount: 1_000 });
        expect(refund).toBe(0);
        orders.add('withdrawal first');
      } else {
        // The exit went first: it refunded the savings, and the withdrawal found none free.
        expect(withdrawal.json().message).toBe('A withdrawal may take at most the free savings: KES 0.00.');
        expect(refund).toBe(1_000);
        orders.add('exit first');
      }
      expect(await accountBalance(ctx.database.db, equity)).toBe(bankBefore - 1_000_00);
      const after = (await as(ctx, chair).get(`/members/${member.id}/exit`)).json();
      expect(after).toMatchObject({ status: 'inactive', savings: 0 });
      const { withdrawals } = (await as(ctx, chair).get(`/withdrawals?user_id=${member.id}`)).json();
      expect(withdrawals.filter((w: { status: string }) => w.status === 'Paid').length).toBe(
        withdrawal.statusCode === 201 ? 1 : 0,
      );
    }
    expect(orders.size).toBeGreaterThan(0);
    await expectBooksBalance(ctx);
    await expectBalancesReconcile(ctx);
  }, 90_000);
});
