import { settableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { fines as finesTable } from '../../db/schema.js';
import { moveClockFor, type SignedIn, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import {
  body,
  expectBalancesReconcile,
  issueLongTermLoan,
  issueShortTermLoan,
  openSavings,
} from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';

/**
 * The money checks' findings on loans (docs/decisions/money-findings.md): the fines of no loan in
 * one payoff only, interest paid early credited in the payoff, and a repayment above the amount due
 * refused at entry as at approval.
 */
const clock = settableClock('2027-01-05');
let ctx: TestContext;
let admin: SignedIn;
let borrower: SignedIn;

usePeopleApp(
  { admin: 'admin', borrower: named('Achieng') },
  async (scene) => {
    ({ ctx, admin, borrower } = scene);
    await setQuorum(ctx, 1);
    await openSavings(ctx, admin, borrower.id, 100_000);
  },
  { clock },
);

const moveTo = async (date: string) =>
  ({ admin, borrower } = await moveClockFor(ctx, clock, date, { admin, borrower }));
const payoffOf = async (loanId: number, date: string) =>
  (await as(ctx, borrower).get(`/loans/${loanId}/payoff?date=${date}`)).json();
const loanOf = async (loanId: number) => (await as(ctx, admin).get(`/loans/${loanId}`)).json();
const approve = (kind: 'loan-long' | 'short-long', id: number) =>
  as(ctx, admin).patch(`/transactions/${kind}/${id}/status`, { status: 'Approved' });

describe('a member with both loans and a fine of no loan', () => {
  let longId: number;
  let shortId: number;

  it('counts the fine of no loan in the long-term payoff only', async () => {
    longId = (await issueLongTermLoan(ctx, admin, borrower.id, 50_000, '2027-01-05')).loan_id;
    shortId = (await issueShortTermLoan(ctx, admin, borrower.id, 10_000, '2027-01-05')).loan_id;
    await moveTo('2027-02-10');
    // A missed contribution's fine belongs to no loan.
    await ctx.database.db.insert(finesTable).values({
      chargeKey: 'contribution:findings',
      userId: borrower.id,
      kind: 'missed_contribution',
      period: '2027-01',
      chargedOn: '2027-02-01',
      amountCents: 25_000,
    });
    const fines = (await as(ctx, admin).get(`/fines?user_id=${borrower.id}`)).json().fines;
    expect(fines).toHaveLength(1);
    expect((await payoffOf(longId, '2027-02-10')).fines).toBe(250);
    expect((await payoffOf(shortId, '2027-02-10')).fines).toBe(0);
  });

  it('clears both loans with both payoffs in one transaction', async () => {
    const long = await payoffOf(longId, '2027-02-10');
    const short = await payoffOf(shortId, '2027-02-10');
    const items = [
      { transaction_type: 'STL' as const, transaction_amount: short.total },
      { transaction_type: 'LTL' as const, transaction_amount: long.total },
    ];
    const created = await as(ctx, admin).post('/create-transaction', body(borrower.id, items));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().transaction_id as number;
    // Either order: the short-term payoff first, then the long-term one with the fine.
    const first = await approve('short-long', id);
    expect(first.statusCode, first.body).toBe(200);
    const second = await approve('loan-long', id);
    expect(second.statusCode, second.body).toBe(200);
    expect((await loanOf(longId)).loan).toMatchObject({ status: 'Cleared', amount_due: 0 });
    expect((await loanOf(shortId)).loan).toMatchObject({ status: 'cleared', amount_due: 0 });
    const fines = (await as(ctx, admin).get(`/fines?user_id=${borrower.id}`)).json().fines;
    expect(fines.map((fine: { status: string }) => fine.status)).toEqual(fines.map(() => 'Paid'));
    await expectBalancesReconcile(ctx);
  });
});

describe('the loan payment lists', () => {
  it('show the fines each repayment paid, in the list and its CSV', async () => {
    const long = (await as(ctx, admin).get(`/loan-payments/long-term?user_id=${borrower.id}`)).json();
    expect(long.payments).toHaveLength(1);
    expect(long.payments[0]).toMatchObject({ fines_paid: 250 });
    const paid = long.payments[0];
    expect(paid.transaction_amount).toBeCloseTo(
      paid.principal_paid + paid.interest_paid + paid.fines_paid,
      2,
    );
    const short = (await as(ctx, admin).get(`/loan-payments/short-term?user_id=${borrower.id}`)).json();
    expect(short.payments[0]).toMatchObject({ fines_paid: 0 });
    const csv = await as(ctx, admin).get(`/loan-payments/long-term?format=csv&user_id=${borrower.id}`);
    const [header, row] = csv.body.trim().split(/\r?\n/);
    const column = header!.split(',').indexOf('fines_paid');
    expect(column).toBeGreaterThan(0);
    expect(row!.split(',')[column]).toBe('250.00');
  });
});

describe('a repayment above the amount due', () => {
  it('is refused at entry with the message of the approval, and nothing is written', async () => {
    const member = (await as(ctx, admin).get(`/loans/total/${borrower.id}`)).json();
    expect(member.total_amount_due).toMatchObject({ long_term: 0, short_term: 0 });
    const shortId = (await issueShortTermLoan(ctx, admin, borrower.id, 1000, '2027-02-10')).loan_id;
    expect((await loanOf(shortId)).loan.amount_due).toBe(1180);
    const before = (await as(ctx, admin).get('/transactions?per_page=100')).json();
    for (const items of [
      [{ transaction_type: 'STL' as const, transaction_amount: 1180.01 }],
      [
        { transaction_type: 'STL' as const, transaction_amount: 1000 },
        { transaction_type: 'STL' as const, transaction_amount: 180.01 },
      ],
    ]) {
      const res = await as(ctx, borrower).post('/create-transaction', body(borrower.id, items));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_EXCEEDS_AMOUNT_DUE',
        message: 'Payment of KES 1,180.01 exceeds the amount due KES 1,180.00.',
      });
    }
    expect((await as(ctx, admin).get('/transactions?per_page=100')).json()).toEqual(before);
    const exact = await as(ctx, borrower).post(
      '/create-transaction',
      body(borrower.id, [{ transaction_type: 'STL', transaction_amount: 1180 }]),
    );
    expect(exact.statusCode, exact.body).toBe(201);
    expect((await approve('short-long', exact.json().transaction_id)).statusCode).toBe(200);
    expect((await loanOf(shortId)).loan).toMatchObject({ status: 'cleared', amount_due: 0 });
  });
});

describe('interest paid ahead of its installment', () => {
  it('is credited in the payoff, not charged again', async () => {
    const longId = (await issueLongTermLoan(ctx, admin, borrower.id, 50_000, '2027-02-10')).loan_id;
    const schedule = (await loanOf(longId)).schedule as { installment: number; interest: number }[];
    await moveTo('2027-03-12');
    // The first installment, due 10 Mar, and 100.00 more: the second's interest, paid ahead.
    const paid = schedule[0]!.installment + 100;
    const created = await as(ctx, admin).post(
      '/create-transaction',
      body(borrower.id, [{ transaction_type: 'LTL', transaction_amount: paid }], {
        transaction_date: '2027-03-12',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect((await approve('loan-long', created.json().transaction_id)).statusCode).toBe(200);
    const detail = await loanOf(longId);
    expect(detail.schedule[1]).toMatchObject({ interest_paid: 100, principal_paid: 0 });
    // 20 days after 10 Mar at the loan's yearly rate on the principal owed, less the 100.00.
    const principal = detail.loan.principal as number;
    const rate = detail.loan.interest_rate as number;
    const accrued = Math.round((principal * 100 * rate * 20) / 365) / 100;
    const payoff = await payoffOf(longId, '2027-03-30');
    expect(payoff.interest).toBeCloseTo(accrued - 100, 2);
    expect(payoff.total).toBeCloseTo(principal + accrued - 100, 2);
    await moveTo('2027-03-30');
    const settle = await as(ctx, admin).post(
      '/create-transaction',
      body(borrower.id, [{ transaction_type: 'LTL', transaction_amount: payoff.total }], {
        transaction_date: '2027-03-30',
      }),
    );
    expect(settle.statusCode, settle.body).toBe(201);
    expect((await approve('loan-long', settle.json().transaction_id)).statusCode).toBe(200);
    expect((await loanOf(longId)).loan).toMatchObject({ status: 'Cleared', amount_due: 0 });
    await expectBalancesReconcile(ctx);
  });
});
