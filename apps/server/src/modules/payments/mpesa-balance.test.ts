import { describe, expect, it } from 'vitest';
import { runInGroup } from '../../db/group-context.js';
import { mpesaBalanceChecks } from '../../db/schema.js';
import { as } from '../../test/http.js';
import { type StkScene, useStkScene } from '../../test/stk-scene.js';
import { BALANCE_RESULT_PATH } from './mpesa-balance.js';
import { dailyBalanceCheck } from './stk-query.job.js';

/**
 * docs/decisions/daraja.md, "The M-Pesa balance": officials ask Daraja (a look-alike process of the
 * test's own) for the paybill's balance; the result, a failure or a timeout comes back and is kept once,
 * beside the books' balance of the M-Pesa account; a daily check asks by itself.
 */
let s: StkScene;
useStkScene((scene) => {
  s = scene;
});

const check = () => as(s.ctx, s.admin).post('/payments/mpesa-balance');
const latest = async () => {
  for (let i = 0; i < 60; i++) {
    const res = await as(s.ctx, s.admin).get('/payments/mpesa-balance');
    expect(res.statusCode, res.body).toBe(200);
    if (res.json().check?.status !== 'Pending') return res.json();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await as(s.ctx, s.admin).get('/payments/mpesa-balance')).json();
};

describe('the M-Pesa balance', () => {
  it('needs the initiator’s credentials first, and is for officials alone', async () => {
    const refused = await check();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'DARAJA_NOT_CONFIGURED' });
    expect((await as(s.ctx, undefined as never).get('/payments/mpesa-balance')).statusCode).toBe(401);
    expect((await as(s.ctx, s.member).get('/payments/mpesa-balance')).statusCode).toBe(403);
    expect((await as(s.ctx, s.member).post('/payments/mpesa-balance')).statusCode).toBe(403);
    const saved = await as(s.ctx, s.admin).patch('/settings/daraja', {
      daraja_initiator_name: 'testapi',
      daraja_security_credential: 'c2VjdXJpdHktY3JlZGVudGlhbA==',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('keeps the balance Daraja sends back, beside the books’ figure', async () => {
    await s.sim.setMode('success');
    const res = await check();
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().check.status).toBe('Pending');
    const kept = await latest();
    expect(kept.check).toMatchObject({
      status: 'Completed',
      accounts: [
        { name: 'Working Account', currency: 'KES', available: 700 },
        { name: 'Utility Account', currency: 'KES', available: 228_037 },
      ],
      reason: null,
    });
    expect(typeof kept.books_balance).toBe('number');
  });

  it('keeps a result sent three times once, and a refusal or a timeout as Failed with the reason', async () => {
    await s.sim.setMode('duplicate');
    expect((await check()).statusCode).toBe(202);
    expect((await latest()).check.status).toBe('Completed');
    await s.sim.setMode('cancelled');
    await check();
    expect((await latest()).check).toMatchObject({
      status: 'Failed',
      reason: 'The initiator information is invalid.',
    });
    await s.sim.setMode('missing');
    await check();
    expect((await latest()).check).toMatchObject({
      status: 'Failed',
      reason: 'Daraja timed out before answering.',
    });
    await s.sim.setMode('http500');
    const failed = await check();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Daraja failed (HTTP 500): Internal Server Error.');
    await s.sim.setMode('success');
  });

  it('answers a result for an unknown token 404, keeping nothing of it', async () => {
    const post = (url: string, payload: string) =>
      s.ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    const before = await s.ctx.database.db.select().from(mpesaBalanceChecks);
    expect((await post(`/api/links${BALANCE_RESULT_PATH}nope`, '{}')).statusCode).toBe(404);
    expect(await s.ctx.database.db.select().from(mpesaBalanceChecks)).toEqual(before);
  });

  it('asks by itself once a day', async () => {
    const run = () =>
      runInGroup(1, () =>
        dailyBalanceCheck(s.ctx.database.db, s.ctx.app.services.daraja, s.clock, s.ctx.config.publicUrl),
      );
    expect(await run()).toBe(false);
    s.clock.set(new Date(s.clock.now().getTime() + 25 * 3_600_000));
    expect(await run()).toBe(true);
    expect(await run()).toBe(false);
    // The sign-ins of a day ago have ended: the rows say what came back.
    let newest: { status: string } | undefined;
    for (let i = 0; i < 60 && newest?.status !== 'Completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const rows = await s.ctx.database.db.select().from(mpesaBalanceChecks).orderBy(mpesaBalanceChecks.id);
      newest = rows.at(-1);
    }
    expect(newest?.status).toBe('Completed');
  });
});
