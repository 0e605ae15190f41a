import { addMonthsClamped, todayInGroupZone } from '@links/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { loans } from '../../db/schema.js';
import { send } from '../../test/access.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { issueLongTermLoan, openSavings, submit } from '../../test/money-fixtures.js';
import { expectBooksBalance } from '../../test/money-state.js';
import { useAdminApp } from '../../test/scene.js';

/**
 * A reversal racing a repayment of the same loan (docs/decisions/reversals.md, "Loan repayments"): both take
 * the loan's row, so one waits for the other and either order leaves the loan exactly as its standing
 * repayments say.
 */
const issued = addMonthsClamped(todayInGroupZone(), -1);

let ctx: TestContext;
let admin: SignedIn;
useAdminApp((scene) => ({ ctx, admin } = scene));

const approve = (id: number) =>
  as(ctx, admin).patch(`/transactions/loan-long/${id}/status`, { status: 'Approved' });

/** What the loan's installments hold against what its standing repayments paid. */
async function paidAgainstStanding(loanId: number) {
  const [row] = await queryRows<{ installments: string; payments: string }>(
    ctx.database.db,
    sql`select
          (select coalesce(sum(interest_paid_cents + principal_paid_cents), 0) from loan_installments
            where loan_id = ${loanId})::text as installments,
          (select coalesce(sum(interest_paid_cents + principal_paid_cents), 0) from loan_payments
            where loan_id = ${loanId} and reversed_on is null)::text as payments`,
  );
  return row;
}

describe('a reversal and a repayment of one loan at once (PostgreSQL)', () => {
  it('serialises them: either both go through, or the later repayment stands in the way', async () => {
    const member = await signUp(ctx, 'member');
    await openSavings(ctx, admin, member.id);
    // Cash on hand holds what the reversals take back out of it.
    const funds = await submit(ctx, admin, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 100_000 },
    ]);
    await as(ctx, admin).patch(`/transactions/savings/${funds}/status`, { status: 'Approved' });
    const { loan_id } = await issueLongTermLoan(ctx, admin, member.id, 50_000, issued);
    for (let round = 0; round < 6; round++) {
      const first = await submit(ctx, admin, member.id, [
        { transaction_type: 'LTL', transaction_amount: 500 },
      ]);
      expect((await approve(first)).statusCode).toBe(200);
      const second = await submit(ctx, admin, member.id, [
        { transaction_type: 'LTL', transaction_amount: 700 },
      ]);
      const [reversal, repayment] = await Promise.all([
        send(ctx, admin, 'POST', `/transactions/${first}/reversal`, { reason: `Round ${round}` }),
        approve(second),
      ]);
      expect(repayment.statusCode, repayment.body).toBe(200);
      expect([201, 409], reversal.body).toContain(reversal.statusCode);
      if (reversal.statusCode === 409) {
        expect(reversal.json().message).toMatch(/A later repayment of loan #\d+ stands in the way/);
      }
      const paid = await paidAgainstStanding(loan_id);
      expect(paid?.installments).toBe(paid?.payments);
      await expectBooksBalance(ctx);
    }
    const [loan] = await ctx.database.db.select().from(loans).where(eq(loans.id, loan_id));
    expect(loan?.status).toBe('Uncleared');
  });

  it('reverses a transaction once when ten reversals of it arrive at the same time', async () => {
    const member = await signUp(ctx, 'member');
    await openSavings(ctx, admin, member.id);
    const id = await submit(ctx, admin, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 1_000 },
    ]);
    await as(ctx, admin).patch(`/transactions/savings/${id}/status`, { status: 'Approved' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(ctx, admin, 'POST', `/transactions/${id}/reversal`, { reason: `Attempt ${i}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await as(ctx, admin).get(`/savings/total/${member.id}`)).json().total_savings).toBe(0);
    await expectBooksBalance(ctx);
  });
});
