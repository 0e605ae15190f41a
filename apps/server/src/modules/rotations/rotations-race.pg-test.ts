import { describe, expect, it } from 'vitest';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named } from '../../test/scene.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';

/**
 * docs/decisions/rotations.md, "The pot": the last two payments of a round approved at the same
 * moment, on two servers, pay the pot out once; two officials' early release at once pays it once.
 */
let ctx: TestContext;
let second: SecondServer;
let chair: SignedIn;
let grace: SignedIn;
let member: SignedIn;
let rotationId: number;
useTwoServers(
  {
    chair: named('Amina Chair', 'admin'),
    grace: named('Grace Treasurer', 'admin'),
    member: named('Wanjiru Kamau'),
  },
  async (scene) => {
    ({ ctx, second, chair, grace, member } = scene);
    await setQuorum(ctx, 1);
    const res = await as(ctx, chair).post('/rotations', {
      name: 'Pot',
      amount_per_member: 1_000,
      every: 'week',
      start_date: '2026-01-05',
      order: [chair.id, member.id, grace.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    rotationId = res.json().rotation_id;
  },
);

const entered = async (who: SignedIn, amount: number) => {
  const res = await as(ctx, chair).post('/create-transaction', {
    user_id: who.id,
    total_payed: amount,
    transaction_items: [
      { transaction_type: 'ROTATION', rotation_id: rotationId, transaction_amount: amount },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().transaction_id as number;
};
const approve = (app: TestContext['app'], who: SignedIn, id: number) =>
  app.inject({
    method: 'PATCH',
    url: `/api/links/transactions/rotations/${id}/status`,
    headers: who.headers,
    payload: { status: 'Approved' },
  });
const round = async (n: number) =>
  (await as(ctx, chair).get(`/rotations/${rotationId}`)).json().rounds[n - 1] as {
    status: string;
    released: number;
  };

describe('a round’s pot at once (PostgreSQL)', () => {
  it('is paid out once when its last two payments are approved at the same moment on two servers', async () => {
    const first = await entered(chair, 1_000);
    const approved = await approve(ctx.app, grace, first);
    expect(approved.statusCode, approved.body).toBe(200);
    const [a, b] = [await entered(member, 1_000), await entered(grace, 1_000)];
    const answers = await Promise.all([approve(ctx.app, chair, a), approve(second.app, grace, b)]);
    expect(
      answers.map((res) => res.statusCode),
      answers.map((res) => res.body).join('\n'),
    ).toEqual([200, 200]);
    expect(await round(1)).toMatchObject({ status: 'Released', released: 3_000 });
    expect((await round(2)).status).toBe('Open');
    await expectBalancesReconcile(ctx);
  }, 60_000);

  it('is paid out once when two officials release it early at the same moment, on two servers', async () => {
    const paid = await approve(ctx.app, chair, await entered(grace, 1_000));
    expect(paid.statusCode, paid.body).toBe(200);
    const answers = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: `/api/links/rotations/${rotationId}/release`,
        headers: chair.headers,
      }),
      second.app.inject({
        method: 'POST',
        url: `/api/links/rotations/${rotationId}/release`,
        headers: grace.headers,
      }),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.filter((s) => s === 200),
      answers.map((res) => res.body).join('\n'),
    ).toHaveLength(1);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      answers.map((res) => res.body).join('\n'),
    ).toBe(true);
    expect(await round(2)).toMatchObject({ status: 'Released', released: 1_000 });
    expect((await round(3)).status).toBe('Open');
    await expectBalancesReconcile(ctx);
  }, 60_000);
});
