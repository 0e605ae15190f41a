import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { decide, expectSentForApproval, type QuorumScene, useQuorumApp } from '../../test/approvals-scene.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { tableCounts } from '../../test/table-counts.js';

let s: QuorumScene;
let ctx: TestContext;
useQuorumApp((scene) => {
  s = scene;
  ctx = scene.ctx;
});

const loanBody = () => ({ user_id: s.member.id, loan_amount: 20_000, date_issued: '2026-03-09' });
const approve = (id: number) => decide(ctx, s.grace, id, { decision: 'Approve' });

describe('signed in as a member', () => {
  it('no one moves the group’s money: every money call is refused and writes nothing', async () => {
    const before = await tableCounts(ctx.database.db);
    const calls: [string, 'post' | 'patch', unknown][] = [
      ['/addloan', 'post', loanBody()],
      ['/addshorttermloan', 'post', { user_id: s.member.id, principal: 1000, date_issued: '2026-03-09' }],
      ['/create-expense', 'post', { account_id: s.equity, amount: 5000, comment_type: 'Rent' }],
      [
        '/books/transfers',
        'post',
        { from_account_id: s.equityBooks, to_account_id: s.cashBooks, amount: 1, date: '2026-03-09' },
      ],
      ['/fines/1/waive', 'post', { reason: 'Please' }],
      [
        '/share-outs',
        'post',
        { from: '2025-01-01', to: '2025-12-31', method: 'proportional', payout: 'to_savings' },
      ],
      ['/settings', 'patch', { approvals_required: 1 }],
    ];
    for (const who of [s.member, s.otherMember]) {
      for (const [path, method, body] of calls) {
        expect((await as(ctx, who)[method](path, body)).statusCode, path).toBe(403);
      }
    }
    for (const [path, method, body] of calls) {
      expect((await as(ctx)[method](path, body)).statusCode, path).toBe(401);
    }
    expect(await tableCounts(ctx.database.db)).toEqual(before);
  });
});

describe('the quorum setting', () => {
  it('refuses 0, 4 and non-integers, writing nothing', async () => {
    for (const value of [0, 4, 1.5, '2', null, -1]) {
      const before = await tableCounts(ctx.database.db);
      const res = await as(ctx, s.admin).patch('/settings', { approvals_required: value });
      expect(res.statusCode, `${value}`).toBe(422);
      expect(res.json().message).toBe('approvals_required must be a whole number from 1 to 3');
      expect(await tableCounts(ctx.database.db)).toEqual(before);
    }
  });

  it('changing it is itself a request needing the quorum in force', async () => {
    const id = expectSentForApproval(await as(ctx, s.admin).patch('/settings', { approvals_required: 1 }), 1);
    expect((await as(ctx, s.admin).get('/settings')).json().approvals_required).toBe(2);
    const sameAgain = await as(ctx, s.admin).patch('/settings', { approvals_required: 2 });
    expect(sameAgain.statusCode).toBe(200);
    await approve(id);
    expect((await as(ctx, s.admin).get('/settings')).json().approvals_required).toBe(1);
    // With a quorum of one, the spec's calls act at once again, their answers unchanged.
    const loan = await as(ctx, s.admin).post('/addshorttermloan', {
      user_id: s.otherMember.id,
      principal: 2000,
      date_issued: '2026-03-09',
    });
    expect(loan.statusCode, loan.body).toBe(201);
    expect(loan.json().message).toBe('Short term loan added successfully');
    const back = await as(ctx, s.admin).patch('/settings', { approvals_required: 2 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().approvals_required).toBe(2);
    await expectBalancesReconcile(ctx);
  });

  it('changes the other settings at once beside it, or none of them when the request is refused', async () => {
    const first = await as(ctx, s.admin).patch('/settings', { group_name: 'Umoja', approvals_required: 3 });
    expectSentForApproval(first, 1);
    expect((await as(ctx, s.admin).get('/settings')).json()).toMatchObject({
      group_name: 'Umoja',
      approvals_required: 2,
    });
    const before = await tableCounts(ctx.database.db);
    const refused = await as(ctx, s.admin).patch('/settings', {
      group_name: 'Renamed',
      approval_threshold: 1,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('APPROVAL_PENDING');
    expect((await as(ctx, s.admin).get('/settings')).json().group_name).toBe('Umoja');
    expect(await tableCounts(ctx.database.db)).toEqual(before);
  });
});
