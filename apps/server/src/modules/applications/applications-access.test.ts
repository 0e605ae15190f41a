import { describe, expect, it } from 'vitest';
import { fines } from '../../db/schema.js';
import { ADMIN_ONLY, type Callers, send, statusesFor } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { roofApplication } from '../../test/loan-checks.js';
import { seedLoan } from '../../test/loans-seed.js';
import { openSavings } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
let callers: Callers;
let admin: SignedIn;
let checker: SignedIn;
let guarantor: SignedIn;
let applicationId: number;
let adminApplicationId: number;
let fineLoan: number;

usePeopleApp(
  {
    admin: 'admin',
    checker: named('Chege', 'admin'),
    member: 'member',
    otherMember: 'member',
    guarantor: named('Otieno'),
  },
  async (scene) => {
    ({ ctx, admin, checker, callers, guarantor } = scene);
    // Two officials test the maker-checker rule here, not the quorum: each acts alone.
    await setQuorum(ctx, 1);
    for (const who of [callers.member, callers.otherMember, guarantor])
      await openSavings(ctx, admin, who.id, 10_000);
    fineLoan = (
      await seedLoan(ctx.database.db, {
        userId: callers.member.id,
        kind: 'short_term',
        principalCents: 100_000,
        issuedOn: '2025-01-10',
      })
    ).id;
    await as(ctx, admin).patch('/settings', { late_fine_kind: 'percent', late_fine_rate: 0.05 });
  },
);

/** The status each caller gets, the guarantor of the application included. */
async function everyone(method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) {
  const statuses = await statusesFor(ctx, callers, method, path, payload);
  return { ...statuses, guarantor: (await send(ctx, guarantor, method, path, payload)).statusCode };
}

describe('who may call the loan lifecycle endpoints', () => {
  it('applying: a member for themselves, an admin for a member named by user_id', async () => {
    const own = { kind: 'short_term', amount: 100, purpose: 'Seeds', guarantors: [] };
    const forMember = { ...own, user_id: callers.member.id };
    const apply = async (who: SignedIn | undefined, payload: unknown) =>
      send(ctx, who, 'POST', '/loan-applications', payload);
    expect((await apply(undefined, own)).statusCode).toBe(401);
    const mine = await apply(callers.member, roofApplication(guarantor.id));
    expect(mine.statusCode, mine.body).toBe(201);
    applicationId = mine.json().application_id;
    // Another member, or the guarantor, applying for the member is refused; the guarantor may apply
    // for themselves.
    expect((await apply(callers.otherMember, forMember)).statusCode).toBe(403);
    expect((await apply(guarantor, forMember)).statusCode).toBe(403);
    expect((await apply(guarantor, own)).statusCode).toBe(201);
    const forOther = await apply(admin, { ...own, kind: 'long_term', user_id: callers.otherMember.id });
    expect(forOther.statusCode, forOther.body).toBe(201);
    adminApplicationId = forOther.json().application_id;
    expect((await as(ctx, admin).get(`/loan-applications/${adminApplicationId}`)).json()).toMatchObject({
      user_id: callers.otherMember.id,
      applied_by: admin.id,
      status: 'Pending',
    });
    expect((await apply(admin, { ...own, user_id: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('applications: the list is an admin’s; one application is its borrower’s, guarantors’ and admins’', async () => {
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
  });

  it('deciding: an admin other than the one who applied, once; a rejection needs no reason', async () => {
    const path = `/loan-applications/${adminApplicationId}`;
    const reject = { decision: 'Rejected' };
    expect((await send(ctx, admin, 'PATCH', path, reject)).statusCode).toBe(403);
    expect((await send(ctx, guarantor, 'PATCH', path, reject)).statusCode).toBe(403);
    // otherMember is the borrower of this application: a member, so refused too.
    expect(await statusesFor(ctx, { ...callers, admin: checker }, 'PATCH', path, reject)).toEqual(ADMIN_ONLY);
    expect((await as(ctx, admin).get(path)).json()).toMatchObject({
      status: 'Rejected',
      reason: null,
      decided_by: checker.id,
    });
    expect((await send(ctx, checker, 'PATCH', path, reject)).statusCode).toBe(409);
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
    const own = { anonymous: 401, member: 200, otherMember: 403, admin: 200, guarantor: 403 };
    const adminOnly = { anonymous: 401, member: 403, otherMember: 403, admin: 200, guarantor: 403 };
    expect(await everyone('GET', `/loans/limit/${self}`)).toEqual(own);
    expect(await everyone('GET', '/loans/arrears')).toEqual(adminOnly);
    expect(await everyone('GET', `/loans/overdue/${self}`)).toEqual(own);
    expect(await everyone('GET', `/loans/${fineLoan}/payoff`)).toEqual({
      anonymous: 401,
      member: 200,
      otherMember: 404,
      admin: 200,
      guarantor: 404,
    });
    expect(await everyone('POST', '/fines/run')).toEqual(adminOnly);
    expect(await everyone('GET', '/fines')).toEqual(adminOnly);
    expect(await everyone('GET', `/fines/user/${self}`)).toEqual(own);
    const fines = (await as(ctx, admin).get(`/fines?user_id=${self}`)).json().fines;
    // The fine took effect today: nothing of the years-old installments is fined before it.
    expect(fines).toEqual([]);
  });

  it('waiving a fine: an admin, once, with a reason', async () => {
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
    // The admin's call (the fourth) waives it; the guarantor's after it is refused at the door.
    expect(await everyone('POST', path, { reason: 'Bereavement' })).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      admin: 200,
      guarantor: 403,
    });
    const [waived] = (await as(ctx, admin).get(`/fines?user_id=${callers.member.id}`)).json().fines;
    expect(waived).toMatchObject({ status: 'Waived', waived: 50, waive_reason: 'Bereavement' });
    expect((await as(ctx, admin).post(path, { reason: 'Again' })).statusCode).toBe(409);
  });
});
