import type { SettableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { decide, expectSentForApproval } from '../../test/approvals-scene.js';
import { as } from '../../test/http.js';
import { entryKeys } from '../../test/journal-rows.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { type ShareOutYear, useShareOutYear } from '../../test/share-out-scenario.js';

let clock: SettableClock;
let ctx: TestContext;
let s: ShareOutYear;
let treasurer: SignedIn;
useShareOutYear(async (scene) => {
  ({ ctx, s, clock } = scene);
  // The year was built by one official; a second one joins before the share-out.
  treasurer = await signUp(ctx, 'admin', { firstname: 'Grace', lastname: 'Treasurer' });
});

const terms = () => ({ from: s.from, to: s.to, method: 'proportional', payout: 'to_savings' });

describe('committing a share-out under a quorum of two', () => {
  it('waits for the second official; their approval commits it once and closes the books', async () => {
    const before = await entryKeys(ctx.database.db);
    const id = expectSentForApproval(await as(ctx, s.admin).post('/share-outs', terms()), 1);
    expect(await entryKeys(ctx.database.db)).toEqual(before);
    expect((await as(ctx, s.admin).get('/share-outs')).json().share_outs).toEqual([]);
    const done = await decide(ctx, treasurer, id, { decision: 'Approve' });
    expect(done.statusCode, done.body).toBe(200);
    const [shareOut] = (await as(ctx, s.admin).get('/share-outs')).json().share_outs;
    expect(done.json()).toMatchObject({ status: 'Approved', reference: `share_out:${shareOut.id}` });
    expect(shareOut).toMatchObject({ from: s.from, to: s.to, paid_on: clock.today() });
    const again = await decide(ctx, treasurer, id, { decision: 'Approve' });
    expect(again.statusCode).toBe(409);
    await expectBalancesReconcile(ctx);
  });
});
