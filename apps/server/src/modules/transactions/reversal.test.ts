import { todayInGroupZone } from '@links/domain';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { journalEntries, outbox, reversals } from '../../db/schema.js';
import { send } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import {
  body,
  issueLongTermLoan,
  issueShortTermLoan,
  openSavings,
  submit,
} from '../../test/money-fixtures.js';
import { expectBooksBalance, moneyState } from '../../test/money-state.js';
import { useOfficesApp } from '../../test/offices-scene.js';
import { setQuorum } from '../../test/quorum.js';
import { rowsIn } from '../../test/table-counts.js';
import { systemAccountId } from '../books/index.js';
import { chargeFine, finesJobContext } from '../fines/fines.service.js';

let ctx: TestContext;
let treasurer: SignedIn;
let chair: SignedIn;
let secretary: SignedIn;
let auditor: SignedIn;
let member: SignedIn;
let otherMember: SignedIn;
const today = todayInGroupZone();

useOfficesApp(async (scene) => {
  ({ ctx, treasurer, chair, secretary, auditor, member, otherMember } = scene);
  await openSavings(ctx, treasurer, member.id, 1000);
  await openSavings(ctx, treasurer, otherMember.id);
  // Cash on hand holds what the loans below are lent from.
  const funds = await submit(ctx, treasurer, otherMember.id, [
    { transaction_type: 'SAVING', transaction_amount: 500_000 },
  ]);
  await approve(funds, 'savings');
});

beforeEach(() => setQuorum(ctx, 1));

const approve = async (id: number, kind: 'savings' | 'loan-long' | 'short-long') => {
  const res = await as(ctx, treasurer).patch(`/transactions/${kind}/${id}/status`, { status: 'Approved' });
  expect(res.statusCode, res.body).toBe(200);
};
const reverse = (id: number, who: SignedIn = chair, reason = 'Typed the wrong amount') =>
  send(ctx, who, 'POST', `/transactions/${id}/reversal`, { reason });
const detail = async (id: number) => (await as(ctx, chair).get(`/transactions/${id}`)).json().transaction;
const state = () => moneyState(ctx, member.id);

/** What a refused reversal must leave as it was. */
const writes = async () => ({
  reversals: await rowsIn(ctx.database.db, reversals),
  entries: await rowsIn(ctx.database.db, journalEntries),
  outbox: await rowsIn(ctx.database.db, outbox),
});

async function expectRefused(id: number, status: number, message: string | RegExp) {
  const before = { ...(await writes()), money: await state() };
  const res = await reverse(id);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(message);
  expect({ ...(await writes()), money: await state() }).toEqual(before);
}

describe('POST /transactions/{id}/reversal', () => {
  it('takes a saving back as if it had never been approved, both entries linked, the member told', async () => {
    const before = await state();
    const id = await submit(ctx, treasurer, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 20_000 },
    ]);
    await approve(id, 'savings');
    expect((await state()).savings).toEqual([2_100_000]);

    const res = await reverse(id);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({
      subject: 'transaction',
      original_id: id,
      date: today,
      reason: 'Typed the wrong amount',
      user_id: member.id,
      amount: 20_000,
      message: `Transaction TRN-${id} reversed.`,
    });
    expect(await state()).toEqual(before);
    await expectBooksBalance(ctx);

    const view = await detail(id);
    expect(view.status).toBe('Reversed');
    expect(view.reversal).toEqual({ id: answer.reversal_id, date: today, reason: 'Typed the wrong amount' });
    const [contra] = await ctx.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, answer.entry_ids[0]));
    const [original] = await ctx.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.key, `item:${view.transaction_types[0].id}`));
    expect(contra).toMatchObject({
      kind: 'reversal',
      reversesId: original!.id,
      entryDate: today,
      transactionId: id,
    });
    const [told] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, member.id), eq(outbox.kind, 'reversal')));
    expect(told?.subject).toBe(`Your payment TRN-${id} was reversed`);
    expect(told?.body).toContain('Typed the wrong amount');

    await expectRefused(id, 409, `TRN-${id} was already reversed on`);
  });

  it('tells the wrong-amount story: 20,000 entered and approved, reversed, 2,000 entered and approved', async () => {
    const before = await state();
    const wrong = await submit(ctx, treasurer, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 20_000 },
    ]);
    await approve(wrong, 'savings');
    expect((await reverse(wrong)).statusCode).toBe(201);
    const right = await submit(ctx, treasurer, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 2_000 },
    ]);
    await approve(right, 'savings');
    const after = await state();
    expect(after.savings[0]! - before.savings[0]!).toBe(200_000);
    const cashId = await systemAccountId(ctx.database.db, 'cash');
    const cash = (s: typeof before) => s.ledger.find((row) => row.account_id === cashId);
    expect(Number(cash(after)?.net) - Number(cash(before)?.net)).toBe(200_000);
    await expectBooksBalance(ctx);
  });

  it("lets the reversed payment's M-Pesa receipt be typed again on its re-entry", async () => {
    const items = (amount: number) => [
      { transaction_type: 'SAVING' as const, transaction_amount: amount, extra: 'TKA1B2C3D4' },
    ];
    const id = await submit(ctx, treasurer, member.id, items(20_000));
    await approve(id, 'savings');
    const typedAgain = await send(
      ctx,
      treasurer,
      'POST',
      '/create-transaction',
      body(member.id, items(2_000)),
    );
    expect(typedAgain.statusCode).toBe(409);
    expect((await reverse(id)).statusCode).toBe(201);
    const reentered = await send(
      ctx,
      treasurer,
      'POST',
      '/create-transaction',
      body(member.id, items(2_000)),
    );
    expect(reentered.statusCode, reentered.body).toBe(201);
  });

  it('restores a repayment: installments due again, fines owed again, interest and principal outstanding', async () => {
    const { loan_id } = await issueLongTermLoan(ctx, treasurer, member.id, 100_000, today);
    await chargeFine(
      ctx.database.db,
      {
        chargeKey: `test:${loan_id}`,
        userId: member.id,
        loanId: loan_id,
        kind: 'late_installment',
        period: today.slice(0, 7),
        chargedOn: today,
        amountCents: 500_00,
      },
      finesJobContext(new Date()),
    );
    const before = await state();
    const first = await submit(ctx, treasurer, member.id, [
      { transaction_type: 'LTL', transaction_amount: 6_000 },
    ]);
    await approve(first, 'loan-long');
    const second = await submit(ctx, treasurer, member.id, [
      { transaction_type: 'LTL', transaction_amount: 3_000 },
    ]);
    await approve(second, 'loan-long');
    const between = await state();
    expect(between.fines[0]?.paid).toBe(500_00);

    await expectRefused(first, 409, /A later repayment of loan #\d+ stands in the way/);
    expect((await reverse(second)).statusCode).toBe(201);
    expect((await reverse(first)).statusCode).toBe(201);
    expect(await state()).toEqual(before);
    await expectBooksBalance(ctx);
  });

  it('reopens a loan its repayment cleared, unless the member has since taken another of that kind', async () => {
    const { loan_id } = await issueShortTermLoan(ctx, treasurer, member.id, 10_000, today);
    const quote = await as(ctx, chair).get(`/loans/${loan_id}/payoff?date=${today}`);
    expect(quote.statusCode, quote.body).toBe(200);
    const payoff = quote.json().total as number;
    const before = await state();
    const paid = await submit(ctx, treasurer, member.id, [
      { transaction_type: 'STL', transaction_amount: payoff },
    ]);
    await approve(paid, 'short-long');
    expect((await state()).loans.find((loan) => loan.id === loan_id)?.status).toBe('Cleared');
    expect((await reverse(paid)).statusCode).toBe(201);
    expect(await state()).toEqual(before);

    const again = await submit(ctx, treasurer, member.id, [
      { transaction_type: 'STL', transaction_amount: payoff },
    ]);
    await approve(again, 'short-long');
    const relent = await issueShortTermLoan(ctx, treasurer, member.id, 5_000, today);
    await expectRefused(again, 409, `has since taken short-term loan #${relent.loan_id}`);
    await expectBooksBalance(ctx);
  });

  it('refuses a pending or rejected transaction, and one that would leave savings below zero', async () => {
    const pending = await submit(ctx, member, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 50 },
    ]);
    await expectRefused(pending, 409, 'items waiting for approval');
    const rejected = await submit(ctx, member, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 50 },
    ]);
    const res = await as(ctx, treasurer).patch(`/transactions/savings/${rejected}/status`, {
      status: 'Rejected',
      reason: 'No money came in',
    });
    expect(res.statusCode).toBe(200);
    await expectRefused(rejected, 409, 'nothing of this transaction was approved');
    await expectRefused(999_999, 404, 'Transaction not found');
  });

  it('is for the officials: anonymous 401, members and the auditor 403, each official 201', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const id = await submit(ctx, treasurer, member.id, [
        { transaction_type: 'SAVING', transaction_amount: 10 },
      ]);
      await approve(id, 'savings');
      ids.push(id);
    }
    const body = { reason: 'Entered twice' };
    expect((await send(ctx, undefined, 'POST', `/transactions/${ids[0]}/reversal`, body)).statusCode).toBe(
      401,
    );
    for (const who of [member, otherMember, auditor]) {
      expect((await send(ctx, who, 'POST', `/transactions/${ids[0]}/reversal`, body)).statusCode).toBe(403);
    }
    for (const [i, who] of [chair, treasurer, secretary].entries()) {
      expect((await send(ctx, who, 'POST', `/transactions/${ids[i]}/reversal`, body)).statusCode).toBe(201);
    }
  });

  it('refuses a missing or blank reason with 422, writing nothing', async () => {
    const id = await submit(ctx, treasurer, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 10 },
    ]);
    await approve(id, 'savings');
    const before = await writes();
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(201) }]) {
      const res = await send(ctx, chair, 'POST', `/transactions/${id}/reversal`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(await writes()).toEqual(before);
  });

  it('waits for a second official under a quorum of 2, then reverses', async () => {
    const id = await submit(ctx, treasurer, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 300 },
    ]);
    await approve(id, 'savings');
    await setQuorum(ctx, 2);
    const asked = await reverse(id);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ kind: 'transaction_reversal', status: 'Pending' });
    expect((await detail(id)).status).toBe('Approved');
    const again = await reverse(id, treasurer);
    expect(again.statusCode).toBe(409);
    const voted = await send(ctx, treasurer, 'POST', `/approvals/${asked.json().approval_id}/decision`, {
      decision: 'Approve',
    });
    expect(voted.statusCode, voted.body).toBe(200);
    expect((await detail(id)).status).toBe('Reversed');
    await expectBooksBalance(ctx);
  });
});
