import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalRequests, type approvalVotes, expenses, fines, loans } from '../../db/schema.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { decide, expectSentForApproval, type QuorumScene, useQuorumApp } from '../../test/approvals-scene.js';
import { auditRowsAfter, lastAuditId } from '../../test/audit-rows.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { rowsIn, tableCounts } from '../../test/table-counts.js';

let s: QuorumScene;
let ctx: TestContext;
useQuorumApp((scene) => {
  s = scene;
  ctx = scene.ctx;
});

const rows = (table: typeof loans | typeof expenses | typeof approvalVotes) => rowsIn(ctx.database.db, table);
const loanBody = () => ({ user_id: s.member.id, loan_amount: 20_000, date_issued: '2026-03-09' });
const approve = (who: SignedIn, id: number) => decide(ctx, who, id, { decision: 'Approve' });

describe('money out with a quorum of two (docs/decisions/approvals.md)', () => {
  it('starts at two approvals and a threshold of KES 5,000', async () => {
    const settings = (await as(ctx, s.admin).get('/settings')).json();
    expect(settings).toMatchObject({ approvals_required: 2, approval_threshold: 5000 });
  });

  it('one official cannot issue a loan: it waits, and the second official’s approval issues it once', async () => {
    const id = expectSentForApproval(await as(ctx, s.admin).post('/addloan', loanBody()), 1);
    expect(await rows(loans)).toBe(0);
    // The maker's first approval is already counted: a second vote is a conflict, and so is a second request.
    const again = await approve(s.admin, id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe('You have already decided on this request.');
    expect((await as(ctx, s.admin).post('/addloan', loanBody())).statusCode).toBe(409);
    // Members and strangers have no say.
    expect((await approve(s.member, id)).statusCode).toBe(403);
    expect((await decide(ctx, undefined, id, { decision: 'Approve' })).statusCode).toBe(401);
    expect(await rows(loans)).toBe(0);

    const done = await approve(s.grace, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'Approved',
      kind: 'long_term_loan',
      amount: 20_000,
      maker_name: 'Amina Chair',
      beneficiary_name: 'Wanjiru Kamau',
      approvals: [
        { official_id: s.admin.id, decision: 'Approve' },
        { official_id: s.grace.id, decision: 'Approve' },
      ],
    });
    const [loan] = await ctx.database.db.select().from(loans);
    expect(done.json().reference).toBe(`loan:${loan!.id}`);
    expect(loan).toMatchObject({ userId: s.member.id, loanAmountCents: 2_000_000 });
    // Approving what is done is refused and issues nothing more.
    const late = await approve(s.otherMember, id);
    expect(late.statusCode).toBe(403);
    expect(await rows(loans)).toBe(1);
    await expectBalancesReconcile(ctx);
  });

  it('an expense of KES 5,000 waits; one below the threshold is paid at once', async () => {
    const expense = { account_id: s.equity, amount: 5000, comment_type: 'Rent', comment: 'March' };
    const id = expectSentForApproval(await as(ctx, s.admin).post('/create-expense', expense), 1);
    expect(await rows(expenses)).toBe(0);
    const small = await as(ctx, s.admin).post('/create-expense', { ...expense, amount: 4999.99 });
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json().message).toBe('Expense added and amount deducted successfully!');
    expect((await approve(s.grace, id)).json()).toMatchObject({ status: 'Approved', amount: 5000 });
    expect(await rows(expenses)).toBe(2);
    await expectBalancesReconcile(ctx);
  });

  it('a transfer waits for the second official', async () => {
    const transfer = {
      from_account_id: s.equityBooks,
      to_account_id: s.cashBooks,
      amount: 1000,
      date: '2026-03-09',
    };
    const id = expectSentForApproval(await as(ctx, s.admin).post('/books/transfers', transfer), 1);
    const done = await approve(s.grace, id);
    expect(done.json().reference).toMatch(/^entry:\d+$/);
    await expectBalancesReconcile(ctx);
  });

  it('a fine waiver waits for the second official', async () => {
    const [fine] = await ctx.database.db
      .insert(fines)
      .values({
        chargeKey: 'contribution:test',
        userId: s.member.id,
        kind: 'missed_contribution',
        period: '2026-02',
        chargedOn: '2026-03-10',
        amountCents: 50_000,
      })
      .returning();
    const waive = await as(ctx, s.admin).post(`/fines/${fine!.id}/waive`, { reason: 'Was in hospital' });
    const id = expectSentForApproval(waive, 1);
    const [before] = await ctx.database.db.select().from(fines).where(eq(fines.id, fine!.id));
    expect(before!.waivedCents).toBe(0);
    expect((await approve(s.grace, id)).json()).toMatchObject({ status: 'Approved', amount: 500 });
    const [after] = await ctx.database.db.select().from(fines).where(eq(fines.id, fine!.id));
    expect(after).toMatchObject({ waivedCents: 50_000, waiveReason: 'Was in hospital' });
  });

  it('a beneficiary never counts and may not vote; another official decides', async () => {
    const own = { user_id: s.admin.id, principal: 3000, date_issued: '2026-03-09' };
    const id = expectSentForApproval(await as(ctx, s.admin).post('/addshorttermloan', own), 0, 1);
    const refused = await approve(s.admin, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('BENEFICIARY');
    const done = await approve(s.grace, id);
    expect(done.json()).toMatchObject({ status: 'Approved', approvals: [{ official_id: s.grace.id }] });
  });

  it('a Reject needs a reason and closes the request; nothing is paid', async () => {
    const body = { user_id: s.otherMember.id, loan_amount: 5000, date_issued: '2026-03-09' };
    const id = expectSentForApproval(await as(ctx, s.admin).post('/addloan', body), 1);
    const bare = await decide(ctx, s.grace, id, { decision: 'Reject' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().message).toBe('reason is required to reject a request');
    const rejected = await decide(ctx, s.grace, id, { decision: 'Reject', reason: 'No guarantor' });
    expect(rejected.json()).toMatchObject({
      status: 'Rejected',
      approvals: [{ decision: 'Approve' }, { decision: 'Reject', reason: 'No guarantor' }],
    });
    expect(await rows(loans)).toBe(2);
    const list = (await as(ctx, s.grace).get('/approvals?status=rejected')).json();
    expect(list.approvals.map((a: { id: number }) => a.id)).toEqual([id]);
  });

  it('a last approval the books no longer allow is refused and writes nothing', async () => {
    const big = { account_id: s.equity, amount: 60_000, comment_type: 'Equipment', comment: 'Tent' };
    const first = expectSentForApproval(await as(ctx, s.admin).post('/create-expense', big), 1);
    const second = expectSentForApproval(await as(ctx, s.admin).post('/create-expense', big), 1);
    expect((await approve(s.grace, first)).statusCode).toBe(200);
    const before = await tableCounts(ctx.database.db);
    const refused = await approve(s.grace, second);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(await tableCounts(ctx.database.db)).toEqual(before);
    const view = (await as(ctx, s.grace).get(`/approvals/${second}`)).json();
    expect(view).toMatchObject({ status: 'Pending', approvals: [{ official_id: s.admin.id }] });
    await expectBalancesReconcile(ctx);
  });

  it('refuses at once a payout that could not be made, without queuing it', async () => {
    const before = await tableCounts(ctx.database.db);
    const res = await as(ctx, s.admin).post('/create-expense', {
      account_id: s.equity,
      amount: 900_000,
      comment_type: 'Rent',
    });
    expect(res.statusCode).toBe(422);
    const unknown = await as(ctx, s.admin).post('/addloan', { ...loanBody(), user_id: 99_999 });
    expect(unknown.statusCode).toBe(404);
    expect(await tableCounts(ctx.database.db)).toEqual(before);
  });

  it('records each request and each vote in the audit trail', async () => {
    const since = await lastAuditId(ctx);
    const transfer = {
      from_account_id: s.equityBooks,
      to_account_id: s.cashBooks,
      amount: 10,
      date: '2026-03-09',
    };
    const id = expectSentForApproval(await as(ctx, s.admin).post('/books/transfers', transfer), 1);
    await approve(s.grace, id);
    const records = await auditRowsAfter(ctx, since);
    expect(records.map((r) => [r.action, r.entity, r.userId])).toEqual([
      ['create', 'approval_request', s.admin.id],
      ['create', 'transfer', s.grace.id],
      ['approve', 'approval_request', s.grace.id],
    ]);
  });
});

describe('GET /approvals', () => {
  it('pages the requests, newest first, for officials only', async () => {
    const page = await as(ctx, s.grace).get('/approvals?per_page=2');
    expect(page.statusCode).toBe(200);
    const answer = page.json();
    expect(answer.approvals).toHaveLength(2);
    expect(answer.approvals[0].id).toBeGreaterThan(answer.approvals[1].id);
    expect(answer.pagination).toMatchObject({ page: 1, per_page: 2 });
    expect(answer.pagination.total).toBe(await approvalCount());
    for (const who of [s.member, s.otherMember]) {
      expect((await as(ctx, who).get('/approvals')).statusCode).toBe(403);
      expect((await as(ctx, who).get(`/approvals/${answer.approvals[0].id}`)).statusCode).toBe(403);
    }
    expect((await as(ctx).get('/approvals')).statusCode).toBe(401);
  });
});

async function approvalCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(approvalRequests);
  return row?.n ?? 0;
}
