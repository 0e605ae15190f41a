import { isoDateInGroupZone } from '@links/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanInstallments, loans } from '../../db/schema.js';
import { ADMIN_ONLY, type Callers, statusesFor } from '../../test/access.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { entryOf, linesOfEntry } from '../../test/journal-rows.js';
import { expectSecondUnclearedRefused, loanChecksOf } from '../../test/loan-checks.js';
import { seedLoan } from '../../test/loans-seed.js';
import { bringCashIn } from '../../test/money-fixtures.js';
import { useAccessApp } from '../../test/scene.js';

let ctx: TestContext;
let admin: SignedIn;
let callers: Callers;
useAccessApp(async (scene) => {
  ({ ctx, admin, callers } = scene);
  await bringCashIn(ctx, admin, 1_000_000, { date: '2025-01-01' });
});

const addShortTerm = (body: Record<string, unknown>) => as(ctx, admin).post('/addshorttermloan', body);
const { expectBalanced, loanTableCounts } = loanChecksOf(() => ctx);

/** Issues a short-term loan of 10,000 on 31 January 2026 to a new member, `fields` on top. */
async function issueToNewMember(fields: Record<string, unknown> = {}) {
  const borrower = await signUp(ctx, 'member');
  return addShortTerm({ user_id: borrower.id, principal: 10000, date_issued: '2026-01-31', ...fields });
}

/**
 * 10,000 at 18% over 3 months, issued 31 Jan 2026: the check of docs/decisions/loans.md, "Listing fields".
 */
const exampleFigures = {
  interest_rate: 0.18,
  payment_period: 3,
  interest_amount: 1800,
  amount_due: 11800,
  installment_amount: 3933.33,
  due_date: '2026-04-30',
};

describe('POST /addshorttermloan', () => {
  it('lets only an admin issue a short-term loan', async () => {
    const borrower = await signUp(ctx, 'member');
    const body = { user_id: borrower.id, principal: 1000, date_issued: '2026-03-01' };
    expect(
      await statusesFor(ctx, { ...callers, member: borrower }, 'POST', '/addshorttermloan', body),
    ).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 201,
    });
  });

  it('charges 18% flat over 3 months by default: 10,000 owes 11,800.00 in three installments', async () => {
    const borrower = await signUp(ctx, 'member', { firstname: 'Njeri', lastname: 'Wambui' });
    const res = await addShortTerm({ user_id: borrower.id, principal: 10000, date_issued: '2026-01-31' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      loan_id: expect.any(Number),
      interest_amount: 1800,
      amount_due: 11800,
      installment_amount: 3933.33,
      due_date: '2026-04-30',
      message: 'Short term loan added successfully',
    });
    const detail = (await as(ctx, admin).get(`/loans/${res.json().loan_id}`)).json();
    expect(
      detail.schedule.map((row: { due_date: string; installment: number }) => [
        row.due_date,
        row.installment,
      ]),
    ).toEqual([
      ['2026-02-28', 3933.33],
      ['2026-03-31', 3933.33],
      ['2026-04-30', 3933.34],
    ]);
    expect(detail.loan).toEqual({
      id: res.json().loan_id,
      kind: 'short_term',
      user_id: borrower.id,
      user_firstname: 'Njeri',
      user_lastname: 'Wambui',
      principal: 10000,
      loan_amount: 10000,
      interest_amount: 1800,
      amount_due: 11800,
      installment_amount: 3933.33,
      interest_rate: 0.18,
      payment_period: 3,
      date_issued: '2026-01-31',
      due_date: '2026-04-30',
      status: 'uncleared',
    });
    // Paid out of Cash on hand on the day it was issued; the 1,800.00 of interest is not booked.
    const loanId = res.json().loan_id as number;
    expect(await linesOfEntry(ctx.database.db, `loan:${loanId}`)).toEqual([
      { code: '1000', debit: 0, credit: 10000_00, userId: null, loanId: null },
      { code: '1200', debit: 10000_00, credit: 0, userId: borrower.id, loanId },
    ]);
    expect(await entryOf(ctx.database.db, `loan:${loanId}`)).toMatchObject({
      entryDate: '2026-01-31',
      memo: `Short-term loan #${loanId} issued`,
      createdBy: admin.id,
    });
    await expectBalanced();
  });

  it('accepts the derived values when the client sends the server figures', async () => {
    const res = await issueToNewMember({
      ...exampleFigures,
      status: 'uncleared',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      interest_amount: 1800,
      amount_due: 11800,
      installment_amount: 3933.33,
    });
    await expectBalanced();
  });

  it('takes a rate and a term other than the settings', async () => {
    const res = await issueToNewMember({
      principal: 5000.5,
      date_issued: '2026-03-15',
      interest_rate: 0.1,
      payment_period: 2,
      interest_amount: null,
      due_date: '',
      // docs/decisions/loans.md, "Rounding": 5,500.55 / 2 = 2,750.275, to the nearest cent, halves away from
      // zero.
      installment_amount: 2750.28,
    });
    expect(res.statusCode, res.body).toBe(201);
    // 500.05 interest; 5,500.55 due; 2,750.28 and a last installment of 2,750.27.
    expect(res.json()).toMatchObject({
      interest_amount: 500.05,
      amount_due: 5500.55,
      installment_amount: 2750.28,
      due_date: '2026-05-15',
    });
    const row = (await as(ctx, admin).get('/all-shorttermloans'))
      .json()
      .loans.find((loan: { id: number }) => loan.id === res.json().loan_id);
    expect(row).toMatchObject({ interest_rate: 0.1, payment_period: 2, amount_due: 5500.55 });
    await expectBalanced();
  });

  it.each([
    ['interest_amount', { interest_amount: 1800.01 }, 'interest_amount must be 1,800.00 for this loan'],
    ['amount_due', { amount_due: 11800.5 }, 'amount_due must be 11,800.00 for this loan'],
    [
      'installment_amount',
      { installment_amount: 3933.34 },
      'installment_amount must be 3,933.33 for this loan',
    ],
    ['due_date', { due_date: '2026-05-01' }, 'due_date must be 2026-04-30 for this loan'],
    ['status', { status: 'cleared' }, 'status must be uncleared for a new loan'],
    [
      'interest_amount',
      { interest_rate: 0.2, interest_amount: 1800 },
      'interest_amount must be 2,000.00 for this loan',
    ],
  ])(
    'refuses a %s that disagrees with the server, naming it and writing nothing',
    async (field, sent, message) => {
      const before = await loanTableCounts();
      const res = await issueToNewMember({
        ...sent,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
      expect(await loanTableCounts()).toEqual(before);
    },
  );

  it('names every derived value that disagrees', async () => {
    const res = await issueToNewMember({
      ...exampleFigures,
      payment_period: 4,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({
      installment_amount: 'installment_amount must be 2,950.00 for this loan',
      due_date: 'due_date must be 2026-05-31 for this loan',
    });
  });

  const tomorrow = () => isoDateInGroupZone(new Date(Date.now() + 86_400_000));
  it.each([
    ['principal', { principal: undefined }, 'principal is required'],
    ['principal', { principal: 0 }, 'principal must be more than 0'],
    ['principal', { principal: -5 }, 'principal must not be negative'],
    ['principal', { principal: 1.234 }, 'principal must have at most two decimals'],
    ['date_issued', { date_issued: undefined }, 'date_issued is required'],
    ['date_issued', { date_issued: '2026-13-01' }, 'date_issued is not a real date'],
    ['date_issued', { date_issued: 'TOMORROW' }, 'date_issued must not be in the future'],
    ['user_id', { user_id: undefined }, 'user_id is required'],
    ['interest_rate', { interest_rate: 0 }, 'interest_rate must be more than 0'],
    ['interest_rate', { interest_rate: 18 }, 'interest_rate must not exceed 1 (100%)'],
    [
      'interest_rate',
      { interest_rate: 0.18005 },
      'interest_rate must be a whole number of hundredths of a percent (0.0001)',
    ],
    [
      'payment_period',
      { payment_period: 0 },
      'payment_period must be a whole number of months from 1 to 120',
    ],
    [
      'payment_period',
      { payment_period: 1.5 },
      'payment_period must be a whole number of months from 1 to 120',
    ],
    ['interest_amount', { interest_amount: -1 }, 'interest_amount must not be negative'],
    ['amount_due', { amount_due: 'lots' }, 'amount_due must be a number'],
    ['due_date', { due_date: 'soon' }, 'due_date must be a date (YYYY-MM-DD)'],
    ['status', { status: 3 }, 'status must be text'],
  ])('refuses a bad %s (%j) with a 422 naming it, writing nothing', async (field, sent, message) => {
    const borrower = await signUp(ctx, 'member');
    const before = await loanTableCounts();
    const body: Record<string, unknown> = {
      user_id: borrower.id,
      principal: 1000,
      date_issued: '2026-01-10',
      ...sent,
    };
    if (body.date_issued === 'TOMORROW') body.date_issued = tomorrow();
    const res = await addShortTerm(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await loanTableCounts()).toEqual(before);
  });

  it('answers 404 for a member who does not exist, writing nothing', async () => {
    const before = await loanTableCounts();
    const res = await addShortTerm({ user_id: 424_242, principal: 1000, date_issued: '2026-01-10' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found.');
    expect(await loanTableCounts()).toEqual(before);
  });

  it('refuses a second uncleared short-term loan, and still allows a long-term one', async () => {
    const borrower = await signUp(ctx, 'member');
    await expectSecondUnclearedRefused(ctx, admin, 'short-term', {
      first: { user_id: borrower.id, principal: 2000, date_issued: '2026-02-01' },
      second: { user_id: borrower.id, principal: 300, date_issued: '2026-02-03' },
      other: { user_id: borrower.id, loan_amount: 50000, date_issued: '2026-02-03' },
    });
  });
});

describe('GET /all-shorttermloans', () => {
  it('is for admins only', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/all-shorttermloans')).toEqual(ADMIN_ONLY);
  });

  it('lists short-term loans only, newest first, with the status in lower case', async () => {
    const borrower = await signUp(ctx, 'member');
    const issued = await addShortTerm({ user_id: borrower.id, principal: 750, date_issued: '2026-01-05' });
    const rows = (await as(ctx, admin).get('/all-shorttermloans')).json().loans as {
      id: number;
      status: string;
      interest_rate: number;
    }[];
    expect(rows[0]).toMatchObject({
      id: issued.json().loan_id,
      user_id: borrower.id,
      principal: 750,
      loan_amount: 750,
      interest_rate: 0.18,
      interest_amount: 135,
      amount_due: 885,
      payment_period: 3,
      installment_amount: 295,
      date_issued: '2026-01-05',
      due_date: '2026-04-05',
      status: 'uncleared',
    });
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const longTermIds = (await as(ctx, admin).get('/all-loans'))
      .json()
      .loans.map((loan: { id: number }) => loan.id);
    expect(ids.some((id) => longTermIds.includes(id))).toBe(false);
  });
});

describe('a short-term loan issued before installments were rounded to the nearest cent', () => {
  it('keeps its stored schedule (rounded down, the last absorbing the rest)', async () => {
    const borrower = await signUp(ctx, 'member');
    const loan = await seedLoan(ctx.database.db, {
      userId: borrower.id,
      kind: 'short_term',
      principalCents: 100_001,
    });
    // The schedule the earlier rule wrote: 1,180.01 / 3 rounded down to 393.33, the last 393.35.
    await ctx.database.db.update(loans).set({ installmentCents: 39_333 }).where(eq(loans.id, loan.id));
    for (const [number, principal] of [
      [1, 33_333],
      [2, 33_333],
      [3, 33_335],
    ] as const) {
      await ctx.database.db
        .update(loanInstallments)
        .set({ principalCents: principal })
        .where(and(eq(loanInstallments.loanId, loan.id), eq(loanInstallments.number, number)));
    }
    const detail = (await as(ctx, admin).get(`/loans/${loan.id}`)).json();
    expect(detail.loan.installment_amount).toBe(393.33);
    expect(detail.schedule.map((row: { installment: number }) => row.installment)).toEqual([
      393.33, 393.33, 393.35,
    ]);
    await expectBalanced();
  });
});
