import { settableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { entryOf } from '../../test/journal-rows.js';
import { body, expectBalancesReconcile } from '../../test/money-fixtures.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { buildShareOutYear, type ShareOutYear } from '../../test/share-out-scenario.js';

/** Today stands still for the file: the share-out takes its dates from this clock. */
const clock = settableClock();
let ctx: TestContext;
let second: SecondServer;
let s: ShareOutYear;
useTwoServers(
  {},
  async (scene) => {
    ({ ctx, second } = scene);
    s = await buildShareOutYear(ctx, clock.today());
  },
  { clock },
);

const onSecond = (method: 'PATCH' | 'POST', path: string, payload: object) =>
  second.app.inject({ method, url: `/api/links${path}`, headers: s.admin.headers, payload });

describe('the share-out under concurrency (PostgreSQL, two servers)', () => {
  it('commits a period once when it is committed many times at once, and no back-dated payment slips into it', async () => {
    const api = as(ctx, s.admin);
    const saving = [{ transaction_type: 'SAVING' as const, transaction_amount: 100 }];
    const pending: number[] = [];
    for (let i = 0; i < 20; i++) {
      const created = await api.post(
        '/create-transaction',
        body(s.chebet.id, saving, { transaction_date: s.to }),
      );
      pending.push(created.json().transaction_id);
    }
    const commit = {
      from: s.from,
      to: s.to,
      method: 'time_weighted',
      withholding_rate: 0.05,
      payout: 'to_savings',
    };
    const approve = { status: 'Approved' };
    const approvals = pending.map((id, i) =>
      i % 2
        ? api.patch(`/transactions/savings/${id}/status`, approve)
        : onSecond('PATCH', `/transactions/savings/${id}/status`, approve),
    );
    // The commits start while the approvals are under way.
    await new Promise((resolve) => setTimeout(resolve, 40));
    const commits = Array.from({ length: 6 }, (_, i) =>
      i % 2 ? api.post('/share-outs', commit) : onSecond('POST', '/share-outs', commit),
    );
    const decided = await Promise.all(approvals);
    const committed = (await Promise.all(commits)).map((res) => res.statusCode);
    expect(committed.filter((status) => status === 201)).toHaveLength(1);
    expect(committed.filter((status) => status === 409)).toHaveLength(5);
    for (const res of decided) expect([200, 409, 422], res.body).toContain(res.statusCode);

    // Every payment approved went in before the closing, so the share-out counted it; none after.
    const closing = await entryOf(ctx.database.db, `period-close:${s.to}`);
    const approved = decided.filter((res) => res.statusCode === 200).length;
    const { share_outs } = (await api.get('/share-outs')).json();
    expect(share_outs).toHaveLength(1);
    const chebet = share_outs[0].members.find((m: { user_id: number }) => m.user_id === s.chebet.id);
    // Chebet's December: 24,000.00 plus 100.00 for each payment approved before the close.
    expect(chebet.basis).toBe(24_000 + 100 * approved);
    const lateEntries = await ctx.database.db.query.journalEntries.findMany({
      where: (entry, { and, gt, lte }) => and(gt(entry.id, closing!.id), lte(entry.entryDate, s.to)),
    });
    expect(lateEntries).toEqual([]);
    await expectBalancesReconcile(ctx);
  });
});
