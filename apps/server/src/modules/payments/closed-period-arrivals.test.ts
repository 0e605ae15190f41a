import { settableClock } from '@links/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { transactionItems, transactions } from '../../db/schema.js';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { entryOf } from '../../test/journal-rows.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { c2bBody, callback, SHORTCODE } from '../../test/mpesa-fixtures.js';
import { usePeopleApp } from '../../test/scene.js';
import { buildShareOutYear, type ShareOutYear } from '../../test/share-out-scenario.js';

// docs/decisions/money-accounts.md, "Money that arrived in a closed period".
const clock = settableClock();
let ctx: TestContext;
let s: ShareOutYear;
let token: string;

usePeopleApp(
  {},
  async (scene) => {
    ({ ctx } = scene);
    s = await buildShareOutYear(ctx, clock.today());
    const api = as(ctx, s.admin);
    const shared = await api.post('/share-outs', {
      from: s.from,
      to: s.to,
      method: 'proportional',
      payout: 'to_savings',
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const mpesa = await api.post('/create-bank-account', { name: 'M-Pesa Paybill', amount: 0 });
    expect(mpesa.statusCode, mpesa.body).toBe(201);
    const settings = await api.patch('/settings', {
      mpesa_shortcode: SHORTCODE,
      mpesa_account_id: mpesa.json().account_id,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    token = (await api.post('/payments/c2b/token')).json().token as string;
  },
  { clock, timeout: 60_000 },
);

/** The first day after the closed period: 1 January of this year. */
const firstOpenDay = () => `${s.year + 1}-01-01`;

async function arrived(receipt: string, day: string, amount: string) {
  const profile = (await as(ctx, s.admin).get(`/accounts/${s.achieng.id}`)).json();
  const memberNumber = profile.user_details.member_number as string;
  const body = c2bBody({
    TransID: receipt,
    TransTime: `${day.replaceAll('-', '')}093000`,
    TransAmount: amount,
    BillRefNumber: memberNumber,
  });
  const res = await callback(ctx, 'confirmation', token, body);
  expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  const payment = (await as(ctx, s.admin).get(`/payments?q=${receipt}`)).json().payments[0];
  expect(payment).toMatchObject({
    status: 'Pending approval',
    items: [{ type: 'SAVING', status: 'Pending' }],
  });
  return payment as { id: number; transaction_id: number };
}

async function itemEntry(transactionId: number) {
  const [item] = await ctx.database.db
    .select()
    .from(transactionItems)
    .where(eq(transactionItems.transactionId, transactionId));
  return entryOf(ctx.database.db, `item:${item!.id}`);
}

it('approves an M-Pesa payment dated in the closed period, posted on the first open day with its own date in the memo', async () => {
  const arrivedOn = `${s.year}-12-15`;
  const savingsOf = async () =>
    (await as(ctx, s.admin).get(`/savings/total/${s.achieng.id}`)).json().total_savings as number;
  const before = await savingsOf();
  const payment = await arrived('TKCLOSED01', arrivedOn, '1500.00');
  const res = await as(ctx, s.admin).post(`/payments/${payment.id}/approve`, {});
  expect(res.statusCode, res.body).toBe(200);
  const entry = await itemEntry(payment.transaction_id);
  expect(entry).toMatchObject({
    entryDate: firstOpenDay(),
    memo: `Saving, transaction TRN-${payment.transaction_id}, received ${arrivedOn} in a closed period`,
  });
  // The transaction keeps the day the money arrived.
  const [transaction] = await ctx.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.id, payment.transaction_id));
  expect(transaction?.transactionDate).toBe(arrivedOn);
  expect(await savingsOf()).toBe(before + 1_500);
  await expectBalancesReconcile(ctx);
});

it('approves it through the transaction screen the same way', async () => {
  const arrivedOn = `${s.year}-03-01`;
  const payment = await arrived('TKCLOSED02', arrivedOn, '200.00');
  const res = await as(ctx, s.admin).patch(`/transactions/savings/${payment.transaction_id}/status`, {
    status: 'Approved',
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(await itemEntry(payment.transaction_id)).toMatchObject({
    entryDate: firstOpenDay(),
    memo: `Saving, transaction TRN-${payment.transaction_id}, received ${arrivedOn} in a closed period`,
  });
  await expectBalancesReconcile(ctx);
});

it('posts money that arrived after the closed period on its own day, its memo unchanged', async () => {
  const arrivedOn = clock.today();
  const payment = await arrived('TKOPEN0001', arrivedOn, '300.00');
  const res = await as(ctx, s.admin).post(`/payments/${payment.id}/approve`, {});
  expect(res.statusCode, res.body).toBe(200);
  expect(await itemEntry(payment.transaction_id)).toMatchObject({
    entryDate: arrivedOn,
    memo: `Saving, transaction TRN-${payment.transaction_id}`,
  });
});
