import { settableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { moveClockFor, type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { linesOfEntry } from '../../test/journal-rows.js';
import { expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { setQuorum } from '../../test/quorum.js';
import { named, usePeopleApp } from '../../test/scene.js';
import { messagesFor } from '../outbox/outbox.service.js';

/**
 * docs/decisions/withdrawals.md: the free savings with a pledge and a loan, every refusal of bad input
 * (nothing written), the payout at once, through the quorum of 1 and 2, after the notice, a rejection,
 * and the books after each.
 */
const clock = settableClock('2026-03-10T09:00:00+03:00');
let ctx: TestContext;
let amina: SignedIn;
let grace: SignedIn;
let wanjiru: SignedIn;
let baraka: SignedIn;
let auditor: SignedIn;
let equity: number;

usePeopleApp(
  {
    amina: named('Amina Chair', 'admin'),
    grace: named('Grace Treasurer', 'admin'),
    wanjiru: named('Wanjiru Kamau'),
    baraka: named('Baraka Mwangi'),
  },
  async (scene) => {
    ({ ctx, amina, grace, wanjiru, baraka } = scene);
    auditor = await signUp(ctx, 'member', { office: 'auditor', firstname: 'Auditor', lastname: 'Holder' });
    await setQuorum(ctx, 1);
    const bank = await as(ctx, amina).post('/create-bank-account', { name: 'Equity Bank', amount: 100_000 });
    expect(bank.statusCode, bank.body).toBe(201);
    const { accounts } = (await as(ctx, amina).get('/books/accounts?money=true')).json();
    equity = accounts.find((a: { name: string }) => a.name === 'Equity Bank').id;
    await openSavings(ctx, amina, wanjiru.id, 50_000);
    await openSavings(ctx, amina, baraka.id, 30_000);
  },
  { clock },
);

const ask = (who: SignedIn | undefined, body: Record<string, unknown>) =>
  as(ctx, who).post('/withdrawals', { account_id: equity, reason: 'School fees', ...body });
const allowance = async (who: SignedIn, userId = who.id) =>
  (await as(ctx, who).get(`/withdrawals/allowance/${userId}`)).json();
const listed = async (who: SignedIn, query = '') =>
  (await as(ctx, who).get(`/withdrawals?per_page=100${query}`)).json().withdrawals as {
    withdrawal_id: number;
    user_id: number;
    status: string;
    amount: number;
  }[];
const decide = (who: SignedIn, approvalId: number) =>
  as(ctx, who).post(`/approvals/${approvalId}/decision`, { decision: 'Approve' });

describe('free savings', () => {
  it('are the savings at first, for the member and the officials', async () => {
    expect(await allowance(wanjiru)).toEqual({
      user_id: wanjiru.id,
      savings: 50_000,
      pledges_held: 0,
      loans_require: 0,
      requested: 0,
      free: 50_000,
      loan_multiplier: 3,
      notice_days: 0,
      payable_on: '2026-03-10',
    });
    expect((await allowance(auditor, wanjiru.id)).free).toBe(50_000);
  });

  it('leave out a pledge held for another’s loan and the savings a loan requires (principal ÷ multiplier, up)', async () => {
    const loan = await as(ctx, amina).post('/addloan', {
      user_id: wanjiru.id,
      loan_amount: 30_000.01,
      date_issued: '2026-03-10',
      account_id: equity,
    });
    expect(loan.statusCode, loan.body).toBe(201);
    const applied = await as(ctx, baraka).post('/loan-applications', {
      kind: 'short_term',
      amount: 95_000,
      purpose: 'Stock',
      guarantors: [wanjiru.id],
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const pledge = await as(ctx, wanjiru).patch(
      `/loan-applications/${applied.json().application_id}/guarantees/${wanjiru.id}`,
      { decision: 'Accepted', amount: 5_000 },
    );
    expect(pledge.statusCode, pledge.body).toBe(200);
    expect(await allowance(wanjiru)).toMatchObject({
      savings: 50_000,
      pledges_held: 5_000,
      loans_require: 10_000.01,
      free: 34_999.99,
    });
  });
});

describe('bad input is refused and writes nothing', () => {
  it('refuses above the free savings and below one cent, naming the free savings', async () => {
    const above = await ask(amina, { user_id: wanjiru.id, amount: 35_000 });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      code: 'ABOVE_FREE_SAVINGS',
      message: 'A withdrawal may take at most the free savings: KES 34,999.99.',
    });
    const zero = await ask(wanjiru, { user_id: wanjiru.id, amount: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().message).toBe('amount must be at least KES 0.01; the free savings are KES 34,999.99.');
    for (const amount of [-1, 0.001, 'ten', null]) {
      expect((await ask(wanjiru, { user_id: wanjiru.id, amount })).statusCode).toBe(422);
    }
    expect(await listed(amina)).toEqual([]);
  });

  it('refuses an unknown member, an unknown account, an account that holds no money, no reason', async () => {
    expect((await ask(amina, { user_id: 99_999, amount: 10 })).statusCode).toBe(404);
    const unknown = await ask(amina, { user_id: wanjiru.id, amount: 10, account_id: 99_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('account_id must be Cash on hand or a bank account of the books.');
    const { accounts } = (await as(ctx, amina).get('/books/accounts')).json();
    const savings = accounts.find((a: { code: string }) => a.code === '2000').id;
    expect((await ask(amina, { user_id: wanjiru.id, amount: 10, account_id: savings })).statusCode).toBe(422);
    const noReason = await ask(amina, { user_id: wanjiru.id, amount: 10, reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe('reason is required');
    expect(await listed(amina)).toEqual([]);
  });

  it('refuses a member withdrawing for another member (403), the auditor (403) and no one signed in (401)', async () => {
    const other = await ask(baraka, { user_id: wanjiru.id, amount: 10 });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only withdraw your own savings.');
    expect((await ask(auditor, { user_id: auditor.id, amount: 10 })).statusCode).toBe(403);
    expect((await ask(auditor, { user_id: wanjiru.id, amount: 10 })).statusCode).toBe(403);
    expect((await ask(undefined, { user_id: wanjiru.id, amount: 10 })).statusCode).toBe(401);
    expect(await listed(amina)).toEqual([]);
  });

  it('refuses more than the account holds, at the payout', async () => {
    const { accounts } = (await as(ctx, amina).get('/books/accounts?money=true')).json();
    const cash = accounts.find((a: { name: string }) => a.name === 'Cash on hand').id;
    const res = await ask(amina, { user_id: wanjiru.id, amount: 100, account_id: cash });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Insufficient funds in Cash on hand: balance KES 0.00.');
    expect(await listed(amina)).toEqual([]);
  });
});

describe('paid under the quorum', () => {
  it('pays an official’s request at once with one approval required: the entry, the savings, the member told', async () => {
    const res = await ask(amina, { user_id: wanjiru.id, amount: 4_999.99 });
    expect(res.statusCode, res.body).toBe(201);
    const paid = res.json();
    expect(paid).toMatchObject({
      user_id: wanjiru.id,
      firstname: 'Wanjiru',
      amount: 4_999.99,
      account_id: equity,
      account_name: 'Equity Bank',
      status: 'Paid',
      requested_on: '2026-03-10',
      paid_on: '2026-03-10',
      message: 'Withdrawal paid: KES 4,999.99 from Equity Bank.',
    });
    expect(await linesOfEntry(ctx.database.db, `withdrawal:${paid.withdrawal_id}`)).toEqual([
      expect.objectContaining({ code: '1101', debit: 0, credit: 499_999, userId: null }),
      expect.objectContaining({ code: '2000', debit: 499_999, credit: 0, userId: wanjiru.id }),
    ]);
    expect((await allowance(wanjiru)).savings).toBe(45_000.01);
    expect((await allowance(wanjiru)).free).toBe(30_000);
    const [message] = await messagesFor(ctx.database.db, wanjiru.id, 'withdrawal_paid');
    expect(message?.body).toContain('KES 4,999.99 of your savings was paid out to you from Equity Bank');
    await expectBalancesReconcile(ctx);
  });

  it('makes a member’s own request wait for an official: the member never counts', async () => {
    const res = await ask(wanjiru, { user_id: wanjiru.id, amount: 1_000 });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ kind: 'withdrawal', approvals_required: 1, approvals: [] });
    const [waiting] = await listed(wanjiru, '&status=Requested');
    expect(waiting).toMatchObject({ user_id: wanjiru.id, amount: 1_000, status: 'Requested' });
    expect((await allowance(wanjiru)).free).toBe(29_000);
    const approved = await decide(grace, res.json().approval_id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await listed(wanjiru, '&status=Paid')).map((w) => w.amount)).toEqual([1_000, 4_999.99]);
    expect((await allowance(wanjiru)).free).toBe(29_000);
    await expectBalancesReconcile(ctx);
  });

  it('lets an official pay a member’s waiting request from the withdrawals screen: their approval', async () => {
    const res = await ask(wanjiru, { user_id: wanjiru.id, amount: 500 });
    expect(res.statusCode, res.body).toBe(202);
    const [waiting] = await listed(wanjiru, '&status=Requested');
    const paid = await as(ctx, grace).post(`/withdrawals/${waiting!.withdrawal_id}/payment`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'Paid',
      message: 'Withdrawal paid: KES 500.00 from Equity Bank.',
    });
    const { approvals } = (await as(ctx, amina).get('/approvals?status=approved&per_page=100')).json();
    expect(approvals.find((a: { id: number }) => a.id === res.json().approval_id)).toMatchObject({
      status: 'Approved',
      reference: `withdrawal:${waiting!.withdrawal_id}`,
    });
    expect((await allowance(wanjiru)).free).toBe(28_500);
  });

  it('with two approvals required answers 202, and pays on the second official’s approval', async () => {
    await setQuorum(ctx, 2);
    const res = await ask(amina, { user_id: baraka.id, amount: 2_000, reason: 'Rent' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      approvals_required: 2,
      message: 'Sent for approval (1 of 2 approvals)',
    });
    expect((await listed(amina, `&user_id=${baraka.id}`))[0]).toMatchObject({ status: 'Requested' });
    expect((await decide(grace, res.json().approval_id)).statusCode).toBe(200);
    expect((await listed(amina, `&user_id=${baraka.id}`))[0]).toMatchObject({ status: 'Paid' });
    expect((await allowance(baraka)).savings).toBe(28_000);
    await setQuorum(ctx, 1);
    await expectBalancesReconcile(ctx);
  });
});

describe('the notice', () => {
  it('validates the setting', async () => {
    for (const value of [-1, 366, 1.5, 'seven']) {
      const res = await as(ctx, amina).patch('/settings', { withdrawal_notice_days: value });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('withdrawal_notice_days must be a whole number of days from 0 to 365');
    }
    expect((await as(ctx, wanjiru).patch('/settings', { withdrawal_notice_days: 7 })).statusCode).toBe(403);
    const set = await as(ctx, amina).patch('/settings', { withdrawal_notice_days: 7 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().withdrawal_notice_days).toBe(7);
  });

  it('records the request, refuses to pay it before its day, sets its amount aside, and pays it after', async () => {
    const res = await ask(amina, { user_id: baraka.id, amount: 10_000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'Requested',
      payable_on: '2026-03-17',
      message: 'Withdrawal requested: it can be paid from 17 Mar 2026.',
    });
    const id = res.json().withdrawal_id;
    const early = await as(ctx, amina).post(`/withdrawals/${id}/payment`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('WITHDRAWAL_NOT_DUE');
    // 28,000 saved, 10,000 set aside: a second request may ask for 18,000 at most.
    expect((await ask(baraka, { user_id: baraka.id, amount: 18_000.01 })).statusCode).toBe(422);
    ({ amina, grace, wanjiru, baraka, auditor } = await moveClockFor(
      ctx,
      clock,
      '2026-03-17T08:00:00+03:00',
      {
        amina,
        grace,
        wanjiru,
        baraka,
        auditor,
      },
    ));
    const paid = await as(ctx, amina).post(`/withdrawals/${id}/payment`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'Paid', paid_on: '2026-03-17' });
    expect((await as(ctx, amina).post(`/withdrawals/${id}/payment`)).statusCode).toBe(409);
    await expectBalancesReconcile(ctx);
  });

  it('is rejected with a reason the member is told; a decided withdrawal cannot be decided again', async () => {
    const res = await ask(baraka, { user_id: baraka.id, amount: 500 });
    expect(res.statusCode).toBe(201);
    const id = res.json().withdrawal_id;
    const url = `/withdrawals/${id}/rejection`;
    expect((await as(ctx, baraka).post(url, { reason: 'No' })).statusCode).toBe(403);
    expect((await as(ctx, auditor).post(url, { reason: 'No' })).statusCode).toBe(403);
    expect((await as(ctx, amina).post(url, {})).statusCode).toBe(422);
    const rejected = await as(ctx, amina).post(url, { reason: 'Asked twice' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'Rejected', rejection_reason: 'Asked twice' });
    expect((await as(ctx, amina).post(url, { reason: 'Again' })).statusCode).toBe(409);
    expect((await as(ctx, amina).post(`/withdrawals/${id}/payment`)).statusCode).toBe(409);
    expect((await as(ctx, amina).post('/withdrawals/99999/payment')).statusCode).toBe(404);
    const [told] = await messagesFor(ctx.database.db, baraka.id, 'withdrawal_rejected');
    expect(told?.body).toContain('was rejected: Asked twice');
    await as(ctx, amina).patch('/settings', { withdrawal_notice_days: 0 });
  });
});

describe('GET /withdrawals', () => {
  it('shows a member their own only, officials and the auditor every one; filters and downloads', async () => {
    const all = await listed(amina);
    expect(new Set(all.map((w) => w.user_id))).toEqual(new Set([wanjiru.id, baraka.id]));
    expect((await listed(auditor)).length).toBe(all.length);
    const own = await listed(wanjiru, `&user_id=${baraka.id}`);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((w) => w.user_id === wanjiru.id)).toBe(true);
    expect((await listed(amina, '&status=Rejected')).map((w) => w.user_id)).toEqual([baraka.id]);
    const page = (await as(ctx, amina).get('/withdrawals?per_page=1&sort=amount')).json();
    expect(page.pagination).toMatchObject({ per_page: 1, total: all.length });
    expect(page.withdrawals[0].amount).toBe(500);
    const csv = await as(ctx, amina).get('/withdrawals?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('withdrawal_id');
    expect((await as(ctx, undefined).get('/withdrawals')).statusCode).toBe(401);
    expect((await as(ctx, amina).get('/withdrawals?status=Lost')).statusCode).toBe(422);
  });

  it('answers the allowance to the member and the group’s readers, not another member', async () => {
    const url = `/withdrawals/allowance/${wanjiru.id}`;
    const statuses = await Promise.all(
      [undefined, wanjiru, baraka, amina, grace, auditor].map(
        async (who) => (await as(ctx, who).get(url)).statusCode,
      ),
    );
    expect(statuses).toEqual([401, 200, 403, 200, 200, 200]);
    expect((await as(ctx, amina).get('/withdrawals/allowance/99999')).statusCode).toBe(404);
  });
});
