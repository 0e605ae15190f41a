import type { SettableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { type ShareOutYear, useShareOutYear } from '../../test/share-out-scenario.js';
import { systemAccountId } from '../books/chart.js';

/*
 * A member who left shares in no surplus (docs/decisions/member-exits.md, "Inactive members"): last
 * year's worked example of docs/share-out.md, then Achieng leaves today with her 12,000.00 refunded.
 */
let clock: SettableClock;
let ctx: TestContext;
let s: ShareOutYear;
useShareOutYear((scene) => ({ ctx, s, clock } = scene));

const preview = () =>
  as(ctx, s.admin).post('/share-outs/preview', { from: s.from, to: s.to, method: 'proportional' });
const sharers = async () => ((await preview()).json().members as { user_id: number }[]).map((m) => m.user_id);

describe("the share-out's basis after an exit", () => {
  it('leaves out the member who left, whose savings were refunded, and shares among the others', async () => {
    expect(await sharers()).toContain(s.achieng.id);
    const cash = await systemAccountId(ctx.database.db, 'cash');
    const res = await as(ctx, s.admin).post(`/members/${s.achieng.id}/exit`, {
      date: clock.today(),
      account_id: cash,
      reason: 'Moved abroad',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund: 12_000, status: 'inactive' });
    const after = (await preview()).json();
    expect(after.members.map((m: { user_id: number }) => m.user_id)).not.toContain(s.achieng.id);
    expect(after).toMatchObject({ distributable: 9_000.01, total_basis: 36_000 });
    await expectBalancesReconcile(ctx);
  });
});
