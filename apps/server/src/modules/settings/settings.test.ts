import { describe, expect, it } from 'vitest';
import { type Callers, SIGNED_IN, statusesFor } from '../../test/access.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { bringCashIn } from '../../test/money-fixtures.js';
import { CALLERS, usePeopleApp } from '../../test/scene.js';
import { findBalanceDifferences } from '../books/balance-check.js';

let ctx: TestContext;
let callers: Callers;
let admin: SignedIn;
usePeopleApp(CALLERS, async (scene) => {
  ({ ctx, admin, callers } = scene);
  await bringCashIn(ctx, admin, 1_000_000, { date: '2025-01-01' });
});

const defaults = {
  group_name: 'Test Group',
  long_term_rate: 0.12,
  long_term_months: 24,
  short_term_rate: 0.18,
  short_term_months: 3,
  savings_target: 30000,
  // Cash on hand, until an admin names a bank account's books account (docs/books.md).
  default_account_id: null,
  mpesa_shortcode: null,
  mpesa_account_id: null,
  c2b_token_set: false,
  // docs/decisions/lending.md, "Fines": the borrowing limit and the fines, off until an admin sets them.
  loan_multiplier: 3,
  late_fine_kind: 'none',
  late_fine_amount: 0,
  late_fine_rate: 0,
  missed_contribution_fine: 0,
  absence_fine_amount: 0,
  contribution_due_day: 10,
  approvals_required: 2,
  approval_threshold: 5000,
  hide_beneficiaries_from_members: false,
  withdrawal_notice_days: 0,
};

const patch = (who: SignedIn | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/links/settings',
    headers: who?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });

describe('GET /settings', () => {
  it('shows the defaults of docs/decisions/loans.md, "Group settings" to anyone signed in', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/settings')).toEqual(SIGNED_IN);
    expect((await as(ctx, callers.member).get('/settings')).json()).toEqual(defaults);
  });
});

describe('PATCH /settings', () => {
  it('lets only an admin change the settings', async () => {
    const change = { savings_target: 30000 };
    expect((await patch(undefined, change)).statusCode).toBe(401);
    expect((await patch(callers.member, change)).statusCode).toBe(403);
    expect((await patch(callers.otherMember, change)).statusCode).toBe(403);
    const res = await patch(admin, change);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaults);
  });

  it('changes any of the settings and answers with all of them', async () => {
    const res = await patch(admin, {
      group_name: '  Umoja Chama ',
      long_term_rate: 0.125,
      short_term_months: 4,
    });
    expect(res.statusCode).toBe(200);
    const changed = { ...defaults, group_name: 'Umoja Chama', long_term_rate: 0.125, short_term_months: 4 };
    expect(res.json()).toEqual(changed);
    expect((await as(ctx, callers.member).get('/settings')).json()).toEqual(changed);
    expect((await patch(admin, defaults)).json()).toEqual(defaults);
  });

  it.each([
    [{ long_term_rate: 0 }, 'long_term_rate', 'long_term_rate must be more than 0'],
    [{ long_term_rate: 1.01 }, 'long_term_rate', 'long_term_rate must not exceed 1 (100%)'],
    [{ short_term_rate: -0.1 }, 'short_term_rate', 'short_term_rate must not be negative'],
    [
      { short_term_rate: 0.12345 },
      'short_term_rate',
      'short_term_rate must be a whole number of hundredths of a percent (0.0001)',
    ],
    [{ short_term_rate: '0.18' }, 'short_term_rate', 'short_term_rate must be a number'],
    [
      { long_term_months: 0 },
      'long_term_months',
      'long_term_months must be a whole number of months from 1 to 120',
    ],
    [
      { short_term_months: 121 },
      'short_term_months',
      'short_term_months must be a whole number of months from 1 to 120',
    ],
    [
      { short_term_months: 2.5 },
      'short_term_months',
      'short_term_months must be a whole number of months from 1 to 120',
    ],
    [{ savings_target: 999 }, 'savings_target', 'savings_target must be at least 1,000'],
    [{ savings_target: 1500 }, 'savings_target', 'savings_target must be a multiple of 1,000'],
    [{ savings_target: 1000.001 }, 'savings_target', 'savings_target must have at most two decimals'],
    [{ group_name: '   ' }, 'group_name', 'Group name is required'],
    [{ group_name: 'x'.repeat(101) }, 'group_name', 'Group name must be at most 100 characters'],
  ])('refuses %j naming the field, and changes nothing', async (change, field, message) => {
    // A valid change sent alongside must not be written either.
    const companion = field === 'group_name' ? { long_term_months: 12 } : { group_name: 'Changed' };
    const res = await patch(admin, { ...companion, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
    expect((await as(ctx, admin).get('/settings')).json()).toEqual(defaults);
  });

  it('refuses a change that names no setting', async () => {
    const res = await patch(admin, { interest: 0.2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Send at least one setting to change: group_name, long_term_rate, long_term_months, ' +
        'short_term_rate, short_term_months, savings_target, default_account_id, mpesa_shortcode, mpesa_account_id, ' +
        'loan_multiplier, late_fine_kind, late_fine_amount, late_fine_rate, missed_contribution_fine, absence_fine_amount, contribution_due_day, ' +
        'approvals_required, approval_threshold, hide_beneficiaries_from_members, withdrawal_notice_days',
    );
  });

  it('applies to loans issued afterwards only (docs/decisions/loans.md, "Group settings")', async () => {
    const early = await signUp(ctx, 'member');
    const late = await signUp(ctx, 'member');
    const before = await as(ctx, admin).post('/addloan', {
      user_id: early.id,
      loan_amount: 100000,
      date_issued: '2026-01-15',
    });
    expect(before.statusCode).toBe(201);
    expect(await patch(admin, { long_term_rate: 0.12, long_term_months: 12 })).toMatchObject({
      statusCode: 200,
    });
    const after = await as(ctx, admin).post('/addloan', {
      user_id: late.id,
      loan_amount: 100000,
      date_issued: '2026-01-15',
    });
    expect(after.json()).toMatchObject({ installment_amount: 8884.88, total_interest: 6618.53 });

    const loans = (await as(ctx, admin).get('/all-loans')).json().loans;
    const termOf = (userId: number) => loans.find((loan: { user_id: number }) => loan.user_id === userId);
    expect(termOf(early.id)).toMatchObject({ payment_period: 24, installment_amount: 4707.35 });
    expect(termOf(late.id)).toMatchObject({ payment_period: 12, installment_amount: 8884.88 });
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
    await patch(admin, defaults);
  });
});
