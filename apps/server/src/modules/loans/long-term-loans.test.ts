import {
  type Cents,
  centsToKes,
  isoDateInGroupZone,
  reducingBalanceSchedule,
  todayInGroupZone,
} from '@links/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalLines } from '../../db/schema.js';
import { ADMIN_ONLY, type Callers, statusesFor } from '../../test/access.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { entryOf, linesOfEntry } from '../../test/journal-rows.js';
import { expectSecondUnclearedRefused, loanChecksOf } from '../../test/loan-checks.js';
import { bringCashIn } from '../../test/money-fixtures.js';
import { useAccessApp } from '../../test/scene.js';

let ctx: TestContext;
let admin: SignedIn;
let callers: Callers;
useAccessApp(async (scene) => {
  ({ ctx, admin, callers } = scene);
  await bringCashIn(ctx, admin, 1_000_000, { date: '2025-01-01' });
});

const addLoan = (body: Record<string, unknown>) => as(ctx, admin).post('/addloan', body);
const { expectBalanced, loanTableCounts } = loanChecksOf(() => ctx);

describe('POST /addloan', () => {
  it('lets only an admin issue a long-term loan', async () => {
    const borrower = await signUp(ctx, 'member');
    const body = { user_id: borrower.id, loan_amount: 5000, date_issued: '2026-03-01' };
    expect(await statusesFor(ctx, { ...callers, member: borrower }, 'POST', '/addloan', body)).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 201,
    });
    await expectBalanced();
  });

  it('schedules 100,000 at the default 12% a year over 24 months on the reducing balance', async () => {
    const borrower = await signUp(ctx, 'member', { firstname: 'Achieng', lastname: 'Odhiambo' });
    const res = await addLoan({ user_id: borrower.id, loan_amount: 100000, date_issued: '2026-01-31' });
    expect(res.statusCode).toBe(201);
    const expected = reducingBalanceSchedule({
      principal: 10_000_000 as Cents,
      yearlyRateBp: 1200,
      months: 24,
      issuedOn: '2026-01-31',
    });
    // Worked by hand: 100,000 × 0.01 / (1 − 1.01^−24) = 4,707.347… and 1,297,634 cents of interest.
    expect(res.json()).toEqual({
      loan_id: expect.any(Number),
      installment_amount: 4707.35,
      total_interest: 12976.34,
      due_date: '2028-01-31',
      message: 'Loan added successfully',
    });
    expect(centsToKes(expected.installment)).toBe(4707.35);
    expect(centsToKes(expected.totalInterest)).toBe(12976.34);

    const detail = (await as(ctx, admin).get(`/loans/${res.json().loan_id}`)).json();
    expect(detail.schedule).toHaveLength(24);
    expect(detail.schedule[0]).toEqual({
      number: 1,
      due_date: '2026-02-28',
      installment: 4707.35,
      interest: 1000,
      principal: 3707.35,
      interest_paid: 0,
      principal_paid: 0,
      interest_waived: 0,
      balance_after: 96292.65,
    });
    expect(detail.schedule[1]).toMatchObject({
      due_date: '2026-03-31',
      interest: 962.93,
      principal: 3744.42,
    });
    expect(detail.schedule[23]).toMatchObject({
      due_date: '2028-01-31',
      installment: 4707.29,
      balance_after: 0,
    });
    expect(detail.schedule).toEqual(
      expected.rows.map((row) => ({
        number: row.number,
        due_date: row.dueDate,
        installment: centsToKes(row.installment),
        interest: centsToKes(row.interest),
        principal: centsToKes(row.principal),
        interest_paid: 0,
        principal_paid: 0,
        interest_waived: 0,
        balance_after: centsToKes(row.balanceAfter),
      })),
    );
    expect(detail.payments).toEqual([]);
    expect(detail.loan).toEqual({
      id: res.json().loan_id,
      kind: 'long_term',
      user_id: borrower.id,
      user_firstname: 'Achieng',
      user_lastname: 'Odhiambo',
      principal: 100000,
      loan_amount: 100000,
      interest_amount: 12976.34,
      amount_due: 112976.34,
      installment_amount: 4707.35,
      interest_rate: 0.12,
      payment_period: 24,
      date_issued: '2026-01-31',
      due_date: '2028-01-31',
      status: 'Uncleared',
    });
    await expectBalanced();
  });

  it('schedules 100,000 at 12% over 12 months when the settings say 12 months', async () => {
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/links/settings',
      headers: admin.headers,
      payload: { long_term_months: 12 },
    });
    expect(patched.statusCode).toBe(200);
    const borrower = await signUp(ctx, 'member');
    const res = await addLoan({ user_id: borrower.id, loan_amount: 100000, date_issued: '2026-01-15' });
    expect(res.json()).toMatchObject({
      installment_amount: 8884.88,
      total_interest: 6618.53,
      due_date: '2027-01-15',
    });
    const detail = (await as(ctx, admin).get(`/loans/${res.json().loan_id}`)).json();
    expect(detail.schedule.at(-1)).toMatchObject({ number: 12, installment: 8884.85, balance_after: 0 });
    expect(detail.loan).toMatchObject({ payment_period: 12, amount_due: 106618.53 });
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/links/settings',
      headers: admin.headers,
      payload: { long_term_months: 24 },
    });
    await expectBalanced();
  });

  it('posts the loan paid out of Cash on hand, and not the interest it expects (cash basis)', async () => {
    const borrower = await signUp(ctx, 'member');
    const today = todayInGroupZone();
    const res = await addLoan({ user_id: borrower.id, loan_amount: 2500.5, date_issued: today });
    expect(res.statusCode).toBe(201);
    const loanId = res.json().loan_id as number;
    expect(res.json().total_interest).toBeGreaterThan(0);
    const db = ctx.database.db;
    expect(await linesOfEntry(db, `loan:${loanId}`)).toEqual([
      { code: '1000', debit: 0, credit: 250_050, userId: null, loanId: null },
      { code: '1200', debit: 250_050, credit: 0, userId: borrower.id, loanId },
    ]);
    expect(await entryOf(db, `loan:${loanId}`)).toMatchObject({
      entryDate: today,
      memo: `Long-term loan #${loanId} issued`,
      createdBy: admin.id,
    });
    // The loan's only line in the books is its principal: no interest is booked until it is paid.
    expect(await db.select().from(journalLines).where(eq(journalLines.loanId, loanId))).toHaveLength(1);
    await expectBalanced();
  });

  const tomorrow = () => isoDateInGroupZone(new Date(Date.now() + 86_400_000));
  const valid = { loan_amount: 1000, date_issued: '2026-01-10' };
  it.each([
    ['user_id', { ...valid, user_id: undefined }, 'user_id is required'],
    ['user_id', { ...valid, user_id: 'abc' }, 'user_id must be a positive whole number'],
    ['user_id', { ...valid, user_id: 0 }, 'user_id must be a positive whole number'],
    ['loan_amount', { date_issued: '2026-01-10' }, 'loan_amount is required'],
    ['loan_amount', { ...valid, loan_amount: 0 }, 'loan_amount must be more than 0'],
    ['loan_amount', { ...valid, loan_amount: -100 }, 'loan_amount must not be negative'],
    ['loan_amount', { ...valid, loan_amount: 10.005 }, 'loan_amount must have at most two decimals'],
    ['loan_amount', { ...valid, loan_amount: '1000' }, 'loan_amount must be a number'],
    [
      'loan_amount',
      { ...valid, loan_amount: 1_000_000_001 },
      'loan_amount must not exceed 1,000,000,000 KES',
    ],
    ['date_issued', { loan_amount: 1000 }, 'date_issued is required'],
    ['date_issued', { ...valid, date_issued: '' }, 'date_issued is required'],
    ['date_issued', { ...valid, date_issued: '10/01/2026' }, 'date_issued must be a date (YYYY-MM-DD)'],
    ['date_issued', { ...valid, date_issued: '2026-02-29' }, 'date_issued is not a real date'],
    ['date_issued', { ...valid, date_issued: 'TOMORROW' }, 'date_issued must not be in the future'],
  ])('refuses a bad %s (%j) with a 422 naming it, writing nothing', async (field, body, message) => {
    const borrower = await signUp(ctx, 'member');
    const before = await loanTableCounts();
    const payload: Record<string, unknown> = { user_id: borrower.id, ...body };
    if (payload.date_issued === 'TOMORROW') payload.date_issued = tomorrow();
    const res = await addLoan(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, detail: message, fields: { [field]: message } });
    expect(await loanTableCounts()).toEqual(before);
  });

  it('answers 404 for a member who does not exist, writing nothing', async () => {
    const before = await loanTableCounts();
    const res = await addLoan({ user_id: 999_999, loan_amount: 1000, date_issued: '2026-01-10' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'User not found.', code: 'NOT_FOUND' });
    expect(await loanTableCounts()).toEqual(before);
  });

  it('refuses a second uncleared long-term loan, and still allows a short-term one', async () => {
    const borrower = await signUp(ctx, 'member');
    await expectSecondUnclearedRefused(ctx, admin, 'long-term', {
      first: { user_id: borrower.id, loan_amount: 20000, date_issued: '2026-02-01' },
      second: { user_id: String(borrower.id), loan_amount: 500, date_issued: '2026-02-02' },
      other: { user_id: borrower.id, principal: 10000, date_issued: '2026-02-02' },
    });
  });
});

describe('GET /all-loans', () => {
  it('is for admins only', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/all-loans')).toEqual(ADMIN_ONLY);
  });

  // docs/decisions/loans.md, "Listing fields"
  it('lists long-term loans only, newest first, with the listing fields', async () => {
    const older = await signUp(ctx, 'member');
    const newer = await signUp(ctx, 'member', { firstname: 'Baraka', lastname: 'Mwangi' });
    await addLoan({ user_id: older.id, loan_amount: 3000, date_issued: '2026-01-02' });
    const latest = await addLoan({ user_id: newer.id, loan_amount: 1200, date_issued: '2025-12-31' });
    const res = await as(ctx, admin).get('/all-loans');
    expect(res.statusCode).toBe(200);
    const rows = res.json().loans as { id: number; user_id: number; status: string }[];
    expect(rows[0]).toEqual({
      id: latest.json().loan_id,
      user_id: newer.id,
      user_firstname: 'Baraka',
      user_lastname: 'Mwangi',
      principal: 1200,
      loan_amount: 1200,
      interest_amount: latest.json().total_interest,
      amount_due: (120_000 + Math.round(latest.json().total_interest * 100)) / 100,
      installment_amount: latest.json().installment_amount,
      interest_rate: 0.12,
      payment_period: 24,
      date_issued: '2025-12-31',
      due_date: '2027-12-31',
      status: 'Uncleared',
    });
    expect(rows[1]?.user_id).toBe(older.id);
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows.every((row) => row.status === 'Uncleared')).toBe(true);
  });
});
