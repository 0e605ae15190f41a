import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.js';
import { as } from '../../test/http.js';
import { bringCashIn, expectBalancesReconcile } from '../../test/money-fixtures.js';
import {
  entryKeys,
  INITIATOR,
  payoutRows,
  SECURITY_CREDENTIAL,
  usePayoutsScene,
} from '../../test/payouts-scene.js';
import type { StkScene } from '../../test/stk-scene.js';
import { MEMBER_PHONE } from '../../test/stk-scene.js';
import { groupsWithLatePayouts, runPayoutQueries } from './status-query.js';

/**
 * docs/decisions/payouts.md: a loan paid by M-Pesa is owed until sent; a Daraja of the test's own (a
 * process of its own) answers in each of its modes, and each payout is posted once, whatever comes
 * twice, late or never.
 */
let s: StkScene;
const lines: string[] = [];
usePayoutsScene(
  (scene) => {
    s = scene;
  },
  { write: (line) => lines.push(line) },
);

const today = () => s.clock.today();
let loans = 0;

/** A long-term loan to the member paid by M-Pesa: answers its payout. */
async function owed(amount = 1000) {
  loans += 1;
  // One uncleared loan of a kind a member: each test's loan goes to a new member.
  const borrower = loans === 1 ? s.member : await newMember();
  const res = await as(s.ctx, s.admin).post('/addloan', {
    user_id: borrower.id,
    loan_amount: amount,
    date_issued: today(),
    pay_by_mpesa: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  const list = await as(s.ctx, s.admin).get(`/payouts?user_id=${borrower.id}`);
  expect(list.statusCode, list.body).toBe(200);
  return { payout: list.json().payouts[0], borrower };
}

async function newMember() {
  const { signUp } = await import('../../test/app.js');
  const { givePhone } = await import('../../test/outbox-messages.js');
  const member = await signUp(s.ctx, 'member');
  await givePhone(s.ctx.database.db, member.id, `2547120${String(10_000 + loans).slice(-5)}`);
  return member;
}

const send = (id: number, body: unknown = {}) => as(s.ctx, s.admin).post(`/payouts/${id}/send`, body);

/** Reads a payout until it is neither Pending nor Sent, or the tries run out. */
async function outcome(id: number, tries = 80) {
  for (let i = 0; i < tries; i++) {
    const res = await as(s.ctx, s.admin).get(`/payouts/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    if (res.json().status !== 'Sent' && res.json().status !== 'Pending') return res.json();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await as(s.ctx, s.admin).get(`/payouts/${id}`)).json();
}

const postings = async (id: number) =>
  (await entryKeys(s.ctx)).filter((key) => key === `payout:${id}`).length;

/** Lets the status query's five minutes pass, then runs the minute's job as the server would. */
async function askLate() {
  s.clock.set(new Date(s.clock.now().getTime() + 6 * 60_000));
  const { runInGroup } = await import('../../db/group-context.js');
  const deps = { daraja: s.ctx.app.services.daraja, clock: s.clock, publicUrl: s.ctx.config.publicUrl };
  return runInGroup(1, () => runPayoutQueries(s.ctx.database.db, deps));
}

describe('owing', () => {
  it('books a loan paid by M-Pesa as owed in Payouts due, the M-Pesa account untouched', async () => {
    const { payout } = await owed(1000);
    expect(payout).toMatchObject({
      status: 'Pending',
      amount: 1000,
      source: 'loan',
      phone: MEMBER_PHONE,
      can_send: true,
      receipt: null,
    });
    expect(await postings(payout.payout_id)).toBe(0);
    await expectBalancesReconcile(s.ctx);
  });

  it('refuses an amount M-Pesa cannot send, writing nothing', async () => {
    const before = (await payoutRows(s.ctx)).length;
    const member = await newMember();
    for (const amount of [1000.5, 150_001]) {
      const res = await as(s.ctx, s.admin).post('/addloan', {
        user_id: member.id,
        loan_amount: amount,
        date_issued: today(),
        pay_by_mpesa: true,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().fields)).toContain('pay_by_mpesa');
    }
    const wrongType = await as(s.ctx, s.admin).post('/addloan', {
      user_id: member.id,
      loan_amount: 1000,
      date_issued: today(),
      pay_by_mpesa: 'yes',
    });
    expect(wrongType.statusCode).toBe(422);
    expect((await as(s.ctx, s.admin).get(`/loans/${member.id}`)).json().loans ?? []).toHaveLength(0);
    expect(await payoutRows(s.ctx)).toHaveLength(before);
  });
});

describe('who may', () => {
  it('lets officials send and list; a member reads only their own; anonymous nothing', async () => {
    const { payout, borrower } = await owed(1200);
    const id = payout.payout_id;
    expect((await as(s.ctx, undefined as never).get('/payouts')).statusCode).toBe(401);
    expect((await as(s.ctx, undefined as never).post(`/payouts/${id}/send`, {})).statusCode).toBe(401);
    expect((await as(s.ctx, s.otherMember).get(`/payouts/${id}`)).statusCode).toBe(404);
    const theirs = await as(s.ctx, s.otherMember).get('/payouts');
    expect(theirs.json().payouts.every((p: { user_id: number }) => p.user_id === s.otherMember.id)).toBe(
      true,
    );
    expect((await as(s.ctx, s.otherMember).post(`/payouts/${id}/send`, {})).statusCode).toBe(403);
    expect((await as(s.ctx, borrower).post(`/payouts/${id}/send`, {})).statusCode).toBe(403);
    expect(
      (await as(s.ctx, s.member).post(`/payouts/${id}/paid-by-hand`, { account_id: 1 })).statusCode,
    ).toBe(403);
    expect((await payoutRows(s.ctx)).find((row) => row.id === id)?.status).toBe('Pending');
  });

  it('lets the auditor read every payout but change none; a chair and a secretary act as officials', async () => {
    const { signUp } = await import('../../test/app.js');
    const auditor = await signUp(s.ctx, 'member', { office: 'auditor' });
    const chair = await signUp(s.ctx, 'admin', { office: 'chair' });
    const secretary = await signUp(s.ctx, 'admin', { office: 'secretary' });
    const { payout } = await owed(1250);
    const id = payout.payout_id;
    const all = (await as(s.ctx, auditor).get('/payouts?per_page=100')).json().payouts as {
      user_id: number;
    }[];
    expect(new Set(all.map((p) => p.user_id)).size).toBeGreaterThan(1);
    expect((await as(s.ctx, auditor).get(`/payouts/${id}`)).statusCode).toBe(200);
    expect((await as(s.ctx, auditor).post(`/payouts/${id}/send`, {})).statusCode).toBe(403);
    expect((await as(s.ctx, auditor).post(`/payouts/${id}/paid-by-hand`, { account_id: 1 })).statusCode).toBe(
      403,
    );
    expect((await as(s.ctx, chair).get(`/payouts/${id}`)).statusCode).toBe(200);
    const mpesa = (
      (await as(s.ctx, s.admin).get('/books/accounts?money=true')).json().accounts as {
        id: number;
        name: string;
      }[]
    ).find((a) => a.name.startsWith('M-Pesa'))!;
    const paid = await as(s.ctx, secretary).post(`/payouts/${id}/paid-by-hand`, { account_id: mpesa.id });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await as(s.ctx, chair).post(`/payouts/${id}/send`, {})).statusCode).toBe(409);
  });

  it.each([
    ['a NUL character', { phone: '0712\u0000345678' }],
    ['a phone of ten thousand characters', { phone: 'x'.repeat(10_000) }],
    ['a phone as a number', { phone: 712_345_678 }],
    ['a number that is no Kenyan mobile', { phone: '0812 345 678' }],
    ['a field of its own', { amount: 5 }],
    ['a list', ['0712345678']],
  ])('refuses %s with a 4xx, sending nothing', async (_name, body) => {
    const { payout } = await owed(1300);
    const res = await send(payout.payout_id, body);
    expect([400, 422], res.body).toContain(res.statusCode);
    const row = (await payoutRows(s.ctx)).find((r) => r.id === payout.payout_id);
    expect(row).toMatchObject({ status: 'Pending', attempts: 0 });
  });

  it('answers 404 for payouts that are not there, ids beyond the column included', async () => {
    for (const id of ['999999', '99999999999', '0', 'abc']) {
      const res = await send(id as never);
      expect([404, 422, 400], res.body).toContain(res.statusCode);
    }
    expect((await as(s.ctx, s.admin).get('/payouts?status=Lost')).statusCode).toBe(422);
  });
});

describe('sending, in each of Daraja’s modes', () => {
  it('success: sent once, posted once with its receipt; the result again changes nothing', async () => {
    await s.sim.setMode('success');
    const { payout } = await owed(2000);
    const res = await send(payout.payout_id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'Sent', method: 'mpesa', attempts: 1, can_send: false });
    const done = await outcome(payout.payout_id);
    expect(done).toMatchObject({ status: 'Completed', method: 'mpesa' });
    expect(done.receipt).toMatch(/^SIMB2C/);
    const sent = (await s.sim.b2c()).find((r) => r.receipt === done.receipt)!;
    expect(sent).toMatchObject({ amount: 2000, partyB: payout.phone });
    expect(await s.sim.b2cResultAgain(sent.originatorConversationId)).toBe(200);
    expect(await postings(payout.payout_id)).toBe(1);
    expect((await send(payout.payout_id)).statusCode).toBe(409);
    // The member is told once, with the receipt (docs/decisions/payouts.md, "The member is told").
    const told = await s.ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.eventKey, `payout:${payout.payout_id}:sent`));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(done.receipt);
    await expectBalancesReconcile(s.ctx);
  });

  it('duplicate: the result five times at once posts once', async () => {
    await s.sim.setMode('duplicate');
    const { payout } = await owed(2100);
    expect((await send(payout.payout_id)).statusCode).toBe(202);
    expect((await outcome(payout.payout_id)).status).toBe('Completed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await postings(payout.payout_id)).toBe(1);
  });

  it('cancelled: Failed with Safaricom’s reason, nothing posted; sent again, completed once', async () => {
    await s.sim.setMode('insufficient');
    const { payout } = await owed(2200);
    expect((await send(payout.payout_id)).statusCode).toBe(202);
    const failed = await outcome(payout.payout_id);
    expect(failed).toMatchObject({ status: 'Failed', can_send: true });
    expect(failed.reason).toMatch(/insufficient/);
    expect(await postings(payout.payout_id)).toBe(0);
    await s.sim.setMode('success');
    const again = await send(payout.payout_id, { phone: '0712 000 999' });
    expect(again.json()).toMatchObject({ status: 'Sent', attempts: 2, phone: '254712000999' });
    expect((await outcome(payout.payout_id)).status).toBe('Completed');
    expect(await postings(payout.payout_id)).toBe(1);
  });

  it('missing result: the status query settles it; the late result posts nothing more', async () => {
    await s.sim.setMode('missing');
    const { payout } = await owed(2300);
    expect((await send(payout.payout_id)).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await as(s.ctx, s.admin).get(`/payouts/${payout.payout_id}`)).json().status).toBe('Sent');
    await s.sim.setMode('success');
    expect(await askLate()).toBeGreaterThanOrEqual(1);
    const done = await outcome(payout.payout_id);
    expect(done.status).toBe('Completed');
    const record = (await s.sim.b2c()).find((r) => r.receipt === done.receipt)!;
    expect(await s.sim.b2cResultAgain(record.originatorConversationId)).toBe(200);
    expect(await postings(payout.payout_id)).toBe(1);
    expect((await s.sim.requests()).filter((r) => r.path === '/mpesa/b2c/v3/paymentrequest').length).toBe(
      (await s.sim.b2c()).length,
    );
  });

  it('timeout: asks Safaricom before anything else, never sends twice, posts once', async () => {
    await s.sim.setMode('timeout');
    const { payout } = await owed(2400);
    const before = (await s.sim.b2c()).length;
    expect((await send(payout.payout_id)).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const waiting = (await as(s.ctx, s.admin).get(`/payouts/${payout.payout_id}`)).json();
    expect(waiting).toMatchObject({ status: 'Sent', can_send: false });
    expect((await send(payout.payout_id)).statusCode).toBe(409);
    await s.sim.setMode('success');
    s.clock.set(new Date(s.clock.now().getTime() + 1000));
    const { runInGroup } = await import('../../db/group-context.js');
    const deps = { daraja: s.ctx.app.services.daraja, clock: s.clock, publicUrl: s.ctx.config.publicUrl };
    expect(await runInGroup(1, () => runPayoutQueries(s.ctx.database.db, deps))).toBe(1);
    const done = await outcome(payout.payout_id);
    expect(done.status).toBe('Completed');
    const record = (await s.sim.b2c()).find((r) => r.receipt === done.receipt)!;
    expect(await s.sim.b2cResultAgain(record.originatorConversationId)).toBe(200);
    expect(await postings(payout.payout_id)).toBe(1);
    expect((await s.sim.b2c()).length).toBe(before + 1);
  });

  it('HTTP 500: left Sent; the status query finds no payment, so it is Failed and may be sent again', async () => {
    await s.sim.setMode('http500');
    const { payout } = await owed(2500);
    const res = await send(payout.payout_id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().status).toBe('Sent');
    expect(res.json().reason).toMatch(/may still go through/);
    await s.sim.setMode('success');
    s.clock.set(new Date(s.clock.now().getTime() + 1000));
    const { asPlatform, runInGroup } = await import('../../db/group-context.js');
    // docs/decisions/jobs.md, "Only the groups with work": the round finds this group, then none.
    const late = () => asPlatform(() => groupsWithLatePayouts(s.ctx.database.db, s.clock.now()));
    expect(await late()).toEqual([1]);
    const deps = { daraja: s.ctx.app.services.daraja, clock: s.clock, publicUrl: s.ctx.config.publicUrl };
    expect(await runInGroup(1, () => runPayoutQueries(s.ctx.database.db, deps))).toBe(1);
    expect(await late()).toEqual([]);
    const failed = await outcome(payout.payout_id);
    expect(failed).toMatchObject({ status: 'Failed', can_send: true });
    expect(failed.reason).toMatch(/not found/);
    expect((await send(payout.payout_id)).statusCode).toBe(202);
    expect((await outcome(payout.payout_id)).status).toBe('Completed');
    expect(await postings(payout.payout_id)).toBe(1);
  });

  it('no answer in time: the result that comes anyway settles it', async () => {
    await s.sim.setMode('lost-answer');
    const { payout } = await owed(2600);
    const res = await send(payout.payout_id);
    expect(res.statusCode, res.body).toBe(202);
    await s.sim.setMode('success');
    expect((await outcome(payout.payout_id)).status).toBe('Completed');
    expect(await postings(payout.payout_id)).toBe(1);
  });

  it('Daraja refusing the request: Failed at once with its words (502), nothing posted', async () => {
    await s.sim.setMode('success');
    const { payout } = await owed(2700);
    await as(s.ctx, s.admin).patch('/settings/daraja', { daraja_initiator_name: 'refused-initiator' });
    const res = await send(payout.payout_id);
    await as(s.ctx, s.admin).patch('/settings/daraja', { daraja_initiator_name: INITIATOR });
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().message).toMatch(/Invalid InitiatorName\. Nothing was sent to \+254 /);
    const row = (await as(s.ctx, s.admin).get(`/payouts/${payout.payout_id}`)).json();
    expect(row).toMatchObject({ status: 'Failed', can_send: true });
    expect(await postings(payout.payout_id)).toBe(0);
  });
});

describe('paid by hand', () => {
  it('posts once from the account named; a payout with Safaricom or paid is a 409', async () => {
    const { payout } = await owed(1000);
    const accounts = (await as(s.ctx, s.admin).get('/books/accounts?money=true')).json().accounts as {
      id: number;
      name: string;
    }[];
    const mpesa = accounts.find((a) => a.name.startsWith('M-Pesa'))!;
    const bad = await as(s.ctx, s.admin).post(`/payouts/${payout.payout_id}/paid-by-hand`, {
      account_id: 2_147_483_648,
    });
    expect(bad.statusCode).toBe(422);
    const res = await as(s.ctx, s.admin).post(`/payouts/${payout.payout_id}/paid-by-hand`, {
      account_id: mpesa.id,
      note: 'Paid at the meeting',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Completed', method: 'hand', account_id: mpesa.id });
    expect(
      (await as(s.ctx, s.admin).post(`/payouts/${payout.payout_id}/paid-by-hand`, { account_id: mpesa.id }))
        .statusCode,
    ).toBe(409);
    expect((await send(payout.payout_id)).statusCode).toBe(409);
    expect(await postings(payout.payout_id)).toBe(1);
    await expectBalancesReconcile(s.ctx);
  });
});

/** A B2C result as Safaricom sends it, for the look-alike's record of a payment. */
function crafted(originator: string, amount: number, receipt: string) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: originator,
      ConversationID: 'AG_CRAFTED',
      TransactionID: receipt,
      ResultParameters: {
        ResultParameter: [
          { Key: 'TransactionAmount', Value: amount },
          { Key: 'TransactionReceipt', Value: receipt },
        ],
      },
    },
  };
}

describe('results that do not match', () => {
  it('refuses a result naming another payment (422), and records a different amount as sent, once', async () => {
    await s.sim.setMode('missing');
    const { payout } = await owed(2800);
    expect((await send(payout.payout_id)).statusCode).toBe(202);
    const record = (await s.sim.b2c()).find((r) =>
      r.originatorConversationId.endsWith(`-${payout.payout_id}-1`),
    )!;
    const url = new URL(record.resultUrl).pathname;
    const deliver = (body: unknown) =>
      s.ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: body as object,
      });
    const other = await deliver(crafted('LNK-1-999999-1', 2800, 'TKOTHER001'));
    expect(other.statusCode, other.body).toBe(422);
    expect((await as(s.ctx, s.admin).get(`/payouts/${payout.payout_id}`)).json().status).toBe('Sent');
    expect(await postings(payout.payout_id)).toBe(0);
    const different = await deliver(crafted(record.originatorConversationId, 2700, 'TKDIFF0001'));
    expect(different.statusCode, different.body).toBe(200);
    const done = (await as(s.ctx, s.admin).get(`/payouts/${payout.payout_id}`)).json();
    expect(done).toMatchObject({ status: 'Completed', receipt: 'TKDIFF0001', amount: 2800 });
    expect(done.reason).toBe('Safaricom reports KES 2,700.00 sent for KES 2,800.00 asked.');
    expect((await deliver(crafted(record.originatorConversationId, 2700, 'TKDIFF0001'))).statusCode).toBe(
      200,
    );
    expect(await postings(payout.payout_id)).toBe(1);
    await s.sim.setMode('success');
  });
});

describe('callbacks', () => {
  it('refuses an unknown token (404) and a body that is no result (400), changing nothing', async () => {
    const base = `/api/links/payouts/b2c/result/`;
    const unknown = await s.ctx.app.inject({ method: 'POST', url: `${base}nope`, payload: '{}' });
    expect(unknown.statusCode).toBe(404);
    const status = await s.ctx.app.inject({
      method: 'POST',
      url: '/api/links/payouts/b2c/status/result/nope',
      payload: '{}',
    });
    expect(status.statusCode).toBe(404);
  });
});

describe('a withdrawal paid by M-Pesa', () => {
  it('becomes a payout of the withdrawal once the quorum pays it', async () => {
    await s.sim.setMode('success');
    await bringCashIn(s.ctx, s.admin, 2000, { saver: s.member.id });
    const res = await as(s.ctx, s.admin).post('/withdrawals', {
      user_id: s.member.id,
      amount: 100,
      reason: 'School fees',
      pay_by_mpesa: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await as(s.ctx, s.member).get('/payouts')).json().payouts as { source: string }[];
    expect(list.some((p) => p.source === 'withdrawal')).toBe(true);
  });
});

describe('where the initiator’s credential never goes', () => {
  it('is in no payout answer, no list, no CSV and no log line, though every payout sent it', async () => {
    const answers = [
      (await as(s.ctx, s.admin).get('/payouts?per_page=100')).body,
      (await as(s.ctx, s.admin).get('/payouts?format=csv')).body,
    ].join('\n');
    expect(answers).not.toContain(SECURITY_CREDENTIAL);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.join('')).not.toContain(SECURITY_CREDENTIAL);
  });
});
