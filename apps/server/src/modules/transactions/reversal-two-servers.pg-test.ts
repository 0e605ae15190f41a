import { addMonthsClamped, todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { issueLongTermLoan, openSavings, submit } from '../../test/money-fixtures.js';
import { expectBooksBalance } from '../../test/money-state.js';
import { setQuorum } from '../../test/quorum.js';
import { named } from '../../test/scene.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';

/**
 * A reversal on one server and a repayment of the same loan on another, at once
 * (docs/decisions/reversals.md, "Loan repayments"): the database's locks order them as on one server.
 */
let ctx: TestContext;
let second: SecondServer;
let chair: SignedIn;
let member: SignedIn;

useTwoServers(
  { chair: named('Amina Chair', 'admin'), member: named('Wanjiru Kamau') },
  (scene) => ({ ctx, second, chair, member } = scene),
);

describe('a reversal and a repayment on two servers (PostgreSQL)', () => {
  it('leaves the loan as its standing repayments say, in either order', async () => {
    await setQuorum(ctx, 1);
    await openSavings(ctx, chair, member.id);
    const funds = await submit(ctx, chair, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 50_000 },
    ]);
    await as(ctx, chair).patch(`/transactions/savings/${funds}/status`, { status: 'Approved' });
    await issueLongTermLoan(ctx, chair, member.id, 30_000, addMonthsClamped(todayInGroupZone(), -1));
    for (let round = 0; round < 4; round++) {
      const first = await submit(ctx, chair, member.id, [
        { transaction_type: 'LTL', transaction_amount: 400 },
      ]);
      await as(ctx, chair).patch(`/transactions/loan-long/${first}/status`, { status: 'Approved' });
      const next = await submit(ctx, chair, member.id, [
        { transaction_type: 'LTL', transaction_amount: 300 },
      ]);
      const [reversal, repayment] = await Promise.all([
        second.app.inject({
          method: 'POST',
          url: `/api/links/transactions/${first}/reversal`,
          headers: chair.headers,
          payload: { reason: `Round ${round}` },
        }),
        as(ctx, chair).patch(`/transactions/loan-long/${next}/status`, { status: 'Approved' }),
      ]);
      expect(repayment.statusCode, repayment.body).toBe(200);
      expect([201, 409], reversal.body).toContain(reversal.statusCode);
      await expectBooksBalance(ctx);
    }
  });
});
