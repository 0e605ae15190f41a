import { describe, expect, it } from 'vitest';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { roofApplication } from '../../test/loan-checks.js';
import { seedLoan } from '../../test/loans-seed.js';
import { openSavings } from '../../test/money-fixtures.js';
import { named, usePeopleApp } from '../../test/scene.js';

/** docs/decisions/wire.md, "Error answers": a clear 4xx naming the field, and nothing written. */
let ctx: TestContext;
let admin: SignedIn;
let borrower: SignedIn;
let applicant: SignedIn;
let guarantor: SignedIn;
let applicationId: number;
let loanId: number;

usePeopleApp(
  { admin: 'admin', borrower: 'member', applicant: 'member', guarantor: named('Otieno') },
  async (scene) => {
    ({ ctx, admin, borrower, applicant, guarantor } = scene);
    for (const who of [borrower, applicant, guarantor]) await openSavings(ctx, admin, who.id, 10_000);
    const applied = await as(ctx, borrower).post('/loan-applications', roofApplication(guarantor.id));
    expect(applied.statusCode, applied.body).toBe(201);
    applicationId = applied.json().application_id;
    const pledge = { decision: 'Accepted', amount: 1_000 };
    const path = `/loan-applications/${applicationId}/guarantees/${guarantor.id}`;
    expect((await as(ctx, guarantor).patch(path, pledge)).statusCode).toBe(200);
    const seeded = { userId: borrower.id, kind: 'short_term' as const, principalCents: 100_000 };
    loanId = (await seedLoan(ctx.database.db, { ...seeded, issuedOn: '2025-01-10' })).id;
  },
);

const apply = (payload: Record<string, unknown>) =>
  as(ctx, applicant).post('/loan-applications', {
    kind: 'short_term',
    amount: 1_000,
    purpose: 'Seeds',
    guarantors: [],
    ...payload,
  });
const applications = async () => (await as(ctx, admin).get('/loan-applications')).json().pagination.total;

describe('bad input is a clear 4xx and writes nothing', () => {
  it('refuses an amount the limit and the guarantors cannot cover, naming the shortfall', async () => {
    const res = await apply({ amount: 100_000, guarantors: [guarantor.id] });
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
    const resolve = (v: unknown) => (v === 'self' ? applicant.id : v === 'g' ? guarantor.id : v);
    const payload = {
      ...change,
      ...('guarantors' in change ? { guarantors: change.guarantors.map(resolve) } : {}),
    };
    const before = await applications();
    const res = await apply(payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().fields[field]).toContain(message);
    expect(await applications()).toBe(before);
  });

  it('refuses a decision that is neither, or a reason too long, and leaves the application pending', async () => {
    const path = `/loan-applications/${applicationId}`;
    const maybe = await as(ctx, admin).patch(path, { decision: 'Maybe' });
    expect(maybe.statusCode).toBe(422);
    const long = await as(ctx, admin).patch(path, { decision: 'Rejected', reason: 'x'.repeat(201) });
    expect(long.json().fields).toEqual({ reason: 'reason must be at most 200 characters' });
    expect((await as(ctx, admin).get(path)).json()).toMatchObject({ status: 'Pending', reason: null });
  });

  it('refuses a payoff before the issue date and a waiver of no fine or without a reason', async () => {
    const early = await as(ctx, admin).get(`/loans/${loanId}/payoff?date=2025-01-09`);
    expect(early.json().fields).toEqual({ date: 'date must not be before the issue date 2025-01-10' });
    expect((await as(ctx, admin).post('/fines/2147483647/waive', { reason: 'Sick' })).statusCode).toBe(404);
    const noReason = await as(ctx, admin).post('/fines/1/waive', {});
    expect(noReason.json().fields).toEqual({ reason: 'reason is required' });
  });
});
