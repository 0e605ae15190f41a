import { describe, expect, it } from 'vitest';
import { expenses, loans } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { expectSentForApproval } from '../../test/approvals-scene.js';
import { as } from '../../test/http.js';
import { bringCashIn, expectBalancesReconcile } from '../../test/money-fixtures.js';
import { named } from '../../test/scene.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { rowsIn } from '../../test/table-counts.js';

let ctx: TestContext;
let second: SecondServer;
let chair: SignedIn;
let grace: SignedIn;
let hassan: SignedIn;
let member: SignedIn;
useTwoServers(
  {
    chair: named('Amina Chair', 'admin'),
    grace: named('Grace Treasurer', 'admin'),
    hassan: named('Hassan Secretary', 'admin'),
    member: named('Wanjiru Kamau'),
  },
  (scene) => ({ ctx, second, chair, grace, hassan, member } = scene),
);

const countOf = (table: typeof loans | typeof expenses) => rowsIn(ctx.database.db, table);

/** The same decision by two officials at once, one on each server. */
const bothApprove = (id: number) =>
  Promise.all([
    ctx.app.inject({
      method: 'POST',
      url: `/api/links/approvals/${id}/decision`,
      headers: grace.headers,
      payload: { decision: 'Approve' },
    }),
    second.app.inject({
      method: 'POST',
      url: `/api/links/approvals/${id}/decision`,
      headers: hassan.headers,
      payload: { decision: 'Approve' },
    }),
  ]);

describe('the last approval under concurrency (PostgreSQL, two servers)', () => {
  it('executes a request exactly once when two officials approve it at the same moment', async () => {
    const bank = await as(ctx, chair).post('/create-bank-account', { name: 'Equity Bank', amount: 500_000 });
    const equity = bank.json().account_id;
    // The five loans' money comes into Cash on hand first (docs/decisions/money-accounts.md).
    await bringCashIn(ctx, chair, 5_000);
    for (let round = 0; round < 5; round++) {
      const loan = await as(ctx, chair).post('/addshorttermloan', {
        user_id: member.id,
        principal: 1_000,
        date_issued: '2026-01-05',
      });
      const loanRequest = expectSentForApproval(loan, 1);
      const expense = await as(ctx, chair).post('/create-expense', {
        account_id: equity,
        amount: 6_000,
        comment_type: 'Rent',
      });
      const expenseRequest = expectSentForApproval(expense, 1);
      for (const id of [loanRequest, expenseRequest]) {
        const answers = await bothApprove(id);
        const statuses = answers.map((res) => res.statusCode).sort();
        expect(statuses, answers.map((res) => res.body).join('\n')).toEqual([200, 409]);
        const closed = answers.find((res) => res.statusCode === 409)!.json();
        expect(closed.message).toBe('This request is already approved.');
      }
      expect(await countOf(loans)).toBe(round + 1);
      expect(await countOf(expenses)).toBe(round + 1);
      // Clear the loan so the member may borrow again next round.
      await ctx.database.db.update(loans).set({ status: 'Cleared' });
    }
    await expectBalancesReconcile(ctx);
  }, 60_000);
});
