import { describe, expect, it } from 'vitest';
import { approvalRequests, type approvalVotes, loans } from '../../db/schema.js';
import { type SignedIn, signInAgain, type TestContext } from '../../test/app.js';
import {
  decide,
  expectSentForApproval,
  type QuorumScene,
  quorumClock,
  useQuorumApp,
} from '../../test/approvals-scene.js';
import { as } from '../../test/http.js';
import { openSavings } from '../../test/money-fixtures.js';
import { rowsIn, tableCounts } from '../../test/table-counts.js';
import { messagesFor } from '../outbox/outbox.service.js';

let s: QuorumScene;
let ctx: TestContext;
useQuorumApp((scene) => {
  s = scene;
  ctx = scene.ctx;
});

const countOf = (table: typeof loans | typeof approvalRequests | typeof approvalVotes) =>
  rowsIn(ctx.database.db, table);

describe('a loan application approved under the quorum', () => {
  it('waits for a second official, then issues the loan once; a second request for it is refused', async () => {
    await openSavings(ctx, s.admin, s.member.id, 10_000);
    const applied = await as(ctx, s.member).post('/loan-applications', {
      kind: 'short_term',
      amount: 5_000,
      purpose: 'School fees',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json().application_id;
    const path = `/loan-applications/${applicationId}`;
    const id = expectSentForApproval(await as(ctx, s.admin).patch(path, { decision: 'Approved' }), 1);
    expect((await as(ctx, s.admin).get(path)).json().status).toBe('Pending');
    // docs/decisions/notifications.md, "Loans": nobody is told of a decision still waiting.
    expect(await messagesFor(ctx.database.db, s.member.id, 'application_decided')).toEqual([]);
    const twice = await as(ctx, s.grace).patch(path, { decision: 'Approved' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('APPROVAL_PENDING');
    const done = await decide(ctx, s.grace, id, { decision: 'Approve' });
    expect(done.json()).toMatchObject({ status: 'Approved', kind: 'loan_application', amount: 5_000 });
    const application = (await as(ctx, s.admin).get(path)).json();
    expect(application).toMatchObject({ status: 'Approved', loan_id: expect.any(Number) });
    expect(done.json().reference).toBe(`loan:${application.loan_id}`);
    expect(await countOf(loans)).toBe(1);
    const told = await messagesFor(ctx.database.db, s.member.id);
    expect(told.filter((m) => m.kind !== 'new_device_sign_in').map((m) => [m.kind, m.eventKey])).toEqual([
      ['application_decided', `application:${applicationId}:decided`],
      ['loan_issued', `loan:${application.loan_id}:issued`],
    ]);
  });
});

describe('a request past its 14 days', () => {
  let admin: SignedIn;
  let grace: SignedIn;
  it('is Expired: votes are refused with a clear 409 and the lists show it so', async () => {
    const body = { user_id: s.otherMember.id, loan_amount: 1_000, date_issued: '2026-03-09' };
    const id = expectSentForApproval(await as(ctx, s.admin).post('/addloan', body), 1);
    quorumClock.advanceDays(15);
    admin = await signInAgain(ctx, s.admin);
    grace = await signInAgain(ctx, s.grace);
    const before = await tableCounts(ctx.database.db);
    const late = await decide(ctx, grace, id, { decision: 'Approve' });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({ code: 'APPROVAL_EXPIRED' });
    expect(late.json().message).toMatch(/^This request expired on \d{4}-\d{2}-\d{2}; make it again\.$/);
    expect(await tableCounts(ctx.database.db)).toEqual(before);
    expect((await as(ctx, grace).get(`/approvals/${id}`)).json().status).toBe('Expired');
    const pending = (await as(ctx, grace).get('/approvals?status=pending')).json();
    expect(pending.approvals.map((a: { id: number }) => a.id)).not.toContain(id);
    const expired = (await as(ctx, grace).get('/approvals?status=expired')).json();
    expect(expired.approvals.map((a: { id: number }) => a.id)).toEqual([id]);
    // The same loan may be asked for again: the expired request no longer holds it.
    const again = await as(ctx, admin).post('/addloan', { ...body, date_issued: quorumClock.today() });
    expectSentForApproval(again, 1);
  });
});

describe('bad input to the approvals', () => {
  it('refuses malformed decisions, ids and filters with a 4xx and writes nothing', async () => {
    const [request] = await ctx.database.db.select().from(approvalRequests).limit(1);
    const grace = await signInAgain(ctx, s.grace);
    const before = await tableCounts(ctx.database.db);
    const bodies: unknown[] = [
      {},
      null,
      [],
      'Approve',
      { decision: 'approve' },
      { decision: 'Reject', reason: '' },
      { decision: 'Reject', reason: '\u0000' },
      { decision: 'Approve', reason: 'x'.repeat(10_000) },
      { decision: 'Approve', reason: 42 },
      { decision: null },
      { decision: ['Approve'] },
    ];
    for (const body of bodies) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/links/approvals/${request!.id}/decision`,
        headers: { ...grace.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const id of ['2147483648', '99999999999', 'abc', '0', '-1']) {
      const res = await decide(ctx, grace, id as unknown as number, { decision: 'Approve' });
      expect([404, 422], id).toContain(res.statusCode);
      expect([404, 422]).toContain((await as(ctx, grace).get(`/approvals/${id}`)).statusCode);
    }
    expect((await decide(ctx, grace, 999_999, { decision: 'Approve' })).statusCode).toBe(404);
    for (const query of ['status=open', 'page=0', 'per_page=1000', 'status=%00', 'page=abc']) {
      expect((await as(ctx, grace).get(`/approvals?${query}`)).statusCode, query).toBe(422);
    }
    expect(await tableCounts(ctx.database.db)).toEqual(before);
  });
});
