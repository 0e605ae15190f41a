import { describe, expect, it } from 'vitest';
import { send } from '../../test/access.js';
import { createTestApp, type SignedIn, signInAgain } from '../../test/app.js';
import { decide, expectSentForApproval } from '../../test/approvals-scene.js';
import { bringCashIn } from '../../test/money-fixtures.js';
import { type OfficesScene, signUpOffices } from '../../test/offices-scene.js';
import { setQuorum } from '../../test/quorum.js';
import { tableCounts } from '../../test/table-counts.js';

/*
 * docs/decisions/passwords.md, "A reset by an official": the reset answers an invitation to the
 * official who asks, so resetting another official's password would let them sign in as that
 * official and approve their own money out. Where the quorum needs more than the one asking, an
 * official's password is not reset by another official.
 */
async function withScene(quorum: number, test: (s: OfficesScene) => Promise<void>) {
  const ctx = await createTestApp();
  try {
    const s = await signUpOffices(ctx);
    await setQuorum(ctx, quorum);
    await test(s);
  } finally {
    await ctx.close();
  }
}

const reset = (s: OfficesScene, who: SignedIn, userId: number) =>
  send(s.ctx, who, 'POST', `/users/${userId}/password-reset`);

describe("an official's reset of another official's password", () => {
  it('is refused with a quorum of two, writing nothing, so no official signs in as another', () =>
    withScene(2, async (s) => {
      // The loan's money comes into Cash on hand first (docs/decisions/money-accounts.md).
      await bringCashIn(s.ctx, s.chair, 20_000);
      const loan = expectSentForApproval(
        await send(s.ctx, s.chair, 'POST', '/addloan', {
          user_id: s.member.id,
          loan_amount: 20_000,
          date_issued: '2026-01-05',
        }),
        1,
      );
      const before = await tableCounts(s.ctx.database.db);
      for (const official of [s.treasurer, s.secretary]) {
        const refused = await reset(s, s.chair, official.id);
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json()).toMatchObject({
          code: 'OFFICIAL_RESET',
          message:
            "Another official's password is not reset while money out needs more than one official: " +
            'they choose a new one with "Forgot password?" on the sign-in page.',
        });
      }
      expect(await tableCounts(s.ctx.database.db)).toEqual(before);
      // The treasurer is still signed in, and still the one who decides.
      const approved = await decide(s.ctx, s.treasurer, loan, { decision: 'Approve' });
      expect(approved.statusCode, approved.body).toBe(200);
      // A member's and the auditor's passwords are reset as before.
      expect((await reset(s, s.chair, s.member.id)).statusCode).toBe(201);
      expect((await reset(s, s.chair, s.auditor.id)).statusCode).toBe(201);
    }));

  it('is done as for a member where the one asking acts alone (a quorum of one)', () =>
    withScene(1, async (s) => {
      const res = await reset(s, s.chair, s.treasurer.id);
      expect(res.statusCode, res.body).toBe(201);
      expect((await send(s.ctx, s.treasurer, 'GET', '/me')).statusCode).toBe(401);
      await expect(signInAgain(s.ctx, s.treasurer)).rejects.toThrow();
    }));
});
