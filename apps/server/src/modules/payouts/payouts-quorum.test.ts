import { describe, expect, it } from 'vitest';
import { decide, type QuorumScene, useQuorumApp } from '../../test/approvals-scene.js';
import { as } from '../../test/http.js';
import { bringCashIn } from '../../test/money-fixtures.js';
import { entryKeys, payoutRows } from '../../test/payouts-scene.js';

/**
 * docs/decisions/payouts.md, "Owing": `pay_by_mpesa` is kept with a request that waits for the quorum,
 * and the payout is owed only when the last approval carries it out.
 */
let s: QuorumScene;
useQuorumApp((scene) => {
  s = scene;
});

const payoutsOf = async (userId: number) => (await payoutRows(s.ctx)).filter((row) => row.userId === userId);

describe('a payout by M-Pesa under a quorum of two', () => {
  it('owes a long-term loan by M-Pesa once the second official approves it', async () => {
    const asked = await as(s.ctx, s.admin).post('/addloan', {
      user_id: s.member.id,
      loan_amount: 4000,
      date_issued: '2026-03-10',
      pay_by_mpesa: true,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(await payoutsOf(s.member.id)).toHaveLength(0);
    const queued = await as(s.ctx, s.grace).get(`/approvals/${asked.json().approval_id}`);
    expect(queued.json().summary).toMatch(/paid by M-Pesa$/);
    const approved = await decide(s.ctx, s.grace, asked.json().approval_id, { decision: 'Approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const [payout] = await payoutsOf(s.member.id);
    expect(payout).toMatchObject({ status: 'Pending', amountCents: 400_000, source: 'loan' });
    expect((await entryKeys(s.ctx)).filter((key) => key.startsWith('payout:'))).toHaveLength(0);
  });

  it('owes an approved application’s loan by M-Pesa; a pay_by_mpesa that is no boolean is refused', async () => {
    await bringCashIn(s.ctx, s.admin, 5_000, { saver: s.otherMember.id });
    const applied = await as(s.ctx, s.otherMember).post('/loan-applications', {
      kind: 'short_term',
      amount: 1_000,
      purpose: 'Seeds',
      guarantors: [],
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().application_id;
    const wrong = await as(s.ctx, s.admin).patch(`/loan-applications/${id}`, {
      decision: 'Approved',
      pay_by_mpesa: 'no',
    });
    expect(wrong.statusCode).toBe(422);
    const asked = await as(s.ctx, s.admin).patch(`/loan-applications/${id}`, {
      decision: 'Approved',
      pay_by_mpesa: true,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const approved = await decide(s.ctx, s.grace, asked.json().approval_id, { decision: 'Approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const [payout] = await payoutsOf(s.otherMember.id);
    expect(payout).toMatchObject({ status: 'Pending', amountCents: 100_000, source: 'loan' });
    const list = await as(s.ctx, s.otherMember).get('/payouts');
    expect(list.json().payouts.map((p: { user_id: number }) => p.user_id)).toEqual([s.otherMember.id]);
  });
});
