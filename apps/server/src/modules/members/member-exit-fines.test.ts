import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fines, users } from '../../db/schema.js';
import { send } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import {
  expectBalancesReconcile,
  issueLongTermLoan,
  openSavings,
  submit,
} from '../../test/money-fixtures.js';
import { expectBooksBalance } from '../../test/money-state.js';
import { type OfficesScene, signUpOffice, useOfficesApp } from '../../test/offices-scene.js';
import { accountBalance, systemAccountId } from '../books/index.js';
import { chargeFine, finesJobContext } from '../fines/fines.service.js';

/*
 * Fines of no loan at a member's exit (docs/decisions/member-exits.md, "Fines of no loan"): with no loan to
 * carry them, the savings pay them like a loan's fines (to the Fines account) and what the savings cannot
 * pay is waived; with a loan, its payoff carries them and they are counted once.
 */
let s: OfficesScene;
let ctx: TestContext;
let today = '';
let cash: number;
let finesAccount: number;
let charged = 0;

useOfficesApp(async (scene) => {
  s = scene;
  ctx = scene.ctx;
  cash = await systemAccountId(ctx.database.db, 'cash');
  finesAccount = await systemAccountId(ctx.database.db, 'fines');
  // Cash on hand holds what the loan below is lent from.
  const funds = await signUpOffice(ctx, 'member', 'wambui');
  await openSavings(ctx, s.chair, funds.id);
  const paidIn = await submit(ctx, s.treasurer, funds.id, [
    { transaction_type: 'SAVING', transaction_amount: 100_000 },
  ]);
  const approved = await as(ctx, s.treasurer).patch(`/transactions/savings/${paidIn}/status`, {
    status: 'Approved',
  });
  expect(approved.statusCode, approved.body).toBe(200);
});

/** A fine of `amount` KES charged in `period`: a missed contribution of no loan, or a loan's late fine. */
async function chargeLooseFine(who: SignedIn, amount: number, period: string, loanId: number | null = null) {
  charged += 1;
  await chargeFine(
    ctx.database.db,
    {
      chargeKey: `exit-test:${charged}`,
      userId: who.id,
      loanId,
      kind: loanId === null ? 'missed_contribution' : 'late_installment',
      period,
      chargedOn: `${period}-05`,
      amountCents: amount * 100,
    },
    finesJobContext(new Date()),
  );
}

const preview = async (who: SignedIn) => {
  const res = await as(ctx, s.chair).get(`/members/${who.id}/exit`);
  expect(res.statusCode, res.body).toBe(200);
  today = res.json().date;
  return res.json();
};
const exit = (who: SignedIn) =>
  send(ctx, s.chair, 'POST', `/members/${who.id}/exit`, {
    date: today,
    account_id: cash,
    reason: 'Moved to Kisumu',
  });
const finesOf = (who: SignedIn) =>
  ctx.database.db
    .select({ paid: fines.paidCents, waived: fines.waivedCents, reason: fines.waiveReason })
    .from(fines)
    .where(eq(fines.userId, who.id))
    .orderBy(asc(fines.chargedOn), asc(fines.id));

describe("fines of no loan at a member's exit", () => {
  it('are paid from the savings to the Fines account, the rest refunded', async () => {
    const member = await signUpOffice(ctx, 'member', 'achieng');
    await openSavings(ctx, s.chair, member.id, 1_000);
    await chargeLooseFine(member, 300, '2026-01');
    await chargeLooseFine(member, 200, '2026-02');
    const shown = await preview(member);
    expect(shown).toMatchObject({ savings: 1_000, owed: 500, refund: 500, shortfall: 0, loans: [] });
    expect(shown.loose_fines).toEqual({ owed: 500, paid: 500, waived: 0 });

    const before = {
      cash: await accountBalance(ctx.database.db, cash),
      fines: await accountBalance(ctx.database.db, finesAccount),
    };
    const res = await exit(member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund: 500, from_savings: 500, written_off: 0 });
    expect(await finesOf(member)).toEqual([
      { paid: 300_00, waived: 0, reason: null },
      { paid: 200_00, waived: 0, reason: null },
    ]);
    // Cash on hand pays the refund only; the Fines account (income, a credit balance) gains 500.
    expect(await accountBalance(ctx.database.db, cash)).toBe(before.cash - 500_00);
    expect(await accountBalance(ctx.database.db, finesAccount)).toBe(before.fines - 500_00);
    const [left] = await ctx.database.db.select().from(users).where(eq(users.id, member.id));
    expect(left?.status).toBe('inactive');
    await expectBooksBalance(ctx);
    await expectBalancesReconcile(ctx);
  });

  it('waives what the savings cannot pay, oldest fine paid first, and refunds nothing', async () => {
    const member = await signUpOffice(ctx, 'member', 'barasa');
    await openSavings(ctx, s.chair, member.id, 200);
    await chargeLooseFine(member, 300, '2026-01');
    await chargeLooseFine(member, 200, '2026-02');
    const shown = await preview(member);
    expect(shown).toMatchObject({ savings: 200, owed: 500, refund: 0, shortfall: 0, written_off: 0 });
    expect(shown.loose_fines).toEqual({ owed: 500, paid: 200, waived: 300 });

    const finesBefore = await accountBalance(ctx.database.db, finesAccount);
    const res = await exit(member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund: 0, from_savings: 200, from_guarantors: 0, written_off: 0 });
    const reason = "Waived at the member's exit: Moved to Kisumu";
    expect(await finesOf(member)).toEqual([
      { paid: 200_00, waived: 100_00, reason },
      { paid: 0, waived: 200_00, reason },
    ]);
    expect(await accountBalance(ctx.database.db, finesAccount)).toBe(finesBefore - 200_00);
    const savings = (await as(ctx, s.chair).get(`/loans/limit/${member.id}`)).json().savings;
    expect(savings).toBe(0);
    await expectBooksBalance(ctx);
    await expectBalancesReconcile(ctx);
  });

  it('are counted once, in the payoff of the loan that carries them, when the member has a loan', async () => {
    const member = await signUpOffice(ctx, 'member', 'njeri');
    await openSavings(ctx, s.chair, member.id, 50_000);
    const { loan_id } = await issueLongTermLoan(ctx, s.chair, member.id, 10_000, '2026-03-01');
    await chargeLooseFine(member, 400, '2026-01');
    await chargeLooseFine(member, 100, '2026-03', loan_id);
    const shown = await preview(member);
    expect(shown.loose_fines).toEqual({ owed: 0, paid: 0, waived: 0 });
    expect(shown.loans).toHaveLength(1);
    expect(shown.loans[0]).toMatchObject({ loan_id, fines: 500 });
    const owed = shown.loans[0].total;
    expect(shown.owed).toBe(owed);
    expect(shown.refund).toBe(Math.round((50_000 - owed) * 100) / 100);

    const res = await exit(member);
    expect(res.statusCode, res.body).toBe(200);
    const loose = await ctx.database.db
      .select({ paid: fines.paidCents })
      .from(fines)
      .where(and(eq(fines.userId, member.id), isNull(fines.loanId)));
    expect(loose).toEqual([{ paid: 400_00 }]);
    await expectBooksBalance(ctx);
    await expectBalancesReconcile(ctx);
  });
});
