import { describe, expect, it } from 'vitest';
import { disputes } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { pendingSaving } from '../../test/dispute-scene.js';
import { as } from '../../test/http.js';
import { openSavings } from '../../test/money-fixtures.js';
import { named } from '../../test/scene.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { rowsIn } from '../../test/table-counts.js';

/**
 * docs/decisions/disputes.md, "One open dispute per line": the same line disputed twice at once, on
 * one server and on two, opens one dispute and tells each official once; two answers at once, one.
 */
let ctx: TestContext;
let second: SecondServer;
let chair: SignedIn;
let grace: SignedIn;
let member: SignedIn;
useTwoServers(
  {
    chair: named('Amina Chair', 'admin'),
    grace: named('Grace Treasurer', 'admin'),
    member: named('Wanjiru Kamau'),
  },
  async (scene) => {
    ({ ctx, second, chair, grace, member } = scene);
    await openSavings(ctx, chair, member.id, 0);
  },
);

const post = (
  app: TestContext['app'],
  who: SignedIn,
  path: string,
  method: 'POST' | 'PATCH',
  payload: object,
) => app.inject({ method, url: `/api/links${path}`, headers: who.headers, payload });

describe('disputes at the same moment (PostgreSQL)', () => {
  it('opens one per line and answers it once, on one server and across two', async () => {
    for (let round = 0; round < 4; round++) {
      const payment = await pendingSaving(ctx, member, 100 + round);
      const apps = round % 2 === 0 ? [ctx.app, ctx.app] : [ctx.app, second.app];
      const line = { transaction_id: payment, reason: 'Paid twice over' };
      const opened = await Promise.all(apps.map((app) => post(app, member, '/disputes', 'POST', line)));
      expect(opened.map((res) => res.statusCode).sort(), opened.map((r) => r.body).join('\n')).toEqual([
        201, 409,
      ]);
      expect(await rowsIn(ctx.database.db, disputes)).toBe(round + 1);
      const id = opened.find((res) => res.statusCode === 201)!.json().dispute_id as number;
      const body = { status: 'Resolved', answer: 'Corrected' };
      const answers = await Promise.all([
        post(apps[0]!, chair, `/disputes/${id}`, 'PATCH', body),
        post(apps[1]!, grace, `/disputes/${id}`, 'PATCH', body),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    }
    const told = (await as(ctx, chair).get('/disputes?status=Resolved')).json().disputes;
    expect(told).toHaveLength(4);
  }, 60_000);
});
