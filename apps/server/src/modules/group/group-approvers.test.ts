import { todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { send } from '../../test/access.js';
import { createTestApp } from '../../test/app.js';
import { decide, expectSentForApproval } from '../../test/approvals-scene.js';
import { as, ok } from '../../test/http.js';
import { signUpOffices } from '../../test/offices-scene.js';
import { setQuorum } from '../../test/quorum.js';

/*
 * docs/decisions/approvals.md, "Who asked and who approved": a payout a quorum approved shows on the
 * Group money screen with the official who asked and every official who approved.
 */

describe('GET /group/activity after a quorum', () => {
  it('names the maker as who asked and both officials as who approved, in the order they did', async () => {
    const ctx = await createTestApp();
    try {
      const s = await signUpOffices(ctx);
      const equity = (
        await ok(
          await as(ctx, s.treasurer).post('/create-bank-account', { name: 'Equity Bank', amount: 50_000 }),
        )
      ).account_id as number;
      await setQuorum(ctx, 2);
      const asked = await as(ctx, s.secretary).post('/create-expense', {
        account_id: equity,
        amount: 8_000,
        comment_type: 'Meeting',
        comment: 'Hall for the AGM',
      });
      const id = expectSentForApproval(asked, 1);
      // Nothing was paid yet: the screen shows nothing.
      expect((await send(ctx, s.member, 'GET', '/group/activity')).json().activity).toEqual([]);
      expect((await decide(ctx, s.chair, id, { decision: 'Approve' })).statusCode).toBe(200);
      const [expense] = (await send(ctx, s.member, 'GET', '/group/activity')).json().activity;
      expect(expense).toMatchObject({
        kind: 'expense',
        amount: 8_000,
        date: todayInGroupZone(),
        asked_by: { users_id: s.secretary.id, name: 'Secretary Holder' },
        approved_by: [
          { users_id: s.secretary.id, name: 'Secretary Holder' },
          { users_id: s.chair.id, name: 'Chair Holder' },
        ],
      });
    } finally {
      await ctx.close();
    }
  });
});
