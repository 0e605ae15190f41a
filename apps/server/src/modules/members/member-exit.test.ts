import { describe, expect, it } from 'vitest';
import { send } from '../../test/access.js';
import { type SignedIn, signInAgain, type TestContext } from '../../test/app.js';
import { decide, expectSentForApproval } from '../../test/approvals-scene.js';
import { as } from '../../test/http.js';
import { bringCashIn, expectBalancesReconcile, openSavings, submit } from '../../test/money-fixtures.js';
import { type OfficesScene, setOffice, signUpOffice, useOfficesApp } from '../../test/offices-scene.js';
import { setQuorum } from '../../test/quorum.js';
import { systemAccountId } from '../books/chart.js';
import { messagesFor } from '../outbox/outbox.service.js';
import { contributionPositions } from '../savings/index.js';

/*
 * A member's exit (docs/decisions/member-exits.md): the preview, the refusals, an exit with a loan above
 * the savings paid by two guarantors' pledges in proportion and a loan loss, the effects of being
 * inactive, reactivation, and who may call each.
 */
let s: OfficesScene;
let ctx: TestContext;
let borrower: SignedIn;
let guarantorA: SignedIn;
let guarantorB: SignedIn;
let saver: SignedIn;
let cash: number;
let loanId: number;

useOfficesApp(async (scene) => {
  s = scene;
  ctx = scene.ctx;
  borrower = scene.member;
  guarantorA = scene.otherMember;
  guarantorB = await signUpOffice(ctx, 'member', 'chebet');
  saver = await signUpOffice(ctx, 'member', 'kamau');
  await openSavings(ctx, s.chair, borrower.id, 10_000);
  await openSavings(ctx, s.chair, guarantorA.id, 20_000);
  await openSavings(ctx, s.chair, guarantorB.id, 10_000);
  await openSavings(ctx, s.chair, saver.id, 100_000);
  cash = await systemAccountId(ctx.database.db, 'cash');
  // The short-term loan's 40,000 comes into Cash on hand first; paying it out leaves nothing there.
  await bringCashIn(ctx, s.chair, 40_000);
  // A short-term loan of 40,000 above the borrower's limit of 30,000, pledged 6,000 and 4,000.
  const applied = await as(ctx, borrower).post('/loan-applications', {
    kind: 'short_term',
    amount: 40_000,
    purpose: 'Stock',
    guarantors: [guarantorA.id, guarantorB.id],
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const id = applied.json().application_id;
  for (const [who, amount] of [
    [guarantorA, 6_000],
    [guarantorB, 4_000],
  ] as const) {
    const res = await as(ctx, who).patch(`/loan-applications/${id}/guarantees/${who.id}`, {
      decision: 'Accepted',
      amount,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const approved = await as(ctx, s.chair).patch(`/loan-applications/${id}`, { decision: 'Approved' });
  expect(approved.statusCode, approved.body).toBe(200);
  loanId = approved.json().application.loan_id;
});

const exit = (who: SignedIn | undefined, userId: number, body: Record<string, unknown>) =>
  send(ctx, who, 'POST', `/members/${userId}/exit`, body);
const exitBody = (extra: Record<string, unknown> = {}) => ({
  date: todayOfApp,
  account_id: cash,
  reason: 'Moved to Mombasa',
  ...extra,
});
let todayOfApp = '';
const savingsOf = async (who: SignedIn) =>
  (await as(ctx, s.chair).get(`/loans/limit/${who.id}`)).json().savings as number;

describe("a member's exit", () => {
  it('previews savings, the loan with interest and fines, the pledges both ways and the shortfall', async () => {
    const res = await as(ctx, s.auditor).get(`/members/${borrower.id}/exit`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    todayOfApp = preview.date;
    expect(preview).toMatchObject({
      user_id: borrower.id,
      status: 'active',
      savings: 10_000,
      can_exit: true,
    });
    expect(preview.loans).toHaveLength(1);
    const loan = preview.loans[0];
    expect(loan).toMatchObject({ loan_id: loanId, kind: 'short_term', principal: 40_000, fines: 0 });
    // On the issue day a short-term loan owes no interest yet: its payoff is the principal.
    expect(loan).toMatchObject({ interest: 0, total: 40_000, from_savings: 10_000, written_off: 20_000 });
    expect(preview).toMatchObject({
      owed: 40_000,
      shortfall: 30_000,
      from_guarantors: 10_000,
      written_off: 20_000,
    });
    expect(preview.pledges_for_member).toEqual([
      expect.objectContaining({ user_id: guarantorA.id, pledge: 6_000, pays: 6_000 }),
      expect.objectContaining({ user_id: guarantorB.id, pledge: 4_000, pays: 4_000 }),
    ]);
    expect(preview.refund).toBe(0);
    const guarantor = (await as(ctx, s.chair).get(`/members/${guarantorA.id}/exit`)).json();
    expect(guarantor).toMatchObject({ can_exit: false, savings: 20_000 });
    expect(guarantor.pledges_held).toEqual([
      expect.objectContaining({ user_id: borrower.id, loan_id: loanId, amount: 6_000 }),
    ]);
  });

  it('answers the preview to officials and the auditor only', async () => {
    const path = `/members/${borrower.id}/exit`;
    const statuses = Object.fromEntries(
      await Promise.all(
        (
          [
            ['anonymous', undefined],
            ['member', s.member],
            ['otherMember', s.otherMember],
            ['chair', s.chair],
            ['treasurer', s.treasurer],
            ['secretary', s.secretary],
            ['auditor', s.auditor],
          ] as const
        ).map(async ([name, who]) => [name, (await send(ctx, who, 'GET', path)).statusCode]),
      ),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      member: 403,
      otherMember: 403,
      chair: 200,
      treasurer: 200,
      secretary: 200,
      auditor: 200,
    });
    expect((await send(ctx, s.chair, 'GET', '/members/99999/exit')).statusCode).toBe(404);
    expect((await send(ctx, s.chair, 'GET', `${path}?date=2026-02-30`)).statusCode).toBe(422);
  });

  it('refuses a guarantor of a loan still owed (409 naming the borrower), bad input, and callers who may not', async () => {
    const guarantor = await exit(s.chair, guarantorA.id, exitBody());
    expect(guarantor.statusCode).toBe(409);
    expect(guarantor.json()).toMatchObject({ code: 'GUARANTEES_OUTSTANDING' });
    expect(guarantor.json().message).toContain('Wanjiru Holder');
    expect((await exit(s.chair, borrower.id, exitBody({ date: '2999-01-01' }))).statusCode).toBe(422);
    expect((await exit(s.chair, borrower.id, exitBody({ reason: '  ' }))).statusCode).toBe(422);
    const unknownAccount = await exit(s.chair, borrower.id, exitBody({ account_id: 99_999 }));
    expect(unknownAccount.statusCode).toBe(422);
    expect(unknownAccount.json().code).toBe('UNKNOWN_ACCOUNT');
    expect((await exit(undefined, borrower.id, exitBody())).statusCode).toBe(401);
    expect((await exit(s.member, borrower.id, exitBody())).statusCode).toBe(403);
    expect((await exit(s.otherMember, borrower.id, exitBody())).statusCode).toBe(403);
    expect((await exit(s.auditor, borrower.id, exitBody())).statusCode).toBe(403);
    expect((await exit(s.chair, 99_999, exitBody())).statusCode).toBe(404);
    // Nothing changed.
    expect(await savingsOf(borrower)).toBe(10_000);
    expect(await savingsOf(guarantorA)).toBe(20_000);
  });

  it('refuses the exit of the last chair or treasurer (409), nothing written', async () => {
    const demoted = await setOffice(ctx, s.chair, s.treasurer.id, 'member');
    expect(demoted.statusCode, demoted.body).toBe(200);
    const last = await exit(s.chair, s.chair.id, exitBody());
    expect(last.statusCode, last.body).toBe(409);
    expect(last.json().code).toBe('LAST_RUNNING_OFFICE');
    const chair = (await as(ctx, s.auditor).get(`/members/${s.chair.id}/exit`)).json();
    expect(chair.status).toBe('active');
    expect((await setOffice(ctx, s.chair, s.treasurer.id, 'treasurer')).statusCode).toBe(200);
    s.treasurer = await signInAgain(ctx, s.treasurer);
  });

  it('lets nobody exit a member alone under a quorum of two', async () => {
    await setQuorum(ctx, 2);
    const asked = await exit(s.treasurer, borrower.id, exitBody());
    const id = expectSentForApproval(asked, 1);
    expect(asked.json()).toMatchObject({ kind: 'member_exit' });
    expect((await decide(ctx, borrower, id, { decision: 'Approve' })).statusCode).toBe(403);
    const rejected = await decide(ctx, s.chair, id, { decision: 'Reject', reason: 'Asked by mistake' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await savingsOf(borrower)).toBe(10_000);
    await setQuorum(ctx, 1);
  });

  it('settles the loan from the savings, the guarantors pay in proportion, the rest is a loan loss; the books balance', async () => {
    const preview = (await as(ctx, s.chair).get(`/members/${borrower.id}/exit`)).json();
    // Under a quorum of two: the secretary asks, nothing moves; the chair's approval carries it out.
    await setQuorum(ctx, 2);
    const asked = await exit(s.secretary, borrower.id, exitBody());
    const id = expectSentForApproval(asked, 1);
    expect(await savingsOf(borrower)).toBe(10_000);
    const done = await decide(ctx, s.chair, id, { decision: 'Approve' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Approved' });
    await setQuorum(ctx, 1);
    const after = (await as(ctx, s.chair).get(`/members/${borrower.id}/exit`)).json();
    expect(after).toMatchObject({ status: 'inactive', exited_on: todayOfApp, savings: 0, owed: 0 });
    expect(preview.written_off).toBe(20_000);
    expect(await savingsOf(borrower)).toBe(0);
    expect(await savingsOf(guarantorA)).toBe(14_000);
    expect(await savingsOf(guarantorB)).toBe(6_000);
    const loan = (await as(ctx, s.chair).get(`/loans/${loanId}`)).json().loan;
    expect(loan).toMatchObject({ status: 'cleared' });
    const journal = (await as(ctx, s.chair).get('/books/journal?per_page=1')).json().entries[0];
    expect(journal.key).toMatch(new RegExp(`^exit:${borrower.id}@`));
    const lines = journal.lines.map(
      (l: { account_name: string; user_id: number | null; debit: number; credit: number }) => [
        l.account_name,
        l.user_id,
        l.debit,
        l.credit,
      ],
    );
    expect(lines).toEqual([
      ['Loan losses', null, 20_000, 0],
      ["Members' savings", borrower.id, 10_000, 0],
      ["Members' savings", guarantorA.id, 6_000, 0],
      ["Members' savings", guarantorB.id, 4_000, 0],
      ['Loans to members', borrower.id, 0, 40_000],
    ]);
    const trial = (await as(ctx, s.auditor).get('/books/trial-balance')).json();
    expect(trial.total_debit ?? trial.totals?.debit).toBe(trial.total_credit ?? trial.totals?.credit);
    await expectBalancesReconcile(ctx);
    expect((await messagesFor(ctx.database.db, borrower.id, 'member_exited')).length).toBe(1);
    // Twice: 409.
    expect((await exit(s.chair, borrower.id, exitBody())).statusCode).toBe(409);
  });

  it('ends the sign-ins of the member who left and refuses them signing in', async () => {
    expect((await send(ctx, borrower, 'GET', '/me')).statusCode).toBe(401);
    await expect(signInAgain(ctx, borrower)).rejects.toThrow(/has left the group/);
  });

  it('leaves them out of the member list and pickers unless asked for, and out of the monthly expectations', async () => {
    const ids = async (query: string) =>
      (await as(ctx, s.chair).get(`/get-users${query}`))
        .json()
        .users.map((u: { users_id: number }) => u.users_id);
    expect(await ids('')).not.toContain(borrower.id);
    expect(await ids('?q=wanjiru')).not.toContain(borrower.id);
    expect(await ids('?status=all')).toContain(borrower.id);
    expect(await ids('?status=inactive')).toEqual([borrower.id]);
    expect(await ids(`?user_id=${borrower.id}`)).toEqual([borrower.id]);
    expect((await as(ctx, s.chair).get('/get-users?status=gone')).statusCode).toBe(422);
    const listed = (await as(ctx, s.chair).get('/get-users?status=all')).json().users;
    expect(listed.find((u: { users_id: number }) => u.users_id === borrower.id)).toMatchObject({
      status: 'inactive',
    });
    // No monthly contribution is expected of them, so the fines job charges them none.
    const expected = (await contributionPositions(ctx.database.db)).map((p) => p.userId);
    expect(expected).not.toContain(borrower.id);
    expect(expected).toContain(guarantorB.id);
    // Nobody names them as a guarantor.
    const named = await as(ctx, guarantorB).post('/loan-applications', {
      kind: 'short_term',
      amount: 1_000,
      purpose: 'Seeds',
      guarantors: [borrower.id],
    });
    expect(named.statusCode).toBe(422);
    expect(named.json().fields).toEqual({
      guarantors: `guarantors includes ${borrower.id}, who has left the group`,
    });
    // The statement keeps their history.
    const statement = await as(ctx, s.chair).get(`/statements/${borrower.id}`);
    expect(statement.statusCode).toBe(200);
  });

  it('lets the guarantors leave once the loan they pledged for is settled, refunding from the account named', async () => {
    const before = (await as(ctx, s.chair).get(`/members/${guarantorA.id}/exit`)).json();
    expect(before).toMatchObject({ can_exit: true, pledges_held: [], refund: 14_000 });
    // Cash on hand is below the refund (the loan was paid out of it): 422 and nothing written.
    const short = await exit(s.chair, guarantorA.id, exitBody({ reason: 'Retiring' }));
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { account_id: expect.any(String) },
    });
    expect(await savingsOf(guarantorA)).toBe(14_000);
    // Contributions come into Cash on hand; then the refund is paid from it.
    const id = await submit(ctx, s.chair, saver.id, [
      { transaction_type: 'SAVING', transaction_amount: 60_000 },
    ]);
    const approved = await as(ctx, s.chair).patch(`/transactions/savings/${id}/status`, {
      status: 'Approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const res = await exit(s.chair, guarantorA.id, exitBody({ reason: 'Retiring' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user_id: guarantorA.id,
      status: 'inactive',
      exited_on: todayOfApp,
      refund: 14_000,
      from_savings: 0,
      from_guarantors: 0,
      written_off: 0,
      message: 'Member exited',
    });
    expect(await savingsOf(guarantorA)).toBe(0);
    await expectBalancesReconcile(ctx);
  });

  it('reactivates a member who left: officials only, once, and they are told', async () => {
    const path = `/members/${borrower.id}/reactivate`;
    expect((await send(ctx, undefined, 'POST', path)).statusCode).toBe(401);
    // The member concerned and the other member have left: their sign-ins ended.
    expect((await send(ctx, s.member, 'POST', path)).statusCode).toBe(401);
    expect((await send(ctx, s.otherMember, 'POST', path)).statusCode).toBe(401);
    expect((await send(ctx, guarantorB, 'POST', path)).statusCode).toBe(403);
    expect((await send(ctx, saver, 'POST', path)).statusCode).toBe(403);
    expect((await send(ctx, s.auditor, 'POST', path)).statusCode).toBe(403);
    const res = await send(ctx, s.treasurer, 'POST', path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user_id: borrower.id, status: 'active' });
    expect((await send(ctx, s.chair, 'POST', path)).statusCode).toBe(409);
    expect((await send(ctx, s.chair, 'POST', '/members/99999/reactivate')).statusCode).toBe(404);
    expect((await messagesFor(ctx.database.db, borrower.id, 'member_reactivated')).length).toBe(1);
    const back = await signInAgain(ctx, borrower);
    expect(back.user.users_id).toBe(borrower.id);
  });
  it('takes in no money of a member who left: a payment pending at the exit is refused at approval, a new one at entry', async () => {
    const leaver = await signUpOffice(ctx, 'member', 'otieno');
    await openSavings(ctx, s.chair, leaver.id);
    const pending = await submit(ctx, s.chair, leaver.id, [
      { transaction_type: 'SAVING', transaction_amount: 500 },
    ]);
    const left = await exit(s.chair, leaver.id, exitBody({ reason: 'Moved away' }));
    expect(left.statusCode, left.body).toBe(200);
    const refusal = {
      code: 'MEMBER_INACTIVE',
      message: 'Otieno has left the group: reactivate them before recording their money, or reject it.',
    };
    const approve = await as(ctx, s.chair).patch(`/transactions/savings/${pending}/status`, {
      status: 'Approved',
    });
    expect(approve.statusCode, approve.body).toBe(409);
    expect(approve.json()).toMatchObject(refusal);
    const entered = await as(ctx, s.chair).post('/create-transaction', {
      user_id: leaver.id,
      total_payed: 500,
      transaction_items: [{ transaction_type: 'SAVING', transaction_amount: 500 }],
    });
    expect(entered.statusCode, entered.body).toBe(409);
    expect(entered.json()).toMatchObject(refusal);
    const rejected = await as(ctx, s.chair).patch(`/transactions/savings/${pending}/status`, {
      status: 'Rejected',
      reason: 'Left the group',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expectBalancesReconcile(ctx);
  });
});
