import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberAccounts } from '../../db/schema.js';
import {
  ADMIN_ONLY,
  type Callers,
  expectBadId,
  expectNotFound,
  OWNER_OR_ADMIN,
  send,
  statusesFor,
} from '../../test/access.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { seedLoan } from '../../test/loans-seed.js';
import { countRows } from '../../test/money-rows.js';
import { NAMED_CALLERS, usePeopleApp } from '../../test/scene.js';
import { findBalanceDifferences } from '../books/balance-check.js';
import { monthlyLoanPayments } from '../loans/installments.js';

let ctx: TestContext;
let callers: Callers;
/** A member with savings (target 36,000), an uncleared loan of each kind and a cleared one. */
let borrower: SignedIn;
usePeopleApp(NAMED_CALLERS, async (scene) => {
  ({ ctx, callers } = scene);
  borrower = callers.member;
  const db = ctx.database.db;
  const saving = await send(ctx, callers.admin, 'POST', '/add-saving', {
    user_id: borrower.id,
    amount_saved: 12500.25,
    expected_saving: 36000,
  });
  expect(saving.statusCode, saving.body).toBe(201);
  const phone = await as(ctx, callers.admin).patch(`/users/${borrower.id}`, { phone: '0712 345 678' });
  expect(phone.statusCode, phone.body).toBe(200);
  await seedLoan(db, { userId: borrower.id, kind: 'long_term', principalCents: 10_000_000 });
  await seedLoan(db, { userId: borrower.id, kind: 'short_term', principalCents: 1_000_000 });
  await seedLoan(db, {
    userId: borrower.id,
    kind: 'long_term',
    principalCents: 50_000_000,
    status: 'Cleared',
  });
});

const createAccount = (who: SignedIn | undefined, payload: unknown) =>
  send(ctx, who, 'POST', '/create-account', payload);

// docs/decisions/loans.md, "Short-term loans": 100,000 at 12% over 24 months pays 4,707.35 a month; 10,000 at
// 18% flat over 3 months is 11,800 due in installments of 3,933.33.
const LONG_TERM_INSTALLMENT = 4707.35;
const SHORT_TERM_INSTALLMENT = 3933.33;

describe('POST /create-account', () => {
  it("opens the member's account", async () => {
    const res = await createAccount(callers.admin, { user_id: borrower.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ account_id: expect.any(Number), message: 'Account created successfully' });
    const rows = await ctx.database.db
      .select()
      .from(memberAccounts)
      .where(eq(memberAccounts.userId, borrower.id));
    expect(rows.map((r) => r.id)).toEqual([res.json().account_id]);
  });

  it('refuses a second account for the same member', async () => {
    const before = await countRows(ctx.database.db);
    const res = await createAccount(callers.admin, { user_id: String(borrower.id) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This member already has an account.',
      code: 'ACCOUNT_EXISTS',
    });
    expect(await countRows(ctx.database.db)).toEqual(before);
  });

  it('answers 404 for a user who does not exist', async () => {
    const before = await countRows(ctx.database.db);
    const res = await createAccount(callers.admin, { user_id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found.');
    expect(await countRows(ctx.database.db)).toEqual(before);
  });

  it.each([
    [{}, 'user_id is required'],
    [{ user_id: null }, 'user_id is required'],
    [{ user_id: 'abc' }, 'user_id must be a positive whole number'],
    [{ user_id: 0 }, 'user_id must be a positive whole number'],
    [{ user_id: -4 }, 'user_id must be a positive whole number'],
    [{ user_id: 1.5 }, 'user_id must be a positive whole number'],
    [{ user_id: 3_000_000_000 }, 'user_id must be a positive whole number'],
  ])('refuses %j naming user_id', async (payload, message) => {
    const before = await countRows(ctx.database.db);
    const res = await createAccount(callers.admin, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message, fields: { user_id: message } });
    expect(await countRows(ctx.database.db)).toEqual(before);
  });

  it('is for admins only', async () => {
    const newcomer = await signUp(ctx, 'member', { firstname: 'Zawadi', lastname: 'Njeri' });
    const statuses = await statusesFor(ctx, callers, 'POST', '/create-account', { user_id: newcomer.id });
    expect(statuses).toEqual({ anonymous: 401, member: 403, otherMember: 403, admin: 201 });
  });
});

describe('GET /allacounts', () => {
  it('lists each member account with savings and the monthly amount expected', async () => {
    const res = await send(ctx, callers.admin, 'GET', '/allacounts');
    expect(res.statusCode).toBe(200);
    const accounts = res.json().accounts;
    expect(accounts.map((a: { firstname: string }) => a.firstname)).toEqual(['Wanjiru', 'Zawadi']);
    expect(accounts[0]).toEqual({
      account_id: expect.any(Number),
      user_id: borrower.id,
      firstname: 'Wanjiru',
      lastname: 'Kamau',
      email: borrower.user.email,
      member_number: 'M002',
      phone: '254712345678',
      savings: 12500.25,
      // 36,000 / 12 + both installments of the uncleared loans; the cleared loan is not counted.
      monthly_expected: 11640.68,
    });
    // No savings account yet: nothing saved and no target to pay towards.
    expect(accounts[1]).toMatchObject({ firstname: 'Zawadi', savings: 0, monthly_expected: 0 });
  });

  it('is for admins only', async () => {
    const statuses = await statusesFor(ctx, callers, 'GET', '/allacounts');
    expect(statuses).toEqual(ADMIN_ONLY);
  });
});

describe('GET /accounts/{userId}', () => {
  it("answers the member's savings, monthly target and loan installments", async () => {
    const res = await send(ctx, callers.admin, 'GET', `/accounts/${borrower.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_details: {
        firstname: 'Wanjiru',
        lastname: 'Kamau',
        email: borrower.user.email,
        member_number: 'M002',
        phone: '254712345678',
      },
      financial_summary: {
        savings: { current_amount: 12500.25, monthly_target: 3000 },
        loans: {
          long_term: { monthly_payment: LONG_TERM_INSTALLMENT },
          short_term: { monthly_payment: SHORT_TERM_INSTALLMENT },
        },
      },
      monthly_total: 11640.68,
    });
  });

  it('answers zeros for a member without savings or loans', async () => {
    const res = await send(ctx, callers.otherMember, 'GET', `/accounts/${callers.otherMember.id}`);
    expect(res.json()).toEqual({
      user_details: {
        firstname: 'Baraka',
        lastname: 'Mwangi',
        email: callers.otherMember.user.email,
        member_number: 'M003',
        phone: null,
      },
      financial_summary: {
        savings: { current_amount: 0, monthly_target: 0 },
        loans: { long_term: { monthly_payment: 0 }, short_term: { monthly_payment: 0 } },
      },
      monthly_total: 0,
    });
  });

  it('answers 404 for an unknown user and 422 for an id that is not one', async () => {
    await expectNotFound(ctx, callers.admin, '/accounts/999999', 'User not found.');
    await expectBadId(ctx, callers.admin, '/accounts/abc', 'userId');
  });

  it('shows members their own summary only', async () => {
    const statuses = await statusesFor(ctx, callers, 'GET', `/accounts/${borrower.id}`);
    expect(statuses).toEqual(OWNER_OR_ADMIN);
  });
});

describe('monthlyLoanPayments', () => {
  it("answers each member's installments of uncleared loans, zeros for the rest", async () => {
    const db = ctx.database.db;
    const payments = await monthlyLoanPayments(db, [borrower.id, callers.otherMember.id]);
    expect(Object.fromEntries(payments)).toEqual({
      [borrower.id]: { longTermCents: 470_735, shortTermCents: 393_333 },
      [callers.otherMember.id]: { longTermCents: 0, shortTermCents: 0 },
    });
    expect((await monthlyLoanPayments(db, [])).size).toBe(0);
  });

  it('leaves the balance check clean', async () => {
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });
});
