import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalRequests, loans, users } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { decide, expectSentForApproval, type QuorumScene, useQuorumApp } from '../../test/approvals-scene.js';
import { as } from '../../test/http.js';
import { rowsIn } from '../../test/table-counts.js';

/*
 * docs/decisions/offices.md, "Offices of new users": an admin made by the create-user wizard is a
 * change of office like any other. With a quorum of two, one official cannot create a second
 * official account (whose invitation they hold) and approve their own money out with it.
 */
let s: QuorumScene;
let ctx: TestContext;
useQuorumApp((scene) => {
  s = scene;
  ctx = scene.ctx;
});

const newAdmin = (email: string) => ({ firstname: 'Sam', lastname: 'Puppet', email, role: 'admin' });

/** Accepts an invitation as whoever holds its code (here, the official who created the user). */
async function acceptInvitation(code: string): Promise<SignedIn> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/links/invitations/${code}/accept`,
    payload: { password: 'Puppet-Pass-2026!' },
    remoteAddress: '10.7.0.9',
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as SignedIn;
  return { ...answer, id: answer.user.users_id, headers: { authorization: `Bearer ${answer.access_token}` } };
}

const officeOf = async (id: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('an admin created by the wizard with a quorum of two', () => {
  it('is a member until a second official approves the office; meanwhile they cannot approve anything', async () => {
    const created = await as(ctx, s.admin).post('/create-user-account', newAdmin('sam.puppet@example.com'));
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json();
    expect(answer.message).toBe('User account created successfully');
    expect(answer.office_approval).toMatchObject({
      kind: 'office_change',
      status: 'Pending',
      approvals_required: 2,
      approvals: [{ official_id: s.admin.id, decision: 'Approve' }],
      message: 'Sent for approval (1 of 2 approvals)',
    });
    expect(await officeOf(answer.user_id)).toMatchObject({ role: 'member', office: 'member' });

    // The official who holds the invitation signs in as the new user: a member, no official.
    const puppet = await acceptInvitation(answer.invitation_code);
    expect(puppet.user).toMatchObject({ role: 'member', office: 'member' });
    const loanId = expectSentForApproval(
      await as(ctx, s.admin).post('/addloan', {
        user_id: s.member.id,
        loan_amount: 20_000,
        date_issued: '2026-03-09',
      }),
      1,
    );
    const refused = await decide(ctx, puppet, loanId, { decision: 'Approve' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await rowsIn(ctx.database.db, loans)).toBe(0);
    // Nor may the new user vote on their own office.
    expect(
      (await decide(ctx, puppet, answer.office_approval.approval_id, { decision: 'Approve' })).statusCode,
    ).toBe(403);

    // The second official's approval makes them a treasurer, once.
    const approved = await decide(ctx, s.grace, answer.office_approval.approval_id, { decision: 'Approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Approved', kind: 'office_change' });
    expect(await officeOf(answer.user_id)).toMatchObject({ role: 'admin', office: 'treasurer' });
  });

  it('gives a member at once, and refuses a taken email before asking for any office', async () => {
    const member = await as(ctx, s.admin).post('/create-user-account', {
      ...newAdmin('achieng.member@example.com'),
      role: 'member',
    });
    expect(member.statusCode, member.body).toBe(201);
    expect(member.json().office_approval).toBeNull();
    expect(await officeOf(member.json().user_id)).toMatchObject({ role: 'member', office: 'member' });

    // A second wizard for the same email is refused before any request is made.
    const before = await rowsIn(ctx.database.db, approvalRequests);
    const again = await as(ctx, s.admin).post('/create-user-account', newAdmin('achieng.member@example.com'));
    expect(again.statusCode).toBe(409);
    expect(await rowsIn(ctx.database.db, approvalRequests)).toBe(before);
  });
});

describe('an admin created by the wizard with a quorum of one', () => {
  it('is a treasurer at once, as the spec’s wizard does', async () => {
    const quorum = expectSentForApproval(
      await as(ctx, s.admin).patch('/settings', { approvals_required: 1 }),
      1,
    );
    expect((await decide(ctx, s.grace, quorum, { decision: 'Approve' })).statusCode).toBe(200);
    const created = await as(ctx, s.admin).post(
      '/create-user-account',
      newAdmin('sam.treasurer@example.com'),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().office_approval).toBeNull();
    expect(await officeOf(created.json().user_id)).toMatchObject({ role: 'admin', office: 'treasurer' });
  });
});
