import { describe, expect, it } from 'vitest';
import { fundClaims } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named } from '../../test/scene.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { rowsIn } from '../../test/table-counts.js';

/**
 * docs/decisions/fund-claims.md, "Paying a claim": two claims of all the fund holds at the same moment,
 * on one server and on two, pay exactly one; and two officials' yes to one claim pay it once.
 */
let ctx: TestContext;
let second: SecondServer;
let chair: SignedIn;
let grace: SignedIn;
let member: SignedIn;
let fund: number;
useTwoServers(
  {
    chair: named('Amina Chair', 'admin'),
    grace: named('Grace Treasurer', 'admin'),
    member: named('Wanjiru Kamau'),
  },
  async (scene) => {
    ({ ctx, second, chair, grace, member } = scene);
    await setQuorum(ctx, 1);
    const made = await as(ctx, chair).post('/contribution-kinds', { name: 'Welfare fund', kind: 'fund' });
    expect(made.statusCode, made.body).toBe(201);
    fund = made.json().contribution_kind.id;
  },
);

const topUp = async (amount: number) => {
  const res = await as(ctx, chair).post('/create-transaction', {
    user_id: member.id,
    total_payed: amount,
    transaction_items: [
      { transaction_type: 'CONTRIBUTION', contribution_kind_id: fund, transaction_amount: amount },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const approved = await as(ctx, chair).patch(
    `/transactions/contributions/${res.json().transaction_id}/status`,
    {
      status: 'Approved',
    },
  );
  expect(approved.statusCode, approved.body).toBe(200);
};

const claimAll = (app: TestContext['app'], who: SignedIn, amount: number) =>
  app.inject({
    method: 'POST',
    url: '/api/links/fund-claims',
    headers: who.headers,
    payload: { contribution_kind_id: fund, user_id: member.id, amount, reason: 'Hospital bill' },
  });

const fundHolds = async () =>
  (await as(ctx, chair).get('/contribution-kinds'))
    .json()
    .contribution_kinds.find((k: { id: number }) => k.id === fund).balance as number;

describe('claims on a fund at once (PostgreSQL)', () => {
  it('pays exactly one of two claims of all it holds, on one server and across two', async () => {
    for (let round = 0; round < 4; round++) {
      await topUp(1_000);
      const apps = round % 2 === 0 ? [ctx.app, ctx.app] : [ctx.app, second.app];
      const answers = await Promise.all([claimAll(apps[0]!, chair, 1_000), claimAll(apps[1]!, grace, 1_000)]);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses, answers.map((res) => res.body).join('\n')).toEqual([201, 422]);
      expect(answers.find((res) => res.statusCode === 422)!.json().code).toBe('FUND_TOO_LOW');
      expect(await rowsIn(ctx.database.db, fundClaims)).toBe(round + 1);
      expect(await fundHolds()).toBe(0);
    }
    await expectBalancesReconcile(ctx);
  }, 60_000);

  it('pays a member’s own claim once when two officials say yes at the same moment', async () => {
    await topUp(500);
    const asked = await claimAll(ctx.app, member, 500);
    expect(asked.statusCode, asked.body).toBe(202);
    const { claims } = (await as(ctx, chair).get('/fund-claims?status=Requested')).json();
    const id = claims[0].claim_id;
    const answers = await Promise.all([
      ctx.app.inject({ method: 'POST', url: `/api/links/fund-claims/${id}/payment`, headers: chair.headers }),
      second.app.inject({
        method: 'POST',
        url: `/api/links/fund-claims/${id}/payment`,
        headers: grace.headers,
      }),
    ]);
    expect(answers.map((res) => res.statusCode).sort(), answers.map((res) => res.body).join('\n')).toEqual([
      200, 409,
    ]);
    expect(await fundHolds()).toBe(0);
    await expectBalancesReconcile(ctx);
  }, 60_000);
});
