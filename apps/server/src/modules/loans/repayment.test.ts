import { type Cents, loanPosition, reducingBalanceSchedule } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, type Callers, statusesFor } from '../../test/access.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { entryOf, linesOfEntry } from '../../test/journal-rows.js';
import { expectBalanced as expectBalancedBooks, loanTableCounts } from '../../test/loan-checks.js';
import { type SeededPaymentItem, seedPaymentItem } from '../../test/loans-seed.js';
import { bringCashIn } from '../../test/money-fixtures.js';
import { useAccessApp } from '../../test/scene.js';
import { resolveMoneyAccount } from '../books/chart.js';
import { applyLoanRepayment, hasUnclearedLoan, type LoanKind } from './loans.service.js';

let ctx: TestContext;
let admin: SignedIn;
let callers: Callers;
useAccessApp(async (scene) => {
  ({ ctx, admin, callers } = scene);
  await bringCashIn(ctx, admin, 1_000_000, { date: '2025-01-01' });
});

const expectBalanced = () => expectBalancedBooks(ctx.database.db);
const paymentItem = (userId: number, kind: LoanKind, amountCents: number) =>
  seedPaymentItem(ctx.database.db, userId, kind, amountCents);

/** Applies a repayment received into Cash on hand, as approving the item does. */
async function repay(userId: number, kind: LoanKind, amountCents: number, item?: SeededPaymentItem) {
  const payment = item ?? (await paymentItem(userId, kind, amountCents));
  return ctx.database.db.transaction(async (tx) =>
    applyLoanRepayment(tx, {
      ...payment,
      userId,
      kind,
      amountCents,
      money: await resolveMoneyAccount(tx, undefined, undefined),
      approvedBy: admin.id,
    }),
  );
}

/** Repays through a new payment item: the item and what the repayment applied. */
async function repayWithItem(userId: number, kind: LoanKind, amountCents: number) {
  const item = await paymentItem(userId, kind, amountCents);
  return { item, applied: await repay(userId, kind, amountCents, item) };
}

async function issue(kind: LoanKind, userId: number, amount: number, date = '2026-01-31') {
  const res =
    kind === 'long_term'
      ? await as(ctx, admin).post('/addloan', { user_id: userId, loan_amount: amount, date_issued: date })
      : await as(ctx, admin).post('/addshorttermloan', {
          user_id: userId,
          principal: amount,
          date_issued: date,
        });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().loan_id as number;
}

const detailOf = async (loanId: number) => (await as(ctx, admin).get(`/loans/${loanId}`)).json();

const moneyCounts = () => loanTableCounts(ctx.database.db);

describe('applyLoanRepayment', () => {
  it('pays interest before principal, installment after installment in due order, to the cent', async () => {
    const borrower = await signUp(ctx, 'member');
    const loanId = await issue('long_term', borrower.id, 100000);

    const { item: firstItem, applied: first } = await repayWithItem(borrower.id, 'long_term', 500_00);
    expect(first).toMatchObject({
      loanId,
      interestPaidCents: 500_00,
      principalPaidCents: 0,
      status: 'Uncleared',
    });

    // 500.00 of the first month's interest is left, then its 3,707.35 of principal, then the
    // second month's 962.93 of interest, of which the rest of the payment covers 500.00.
    const { item: secondItem, applied: second } = await repayWithItem(borrower.id, 'long_term', 4707_35);
    expect(second).toMatchObject({
      amountCents: 4707_35,
      interestPaidCents: 1000_00,
      principalPaidCents: 3707_35,
    });

    const detail = await detailOf(loanId);
    expect(detail.schedule[0]).toMatchObject({ interest_paid: 1000, principal_paid: 3707.35 });
    expect(detail.schedule[1]).toMatchObject({ interest: 962.93, interest_paid: 500, principal_paid: 0 });
    expect(detail.schedule[2]).toMatchObject({ interest_paid: 0, principal_paid: 0 });
    const expected = loanPosition(
      reducingBalanceSchedule({
        principal: 10_000_000 as Cents,
        yearlyRateBp: 1200,
        months: 24,
        issuedOn: '2026-01-31',
      }).rows,
      [500_00 as Cents, 4707_35 as Cents],
    );
    expect(detail.loan).toMatchObject({
      principal: expected.principal / 100,
      interest_amount: expected.interestAmount / 100,
      amount_due: expected.amountDue / 100,
      status: 'Uncleared',
    });
    expect(detail.loan).toMatchObject({
      principal: 96292.65,
      interest_amount: 11476.34,
      amount_due: 107768.99,
    });
    expect(detail.payments.map((p: { transaction_amount: number }) => p.transaction_amount)).toEqual([
      4707.35, 500,
    ]);
    expect(second.amountDueCents).toBe(107768_99);

    // Each repayment is one entry under its item's key: Dr Cash on hand, Cr Loans to members for the
    // principal and Loan interest for the interest, on the loan's sub-ledger; a part of 0 has no line.
    const db = ctx.database.db;
    const sub = { userId: borrower.id, loanId };
    expect(await linesOfEntry(db, `item:${firstItem.transactionItemId}`)).toEqual([
      { code: '1000', debit: 500_00, credit: 0, userId: null, loanId: null },
      { code: '4000', debit: 0, credit: 500_00, ...sub },
    ]);
    expect(await linesOfEntry(db, `item:${secondItem.transactionItemId}`)).toEqual([
      { code: '1000', debit: 4707_35, credit: 0, userId: null, loanId: null },
      { code: '1200', debit: 0, credit: 3707_35, ...sub },
      { code: '4000', debit: 0, credit: 1000_00, ...sub },
    ]);
    for (const item of [firstItem, secondItem]) {
      expect(await entryOf(db, `item:${item.transactionItemId}`)).toMatchObject({
        entryDate: '2026-03-01',
        transactionId: item.transactionId,
        createdBy: admin.id,
      });
    }
    await expectBalanced();
  });

  it('clears the loan at the last cent, after which a new loan of that kind may be issued', async () => {
    const borrower = await signUp(ctx, 'member');
    const loanId = await issue('short_term', borrower.id, 10000);
    const almost = await repay(borrower.id, 'short_term', 11799_99);
    expect(almost).toMatchObject({ amountDueCents: 1, status: 'Uncleared' });
    expect(await hasUnclearedLoan(ctx.database.db, borrower.id, 'short_term')).toBe(true);

    const { item: lastItem, applied: last } = await repayWithItem(borrower.id, 'short_term', 1);
    expect(last).toMatchObject({
      principalPaidCents: 1,
      interestPaidCents: 0,
      amountDueCents: 0,
      status: 'Cleared',
    });
    expect(await linesOfEntry(ctx.database.db, `item:${lastItem.transactionItemId}`)).toEqual([
      { code: '1000', debit: 1, credit: 0, userId: null, loanId: null },
      { code: '1200', debit: 0, credit: 1, userId: borrower.id, loanId },
    ]);
    expect((await detailOf(loanId)).loan).toMatchObject({
      principal: 0,
      interest_amount: 0,
      amount_due: 0,
      status: 'cleared',
    });
    expect(await hasUnclearedLoan(ctx.database.db, borrower.id, 'short_term')).toBe(false);
    expect((await as(ctx, admin).get(`/loans/total/${borrower.id}`)).json().total_amount_due.short_term).toBe(
      0,
    );
    await issue('short_term', borrower.id, 500, '2026-05-01');
    await expectBalanced();
  });

  it('refuses a payment above the amount due, changing nothing', async () => {
    const borrower = await signUp(ctx, 'member');
    const loanId = await issue('short_term', borrower.id, 10000);
    const item = await paymentItem(borrower.id, 'short_term', 11800_01);
    const before = { counts: await moneyCounts(), detail: await detailOf(loanId) };
    const refused = repay(borrower.id, 'short_term', 11800_01, item);
    await expect(refused).rejects.toMatchObject({
      statusCode: 422,
      code: 'PAYMENT_EXCEEDS_AMOUNT_DUE',
      message: 'Payment of KES 11,800.01 exceeds the amount due KES 11,800.00.',
    });
    expect(await moneyCounts()).toEqual(before.counts);
    expect(await detailOf(loanId)).toEqual(before.detail);

    await repay(borrower.id, 'short_term', 11000_00);
    await expect(repay(borrower.id, 'short_term', 800_01)).rejects.toMatchObject({
      message: 'Payment of KES 800.01 exceeds the amount due KES 800.00.',
    });
    await expectBalanced();
  });

  it('refuses a member without an uncleared loan of that kind', async () => {
    const borrower = await signUp(ctx, 'member', { firstname: 'Otieno' });
    await issue('short_term', borrower.id, 1000);
    await expect(repay(borrower.id, 'long_term', 100_00)).rejects.toMatchObject({
      statusCode: 422,
      code: 'NO_UNCLEARED_LOAN',
      message: 'Otieno has no uncleared long-term loan.',
    });
    const other = await signUp(ctx, 'member', { firstname: 'Akinyi' });
    await expect(repay(other.id, 'short_term', 100_00)).rejects.toMatchObject({
      message: 'Akinyi has no uncleared short-term loan.',
    });
    expect(await hasUnclearedLoan(ctx.database.db, borrower.id, 'long_term')).toBe(false);
    expect(await hasUnclearedLoan(ctx.database.db, borrower.id, 'short_term')).toBe(true);
    await expectBalanced();
  });

  it('applies one transaction item once', async () => {
    const borrower = await signUp(ctx, 'member');
    await issue('long_term', borrower.id, 5000);
    const item = await paymentItem(borrower.id, 'long_term', 100_00);
    await repay(borrower.id, 'long_term', 100_00, item);
    const before = await moneyCounts();
    await expect(repay(borrower.id, 'long_term', 100_00, item)).rejects.toMatchObject({
      statusCode: 409,
      code: 'ALREADY_APPLIED',
    });
    expect(await moneyCounts()).toEqual(before);
    const another = await paymentItem(borrower.id, 'long_term', 1);
    await expect(repay(borrower.id, 'long_term', 0, another)).rejects.toMatchObject({
      statusCode: 422,
      message: 'A loan repayment must be more than 0.',
    });
    await expectBalanced();
  });
});

describe('GET /loan-payments/long-term and /short-term', () => {
  it('are for admins only', async () => {
    for (const path of ['/loan-payments/long-term', '/loan-payments/short-term']) {
      expect(await statusesFor(ctx, callers, 'GET', path)).toEqual(ADMIN_ONLY);
    }
  });

  // docs/spec/entities.md, "Loan payment"
  it('list the payments of one kind, newest first, with the loan details', async () => {
    const borrower = await signUp(ctx, 'member', { firstname: 'Wekesa', lastname: 'Barasa' });
    const longId = await issue('long_term', borrower.id, 20000);
    const shortId = await issue('short_term', borrower.id, 3000);
    const older = await repay(borrower.id, 'long_term', 150_00);
    const newer = await repay(borrower.id, 'long_term', 250_00);
    const short = await repay(borrower.id, 'short_term', 1020_00);

    const long = (await as(ctx, admin).get('/loan-payments/long-term')).json().payments;
    expect(long[0]).toEqual({
      id: newer.paymentId,
      loan_id: longId,
      user_firstname: 'Wekesa',
      user_lastname: 'Barasa',
      transaction_amount: 250,
      principal_paid: 200,
      interest_paid: 50,
      fines_paid: 0,
      loan_details: { principal: 20000, interest_rate: 0.12 },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/),
    });
    expect(long[1]).toMatchObject({
      id: older.paymentId,
      transaction_amount: 150,
      interest_paid: 150,
      principal_paid: 0,
    });
    expect(long.some((p: { loan_id: number }) => p.loan_id === shortId)).toBe(false);

    const shortRows = (await as(ctx, admin).get('/loan-payments/short-term')).json().payments;
    expect(shortRows[0]).toMatchObject({
      id: short.paymentId,
      loan_id: shortId,
      transaction_amount: 1020,
      interest_paid: 180,
      principal_paid: 840,
      loan_details: { principal: 3000, interest_rate: 0.18 },
    });
    await expectBalanced();
  });
});
