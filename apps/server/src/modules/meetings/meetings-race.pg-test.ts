import { describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { named } from '../../test/scene.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { rowsIn } from '../../test/table-counts.js';

/**
 * docs/decisions/meetings.md, "Submitting" and "Approving the sheet": two officials submitting one
 * sheet at the same moment, then approving it, on one server and across two, make its transactions
 * once and post them once; the other is refused and writes nothing.
 */
let ctx: TestContext;
let second: SecondServer;
let chair: SignedIn;
let grace: SignedIn;
let wanjiru: SignedIn;
let baraka: SignedIn;
useTwoServers(
  {
    chair: named('Amina Chair', 'admin'),
    grace: named('Grace Treasurer', 'admin'),
    wanjiru: named('Wanjiru Kamau'),
    baraka: named('Baraka Mwangi'),
  },
  async (scene) => {
    ({ ctx, second, chair, grace, wanjiru, baraka } = scene);
    for (const who of [chair, grace, wanjiru, baraka]) await openSavings(ctx, chair, who.id, 0);
  },
);

const call = (app: TestContext['app'], who: SignedIn, url: string) =>
  app.inject({ method: 'POST', url: `/api/links${url}`, headers: who.headers, payload: {} });
const savings = async (who: SignedIn) =>
  (await as(ctx, chair).get(`/savings/total/${who.id}`)).json().total_savings as number;

describe('one sheet submitted and approved twice at once (PostgreSQL)', () => {
  it('makes and posts its transactions once, on one server and across two', async () => {
    for (let round = 0; round < 4; round++) {
      const opened = await as(ctx, chair).post('/meetings', { date: `2026-0${round + 1}-15` });
      expect(opened.statusCode, opened.body).toBe(201);
      const id = opened.json().meeting_id as number;
      const rows = opened.json().rows.length as number;
      const before = await rowsIn(ctx.database.db, transactions);
      const wanjiruBefore = await savings(wanjiru);
      const apps = round % 2 === 0 ? [ctx.app, ctx.app] : [ctx.app, second.app];

      const submits = await Promise.all([
        call(apps[0]!, chair, `/meetings/${id}/submit`),
        call(apps[1]!, grace, `/meetings/${id}/submit`),
      ]);
      expect(submits.map((res) => res.statusCode).sort(), submits.map((r) => r.body).join('\n')).toEqual([
        200, 409,
      ]);
      expect(await rowsIn(ctx.database.db, transactions)).toBe(before + rows);

      const approvals = await Promise.all([
        call(apps[1]!, grace, `/meetings/${id}/approve`),
        call(apps[0]!, chair, `/meetings/${id}/approve`),
      ]);
      expect(approvals.map((res) => res.statusCode).sort(), approvals.map((r) => r.body).join('\n')).toEqual([
        200, 409,
      ]);
      // Each member is expected to bring the month's savings (30,000 a year): posted once.
      expect(await savings(wanjiru)).toBe(wanjiruBefore + 2500);
    }
    expect(await savings(baraka)).toBe(10_000);
    await expectBalancesReconcile(ctx);
  }, 120_000);
});
