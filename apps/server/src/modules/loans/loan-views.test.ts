import { describe, expect, it } from 'vitest';
import { type Callers, OWNER_OR_ADMIN, SIGNED_IN, statusesFor } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { bringCashIn } from '../../test/money-fixtures.js';
import { CALLERS, usePeopleApp } from '../../test/scene.js';
import { findBalanceDifferences } from '../books/balance-check.js';

let ctx: TestContext;
let admin: SignedIn;
let callers: Callers;
let longTermId: number;
let shortTermId: number;
usePeopleApp(CALLERS, async (scene) => {
  ({ ctx, admin, callers } = scene);
  await bringCashIn(ctx, admin, 1_000_000, { date: '2025-01-01' });
  const long = await as(ctx, admin).post('/addloan', {
    user_id: callers.member.id,
    loan_amount: 100000,
    date_issued: '2026-01-31',
  });
  const short = await as(ctx, admin).post('/addshorttermloan', {
    user_id: callers.member.id,
    principal: 10000,
    date_issued: '2026-01-31',
  });
  longTermId = long.json().loan_id;
  shortTermId = short.json().loan_id;
});

describe('GET /loans/{loanId}', () => {
  it('shows a loan to an admin and to the member who owes it; to another member it does not exist', async () => {
    for (const loanId of [longTermId, shortTermId]) {
      expect(await statusesFor(ctx, callers, 'GET', `/loans/${loanId}`)).toEqual({
        anonymous: 401,
        member: 200,
        otherMember: 404,
        admin: 200,
      });
    }
    const hidden = await as(ctx, callers.otherMember).get(`/loans/${longTermId}`);
    expect(hidden.json()).toMatchObject({ message: 'Loan not found.', code: 'NOT_FOUND' });
    const own = (await as(ctx, callers.member).get(`/loans/${shortTermId}`)).json();
    expect(own.loan).toMatchObject({ kind: 'short_term', amount_due: 11800, status: 'uncleared' });
    expect(own.schedule).toHaveLength(3);
  });

  it('answers 404 for a loan that does not exist and 422 for an id that is not one', async () => {
    expect((await as(ctx, admin).get('/loans/987654')).statusCode).toBe(404);
    const bad = await as(ctx, admin).get('/loans/abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('loanId must be a positive whole number');
  });
});

describe('GET /loans/user/{userId}', () => {
  it("lists a member's own loans of both kinds, for the member themselves and admins", async () => {
    expect(await statusesFor(ctx, callers, 'GET', `/loans/user/${callers.member.id}`)).toEqual(
      OWNER_OR_ADMIN,
    );
    const { loans } = (await as(ctx, callers.member).get(`/loans/user/${callers.member.id}`)).json();
    expect(loans.map((l: { kind: string }) => l.kind).sort()).toEqual(['long_term', 'short_term']);
    expect(loans.find((l: { kind: string }) => l.kind === 'short_term')).toMatchObject({
      id: shortTermId,
      principal: 10000,
      interest_amount: 1800,
      amount_due: 11800,
      installment_amount: 3933.33,
      interest_rate: 0.18,
      payment_period: 3,
      status: 'uncleared',
    });
    const none = await as(ctx, callers.otherMember).get(`/loans/user/${callers.otherMember.id}`);
    expect(none.json()).toEqual({ loans: [] });
    expect((await as(ctx, admin).get('/loans/user/777777')).statusCode).toBe(404);
  });
});

describe('GET /loans/total/{userId}', () => {
  it('is for the member themselves and admins', async () => {
    expect(await statusesFor(ctx, callers, 'GET', `/loans/total/${callers.member.id}`)).toEqual(
      OWNER_OR_ADMIN,
    );
  });

  it('sums the amount due on the member’s uncleared loans by kind', async () => {
    const res = await as(ctx, callers.member).get(`/loans/total/${callers.member.id}`);
    // 100,000 + 12,976.34 of interest (12% over 24 months) and 10,000 + 1,800 (18% flat).
    expect(res.json()).toEqual({
      total_amount_due: { long_term: 112976.34, short_term: 11800, combined_total: 124776.34 },
    });
    const nothing = await as(ctx, callers.otherMember).get(`/loans/total/${callers.otherMember.id}`);
    expect(nothing.json()).toEqual({ total_amount_due: { long_term: 0, short_term: 0, combined_total: 0 } });
  });

  it('answers 404 for a member who does not exist', async () => {
    const res = await as(ctx, admin).get('/loans/total/777777');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found.');
  });
});

describe('GET /totaloutstandingloans', () => {
  it('is for anyone signed in', async () => {
    expect(await statusesFor(ctx, callers, 'GET', '/totaloutstandingloans')).toEqual(SIGNED_IN);
  });

  it('sums the amount due over every uncleared loan of the group', async () => {
    const before = (await as(ctx, callers.otherMember).get('/totaloutstandingloans')).json();
    expect(before).toEqual({ total_outstanding_loans: 124776.34 });
    const res = await as(ctx, admin).post('/addshorttermloan', {
      user_id: callers.otherMember.id,
      principal: 2000.1,
      date_issued: '2026-02-01',
    });
    expect(res.json().amount_due).toBe(2360.12);
    const after = (await as(ctx, callers.member).get('/totaloutstandingloans')).json();
    expect(after).toEqual({ total_outstanding_loans: 127136.46 });
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([]);
  });
});
