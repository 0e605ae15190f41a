import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asPlatform, runInGroup } from '../../db/group-context.js';
import { incomingPayments } from '../../db/schema.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { c2bBody, callback } from '../../test/mpesa-fixtures.js';
import { MEMBER_PHONE, type StkScene, settled, stkRows, useStkScene } from '../../test/stk-scene.js';
import { runStkQueries } from './stk-query.job.js';
import { groupsWithLateStk } from './stk-settle.js';

/**
 * docs/decisions/daraja.md, "Pay with M-Pesa", "The callback", "The status query": a member asks their
 * phone for a payment; a Daraja of the test's own (a process of its own) answers in each of its modes,
 * and each payment is recorded once, whatever comes twice, late or never.
 */
let s: StkScene;
useStkScene((scene) => {
  s = scene;
});

/** A phone of ten thousand characters. */
const HUGE = 'x'.repeat(10_000);
const ask = (body: unknown, who = s.member) => as(s.ctx, who).post('/payments/stk', body);
const paymentsOf = async () =>
  s.ctx.database.db.select().from(incomingPayments).where(eq(incomingPayments.accountRef, s.memberNumber));

async function asked(mode: Parameters<StkScene['sim']['setMode']>[0], amount = 1500) {
  await s.sim.setMode(mode);
  const res = await ask({ amount });
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ status: 'Pending', amount, phone: MEMBER_PHONE, receipt: null });
  return res.json().checkout_request_id as string;
}

describe('asking', () => {
  it('proposes what the member owes now: here the month’s savings, to the shilling', async () => {
    expect((await as(s.ctx, undefined as never).get('/payments/stk/due')).statusCode).toBe(401);
    const account = (await as(s.ctx, s.member).get(`/accounts/${s.member.id}`)).json();
    const target = account.financial_summary.savings.monthly_target as number;
    expect(target).toBeGreaterThan(0);
    const due = await as(s.ctx, s.member).get('/payments/stk/due');
    expect(due.statusCode, due.body).toBe(200);
    expect(due.json()).toEqual({
      amount: Math.ceil(target),
      parts: [{ kind: 'savings', label: 'Savings this month', amount: target }],
      phone: MEMBER_PHONE,
    });
  });

  it('refuses anonymous callers, and lets no member read another’s request', async () => {
    expect((await as(s.ctx, undefined as never).post('/payments/stk', { amount: 10 })).statusCode).toBe(401);
    const id = await asked('success', 10);
    expect((await as(s.ctx, s.otherMember).get(`/payments/stk/${id}`)).statusCode).toBe(404);
    expect((await as(s.ctx, s.admin).get(`/payments/stk/${id}`)).statusCode).toBe(200);
    expect((await as(s.ctx, s.member).get('/payments/stk/ws_CO_unknown')).statusCode).toBe(404);
  });

  it.each([
    ['nothing to pay', { amount: 0 }, 'amount'],
    ['cents', { amount: 1.5 }, 'amount'],
    ['too much', { amount: 250_001 }, 'amount'],
    ['a negative amount', { amount: -5 }, 'amount'],
    ['an amount as text', { amount: '100' }, 'amount'],
    ['a null amount', { amount: null }, 'amount'],
    ['no amount', {}, 'amount'],
    ['a number that is no Kenyan mobile', { amount: 100, phone: '0812 345 678' }, 'phone'],
    ['a phone of ten thousand characters', { amount: 100, phone: HUGE }, 'phone'],
    ['a phone as a number', { amount: 100, phone: 712 }, 'phone'],
    ['a field of its own', { amount: 100, user_id: 1 }, undefined],
    ['a NUL character', { amount: 100, phone: '0712\u0000345678' }, undefined],
  ] as const)('refuses %s with a 4xx naming the field, keeping nothing', async (_name, body, field) => {
    const before = (await stkRows(s.ctx)).length;
    const res = await ask(body);
    expect([400, 422], res.body).toContain(res.statusCode);
    if (field) expect(Object.keys(res.json().fields ?? {})).toContain(field);
    expect(await stkRows(s.ctx)).toHaveLength(before);
  });

  it('says so when Daraja fails or does not answer, keeping the request as Failed', async () => {
    await s.sim.setMode('http500');
    const failed = await ask({ amount: 100 });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      code: 'DARAJA_FAILED',
      message: 'Daraja failed (HTTP 500): Internal Server Error.',
    });
    await s.sim.setMode('slow');
    const slow = await ask({ amount: 100 });
    expect(slow.statusCode).toBe(502);
    expect(slow.json().message).toBe('Daraja did not answer within 2 seconds.');
    const rows = await stkRows(s.ctx);
    expect(rows.slice(-2).map((r) => [r.status, r.reason])).toEqual([
      ['Failed', 'Daraja failed (HTTP 500): Internal Server Error.'],
      ['Failed', 'Daraja did not answer within 2 seconds.'],
    ]);
    await s.sim.setMode('success');
  });
});

describe('what Daraja says back', () => {
  it('records a paid request once, matched to the member and waiting for approval', async () => {
    const before = (await paymentsOf()).length;
    const id = await asked('success');
    const done = await settled(s.ctx, s.member, id);
    expect(done).toMatchObject({ status: 'Completed', amount: 1500, reason: null });
    expect(done.receipt).toMatch(/^SIM[0-9A-F]{8}$/);
    const payments = await paymentsOf();
    expect(payments).toHaveLength(before + 1);
    const payment = payments.find((p) => p.id === done.payment_id);
    expect({ ...payment }).toMatchObject({ receipt: done.receipt, amountCents: 150_000, status: 'pending' });
    const [sent] = (await s.sim.stk()).filter((r) => r.checkoutRequestId === id);
    expect(sent).toMatchObject({ amount: 1500, phone: MEMBER_PHONE, accountReference: s.memberNumber });
    // Approved, it posts once into the M-Pesa account and the member's savings.
    const approved = await as(s.ctx, s.admin).post(`/payments/${payment!.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const account = (await as(s.ctx, s.member).get(`/accounts/${s.member.id}`)).json();
    expect(account.financial_summary.savings.current_amount).toBe(1500);
    await expectBalancesReconcile(s.ctx);
  });

  it.each([
    ['cancelled', 1032, 'Request cancelled by user'],
    ['insufficient', 1, 'The balance is insufficient for the transaction.'],
  ] as const)(
    'keeps a %s request Failed with Safaricom’s reason, recording nothing',
    async (mode, code, reason) => {
      const before = (await paymentsOf()).length;
      const id = await asked(mode, 200);
      expect(await settled(s.ctx, s.member, id)).toMatchObject({
        status: 'Failed',
        reason,
        payment_id: null,
      });
      expect((await stkRows(s.ctx)).find((r) => r.checkoutRequestId === id)?.resultCode).toBe(code);
      expect(await paymentsOf()).toHaveLength(before);
    },
  );

  it('records a payment whose request seemed to fail when Safaricom’s callback says it was paid', async () => {
    const before = (await paymentsOf()).length;
    await s.sim.setMode('lost-answer');
    const res = await ask({ amount: 650 });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Daraja did not answer within 2 seconds.');
    await s.sim.setMode('success');
    let row: Awaited<ReturnType<typeof stkRows>>[number] | undefined;
    for (let i = 0; i < 100 && row?.status !== 'Completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = (await stkRows(s.ctx)).at(-1);
    }
    expect(row).toMatchObject({ status: 'Completed', settledBy: 'callback', amountCents: 65_000 });
    expect(await paymentsOf()).toHaveLength(before + 1);
  });

  it('records a callback sent five times, then twenty more at once, once', async () => {
    const before = (await paymentsOf()).length;
    const id = await asked('duplicate', 700);
    const done = await settled(s.ctx, s.member, id);
    expect(done.status).toBe('Completed');
    const statuses = await Promise.all(Array.from({ length: 20 }, () => s.sim.callbackAgain(id)));
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await paymentsOf()).toHaveLength(before + 1);
  });

  it('asks Daraja about a request whose callback never came, and records it once, its receipt when it comes', async () => {
    const before = (await paymentsOf()).length;
    const id = await asked('missing', 900);
    // Not yet two minutes: still pending, and Daraja is not asked.
    expect((await as(s.ctx, s.member).get(`/payments/stk/${id}`)).json().status).toBe('Pending');
    s.clock.set(new Date(s.clock.now().getTime() + 3 * 60_000));
    const done = (await as(s.ctx, s.member).get(`/payments/stk/${id}`)).json();
    expect(done).toMatchObject({ status: 'Completed', receipt: null });
    const [recorded] = (await paymentsOf()).filter((p) => p.id === done.payment_id);
    expect(recorded?.receiptKey).toBe(`stk:${id}`);
    // The callback comes late after all: the payment takes its receipt, nothing more is recorded.
    expect(await s.sim.callbackAgain(id)).toBe(200);
    const [sent] = (await s.sim.stk()).filter((r) => r.checkoutRequestId === id);
    const after = (await as(s.ctx, s.member).get(`/payments/stk/${id}`)).json();
    expect(after.receipt).toBe(sent!.receipt);
    // And the C2B confirmation of the same receipt is the same payment.
    const c2b = await callback(
      s.ctx,
      'confirmation',
      (await as(s.ctx, s.admin).post('/payments/c2b/token')).json().token,
      c2bBody({ TransID: sent!.receipt, TransAmount: '900.00', BillRefNumber: s.memberNumber }),
    );
    expect(c2b.json().ResultCode).toBe(0);
    expect(await paymentsOf()).toHaveLength(before + 1);
  });

  it('is settled by the minute’s job too, once, however often it runs', async () => {
    const id = await asked('missing', 300);
    const run = () =>
      runInGroup(1, () => runStkQueries(s.ctx.database.db, s.ctx.app.services.daraja, s.clock));
    // docs/decisions/jobs.md, "Only the groups with work": the round visits the group only once late.
    const late = () => asPlatform(() => groupsWithLateStk(s.ctx.database.db, s.clock.now()));
    expect(await late()).toEqual([]);
    expect(await run()).toBe(0);
    s.clock.set(new Date(s.clock.now().getTime() + 3 * 60_000));
    expect(await late()).toEqual([1]);
    expect(await run()).toBe(1);
    expect(await late()).toEqual([]);
    expect(await run()).toBe(0);
    const [row] = (await stkRows(s.ctx)).filter((r) => r.checkoutRequestId === id);
    expect(row).toMatchObject({ status: 'Completed', settledBy: 'query' });
  });

  it('leaves a request pending while Daraja cannot say, and asks again later', async () => {
    const id = await asked('missing', 400);
    s.clock.set(new Date(s.clock.now().getTime() + 3 * 60_000));
    await s.sim.setMode('http500');
    expect((await as(s.ctx, s.member).get(`/payments/stk/${id}`)).json().status).toBe('Pending');
    await s.sim.setMode('success');
    // Asked again no sooner than 30 seconds later.
    expect((await as(s.ctx, s.member).get(`/payments/stk/${id}`)).json().status).toBe('Pending');
    s.clock.set(new Date(s.clock.now().getTime() + 31_000));
    expect((await as(s.ctx, s.member).get(`/payments/stk/${id}`)).json().status).toBe('Completed');
  });

  it('takes the receipt from a C2B confirmation that comes before the late callback', async () => {
    const before = (await paymentsOf()).length;
    const id = await asked('missing', 1100);
    s.clock.set(new Date(s.clock.now().getTime() + 3 * 60_000));
    expect((await as(s.ctx, s.member).get(`/payments/stk/${id}`)).json().status).toBe('Completed');
    const [sent] = (await s.sim.stk()).filter((r) => r.checkoutRequestId === id);
    const token = (await as(s.ctx, s.admin).post('/payments/c2b/token')).json().token;
    const res = await callback(
      s.ctx,
      'confirmation',
      token,
      c2bBody({
        TransID: sent!.receipt,
        TransAmount: '1100.00',
        BillRefNumber: s.memberNumber,
        TransTime: nairobiNow(s.clock.now().getTime() - 2 * 60_000),
      }),
    );
    expect(res.json().ResultCode).toBe(0);
    const payments = await paymentsOf();
    expect(payments).toHaveLength(before + 1);
    expect(payments.find((p) => p.receipt === sent!.receipt)?.receiptKey).toBe(`mpesa:${sent!.receipt}`);
  });
});

describe('the callback’s own refusals', () => {
  it('answers an unknown token 404, a body that is no callback 400, another request’s id 422', async () => {
    const unknown = await s.ctx.app.inject({
      method: 'POST',
      url: '/api/links/payments/stk/callback/not-a-token',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.statusCode).toBe(404);
    const id = await asked('missing', 50);
    const [sent] = (await s.sim.stk()).filter((r) => r.checkoutRequestId === id);
    const url = new URL(sent!.callbackUrl).pathname;
    const post = (payload: string) =>
      s.ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    expect((await post('not json')).statusCode).toBe(400);
    expect((await post(JSON.stringify({ Body: { stkCallback: { ResultCode: 0 } } }))).statusCode).toBe(400);
    const other = {
      Body: {
        stkCallback: {
          MerchantRequestID: '1-2-3',
          CheckoutRequestID: 'ws_CO_another',
          ResultCode: 1032,
          ResultDesc: 'Request cancelled by user',
        },
      },
    };
    const mismatch = await post(JSON.stringify(other));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().ResultDesc).toMatch(/another CheckoutRequestID/);
    const [row] = (await stkRows(s.ctx)).filter((r) => r.checkoutRequestId === id);
    expect(row?.status).toBe('Pending');
  });
});

function nairobiNow(ms: number): string {
  const at = new Date(ms + 3 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
}
