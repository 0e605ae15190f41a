import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fines } from '../../db/schema.js';
import { type Callers, send, statusesFor } from '../../test/access.js';
import { createTestApp, type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { seedLoan } from '../../test/loans-seed.js';
import { openSavings } from '../../test/money-fixtures.js';

let ctx: TestContext;
let callers: Callers;
let admin: SignedIn;
let guarantor: SignedIn;
let applicationId: number;
let fineLoan: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUp(ctx, 'admin');
  callers = { admin, member: await signUp(ctx, 'member'), otherMember: await signUp(ctx, 'member') };
  guarantor = await signUp(ctx, 'member', { firstname: 'Otieno' });
  for (const who of [callers.member, callers.otherMember, guarantor])
    await openSavings(ctx, admin, who.id, 10_000);
  const res = await as(ctx, callers.member).post('/loan-applications', {
    kind: 'long_term',
    amount: 35_000,
    purpose: 'Roof',
    guarantors: [guarantor.id],
  });
  expect(res.statusCode, res.body).toBe(201);
  applicationId = res.json().application_id;
  fineLoan = (
    await seedLoan(ctx.database.db, {
      userId: callers.member.id,
      kind: 'short_term',
      principalCents: 100_000,
      issuedOn: '2025-01-10',
    })
  ).id;
  await as(ctx, admin).patch('/settings', { late_fine_kind: 'percent', late_fine_rate: 0.05 });
});
afterAll(() => ctx.close());

/** The status each caller gets, the guarantor of the application included. */
async function everyone(method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) {
  const statuses = await statusesFor(ctx, callers, method, path, payload);
  return { ...statuses, guarantor: (await send(ctx, guarantor, method, path, payload)).statusCode };
}

describe('who may call the loan lifecycle endpoints', () => {
  it('applications: members apply for themselves; lists and decisions are an admin’s', async () => {
    const own = { kind: 'short_term', amount: 100, purpose: 'Seeds', guarantors: [] };
    // A member applying names no user_id; for another member it is 403, for an unknown one 404.
    expect(
      (
        await send(ctx, callers.otherMember, 'POST', '/loan-applications', {
          ...own,
          user_id: callers.member.id,
        })
      ).statusCode,
    ).toBe(403);
    expect((await send(ctx, undefined, 'POST', '/loan-applications', own)).statusCode).toBe(401);
    expect(await everyone('GET', '/loan-applications')).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 200,
      guarantor: 403,
    });
    expect(await everyone('GET', '/loan-applications/mine')).toEqual({
      anonymous: 401,
      member: 200,
      otherMember: 200,
      admin: 200,
      guarantor: 200,
    });
    expect(await everyone('GET', `/loan-applications/${applicationId}`)).toEqual({
      anonymous: 401,
      member: 200,
      otherMember: 404,
      admin: 200,
      guarantor: 200,
    });
    const reject = { decision: 'Rejected', reason: 'Not now' };
    const statuses = await statusesFor(
      ctx,
      { ...callers, admin: callers.member },
      'PATCH',
      `/loan-applications/${applicationId}`,
      reject,
    );
    expect(statuses).toEqual({ anonymous: 401, member: 403, otherMember: 403, admin: 403 });
    expect(
      (await send(ctx, guarantor, 'PATCH', `/loan-applications/${applicationId}`, reject)).statusCode,
    ).toBe(403);
  });

  it('guarantees: only the guarantor named in the path answers', async () => {
    const path = `/loan-applications/${applicationId}/guarantees/${guarantor.id}`;
    const answer = { decision: 'Accepted', amount: 1_000 };
    expect(await statusesFor(ctx, callers, 'PATCH', path, answer)).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 403,
    });
    expect(
      (await send(ctx, guarantor, 'PATCH', path, { decision: 'Accepted', amount: 10_000.01 })).statusCode,
    ).toBe(422);
    expect((await send(ctx, guarantor, 'PATCH', path, answer)).statusCode).toBe(200);
    expect((await send(ctx, guarantor, 'PATCH', path, answer)).statusCode).toBe(409);
    // Someone not asked gets 404 on their own path.
    expect(
      (
        await send(
          ctx,
          callers.otherMember,
          'PATCH',
          `/loan-applications/${applicationId}/guarantees/${callers.otherMember.id}`,
          answer,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('limits, arrears, overdue, payoff and fines', async () => {
    const self = callers.member.id;
    expect(await everyone('GET', `/loans/limit/${self}`)).toEqual({
      anonymous: 401,
      member: 200,
      otherMember: 403,
      admin: 200,
      guarantor: 403,
    });
    expect(await everyone('GET', '/loans/arrears')).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 200,
      guarantor: 403,
    });
    expect(await everyone('GET', `/loans/overdue/${self}`)).toEqual({
      anonymous: 401,
      member: 200,
      otherMember: 403,
      admin: 200,
      guarantor: 403,
    });
    expect(await everyone('GET', `/loans/${fineLoan}/payoff`)).toEqual({
      anonymous: 401,
      member: 200,
      otherMember: 404,
      admin: 200,
      guarantor: 404,
    });
    expect(await everyone('POST', '/fines/run')).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 200,
      guarantor: 403,
    });
    expect(await everyone('GET', '/fines')).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 200,
      guarantor: 403,
    });
    expect(await everyone('GET', `/fines/user/${self}`)).toEqual({
      anonymous: 401,
      member: 200,
      otherMember: 403,
      admin: 200,
      guarantor: 403,
    });
    const fines = (await as(ctx, admin).get(`/fines?user_id=${self}`)).json().fines;
    // The fine took effect today: nothing of the years-old installments is fined before it.
    expect(fines).toEqual([]);
  });
});

describe('bad input is a clear 4xx and writes nothing', () => {
  const apply = (who: SignedIn, payload: Record<string, unknown>) =>
    as(ctx, who).post('/loan-applications', {
      kind: 'short_term',
      amount: 1_000,
      purpose: 'Seeds',
      guarantors: [],
      ...payload,
    });

  it('refuses an amount the limit and the guarantors cannot cover, naming the shortfall', async () => {
    const res = await apply(callers.otherMember, { amount: 100_000, guarantors: [guarantor.id] });
    expect(res.statusCode).toBe(422);
    // Limit 30,000; the guarantor has 9,000 free (1,000 pledged): 61,000 short.
    expect(res.json().fields.amount).toBe(
      "The amount is KES 61,000.00 more than the limit of KES 30,000.00 and the guarantors' pledges cover.",
    );
  });

  it.each([
    [{ guarantors: ['self'] }, 'guarantors', 'must not include the borrower'],
    [{ guarantors: [2_000_000_000] }, 'guarantors', 'includes 2000000000, who is not a member'],
    [{ guarantors: ['g', 'g'] }, 'guarantors', 'must name each guarantor once'],
    [{ months: 4 }, 'months', 'must be from 1 to 3 for a short-term loan'],
    [{ months: 0 }, 'months', 'months must be at least 1'],
    [{ kind: 'forever' }, 'kind', 'kind must be long_term or short_term'],
    [{ purpose: 'a\u0000b' }, 'purpose', 'purpose must not contain NUL characters'],
    [{ amount: 10.001 }, 'amount', 'amount must have at most two decimals'],
  ])('refuses %j', async (change, field, message) => {
    const resolve = (v: unknown) => (v === 'self' ? callers.otherMember.id : v === 'g' ? guarantor.id : v);
    const payload = {
      ...change,
      ...('guarantors' in change ? { guarantors: change.guarantors.map(resolve) } : {}),
    };
    const before = (await as(ctx, admin).get('/loan-applications')).json().pagination.total;
    const res = await apply(callers.otherMember, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().fields[field]).toContain(message);
    expect((await as(ctx, admin).get('/loan-applications')).json().pagination.total).toBe(before);
  });

  it('refuses a decision without a reason to reject, a payoff before the issue date, a bad waiver', async () => {
    const noReason = await as(ctx, admin).patch(`/loan-applications/${applicationId}`, {
      decision: 'Rejected',
    });
    expect(noReason.statusCode).toBe(422);
    const early = await as(ctx, admin).get(`/loans/${fineLoan}/payoff?date=2025-01-09`);
    expect(early.json().fields).toEqual({ date: 'date must not be before the issue date 2025-01-10' });
    expect((await as(ctx, admin).post('/fines/2147483647/waive', { reason: 'Sick' })).statusCode).toBe(404);
    expect((await as(ctx, admin).post('/fines/1/waive', {})).statusCode).toBe(422);
  });

  it('waives a fine once, with a reason', async () => {
    await as(ctx, admin).patch('/settings', { missed_contribution_fine: 0 });
    const [fine] = await ctx.database.db
      .insert(fines)
      .values({
        chargeKey: 'test:waive',
        userId: callers.member.id,
        loanId: fineLoan,
        kind: 'late_installment',
        period: '1',
        chargedOn: '2025-03-11',
        amountCents: 5_000,
      })
      .returning();
    const path = `/fines/${fine!.id}/waive`;
    expect(
      await statusesFor(ctx, { ...callers, admin: callers.otherMember }, 'POST', path, { reason: 'Sick' }),
    ).toEqual({ anonymous: 401, member: 403, otherMember: 403, admin: 403 });
    const waived = await as(ctx, admin).post(path, { reason: 'Bereavement' });
    expect(waived.json()).toMatchObject({ status: 'Waived', waived: 50, waive_reason: 'Bereavement' });
    expect((await as(ctx, admin).post(path, { reason: 'Again' })).statusCode).toBe(409);
  });
});
