import { addMonthsClamped, todayInGroupZone } from '@links/domain';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactionItems, transactions } from '../../db/schema.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import {
  body,
  expectBalancesReconcile,
  issueLongTermLoan,
  issueShortTermLoan,
  openSavings,
  submit,
} from '../../test/money-fixtures.js';
import { named, usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
let admin: SignedIn;
let member: SignedIn;
let other: SignedIn;
const today = todayInGroupZone();

usePeopleApp(
  {
    admin: 'admin',
    member: named('Wanjiru Kamau'),
    other: named('Otieno Ouma'),
  },
  async (scene) => {
    ({ ctx, admin, member, other } = scene);
    await openSavings(ctx, admin, member.id, 1000);
    await openSavings(ctx, admin, other.id);
  },
);

async function rowCounts() {
  const [t] = await ctx.database.db.select({ n: count() }).from(transactions);
  const [i] = await ctx.database.db.select({ n: count() }).from(transactionItems);
  return { transactions: t?.n, items: i?.n };
}

describe('POST /create-transaction', () => {
  it('lets a member submit a transaction for themselves; its items start Pending', async () => {
    const res = await as(ctx, member).post(
      '/create-transaction',
      body(member.id, [{ transaction_type: 'SAVING', transaction_amount: 1500.5, extra: 'QWE123' }], {
        transaction_date: today,
        comment: 'March contribution',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().transaction_id;
    const detail = (await as(ctx, member).get(`/transactions/${id}`)).json();
    expect(detail.transaction).toMatchObject({
      id,
      user_id: member.id,
      username: 'Wanjiru Kamau',
      total_payed: 1500.5,
      transaction_date: today,
      comment: 'March contribution',
      status: 'Pending',
    });
    expect(detail.transaction_types).toEqual([
      expect.objectContaining({ type: 'SAVING', amount: 1500.5, status: 'Pending', extra: 'QWE123' }),
    ]);
    expect(detail.transaction.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  // docs/decisions/speed.md, "Statements built once": one statement for each number of items.
  it.each([1, 3, 20])('keeps all %i items of a transaction, in the order sent', async (n) => {
    const items = Array.from({ length: n }, (_, i) => ({
      transaction_type: 'SAVING' as const,
      transaction_amount: i + 1,
      extra: `REF${i}`,
    }));
    const id = await submit(ctx, member, member.id, items);
    const detail = (await as(ctx, member).get(`/transactions/${id}`)).json();
    expect(detail.transaction.total_payed).toBe((n * (n + 1)) / 2);
    expect(
      detail.transaction_types.map((item: { amount: number; extra: string; status: string }) => [
        item.amount,
        item.extra,
        item.status,
      ]),
    ).toEqual(items.map((item) => [item.transaction_amount, item.extra, 'Pending']));
  });

  it('defaults the date to today in Nairobi', async () => {
    const id = await submit(ctx, admin, member.id, [{ transaction_type: 'SAVING', transaction_amount: 10 }]);
    expect((await as(ctx, admin).get(`/transactions/${id}`)).json().transaction.transaction_date).toBe(today);
  });

  const refusals: [string, Record<string, unknown>, number, string][] = [
    [
      'a total that does not equal the items',
      { ...body(0, [{ transaction_type: 'SAVING', transaction_amount: 100 }]), total_payed: 99.99 },
      422,
      'total_payed must equal the sum of the items (KES 100.00)',
    ],
    [
      'a date in the future',
      body(0, [{ transaction_type: 'SAVING', transaction_amount: 100 }], {
        transaction_date: addMonthsClamped(today, 1),
      }),
      422,
      'The date cannot be in the future',
    ],
    [
      'a 501-character comment',
      body(0, [{ transaction_type: 'SAVING', transaction_amount: 100 }], { comment: 'x'.repeat(501) }),
      422,
      'Comment must be at most 500 characters',
    ],
    [
      'an unknown type',
      body(0, [{ transaction_type: 'LOAN' as 'LTL', transaction_amount: 100 }]),
      422,
      'Transaction type must be SAVING, LTL, STL, CONTRIBUTION, ROTATION or FINE',
    ],
    [
      'a zero amount',
      body(0, [{ transaction_type: 'SAVING', transaction_amount: 0 }]),
      422,
      'transaction_amount must be more than 0',
    ],
    [
      'a negative amount',
      { ...body(0, [{ transaction_type: 'SAVING', transaction_amount: -5 }]), total_payed: 5 },
      422,
      'transaction_amount must not be negative',
    ],
    [
      'an amount with three decimals',
      { ...body(0, [{ transaction_type: 'SAVING', transaction_amount: 1.005 }]), total_payed: 1 },
      422,
      'transaction_amount must have at most two decimals',
    ],
    ['no items', { user_id: 0, total_payed: 0, transaction_items: [] }, 422, 'Add at least one item'],
    [
      'an LTL item without an uncleared long-term loan',
      body(0, [{ transaction_type: 'LTL', transaction_amount: 100 }]),
      422,
      'Wanjiru has no uncleared long-term loan.',
    ],
    [
      'an STL item without an uncleared short-term loan',
      body(0, [{ transaction_type: 'STL', transaction_amount: 100 }]),
      422,
      'Wanjiru has no uncleared short-term loan.',
    ],
  ];

  it.each(refusals)('refuses %s and writes nothing', async (_name, payload, status, message) => {
    const before = await rowCounts();
    const res = await as(ctx, member).post('/create-transaction', { ...payload, user_id: member.id });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a SAVING item for a member without a savings account', async () => {
    const lone = await signUp(ctx, 'member', { firstname: 'Akinyi' });
    const before = await rowCounts();
    const res = await as(ctx, lone).post(
      '/create-transaction',
      body(lone.id, [{ transaction_type: 'SAVING', transaction_amount: 5 }]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Akinyi has no savings account.');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a member creating for someone else (403), an unknown user (404) and anonymous callers (401)', async () => {
    const before = await rowCounts();
    const payload = body(other.id, [{ transaction_type: 'SAVING', transaction_amount: 5 }]);
    const forOther = await as(ctx, member).post('/create-transaction', payload);
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe('You can only submit transactions for yourself.');
    expect(
      (await as(ctx, admin).post('/create-transaction', { ...payload, user_id: 999_999 })).statusCode,
    ).toBe(404);
    expect((await as(ctx).post('/create-transaction', payload)).statusCode).toBe(401);
    expect(await rowCounts()).toEqual(before);
    // An admin may create for any member.
    expect((await as(ctx, admin).post('/create-transaction', payload)).statusCode).toBe(201);
  });
});

describe('reading transactions', () => {
  it('pages the admin list newest first, 10 to a page by default, with true totals past the end', async () => {
    const shopper = await signUp(ctx, 'member');
    await openSavings(ctx, admin, shopper.id);
    for (let i = 1; i <= 12; i++)
      await submit(ctx, shopper, shopper.id, [{ transaction_type: 'SAVING', transaction_amount: i }]);
    const first = (await as(ctx, admin).get(`/transactions/user/${shopper.id}`)).json();
    expect(first.pagination).toEqual({ page: 1, per_page: 10, total: 12, pages: 2 });
    expect(first.transactions.map((t: { total_payed: number }) => t.total_payed).slice(0, 3)).toEqual([
      12, 11, 10,
    ]);
    const second = (await as(ctx, admin).get(`/transactions/user/${shopper.id}?page=2`)).json();
    expect(second.transactions).toHaveLength(2);
    const past = (await as(ctx, admin).get(`/transactions/user/${shopper.id}?page=5&per_page=5`)).json();
    expect(past).toEqual({ transactions: [], pagination: { page: 5, per_page: 5, total: 12, pages: 3 } });
    const all = (await as(ctx, admin).get('/transactions?per_page=100')).json();
    expect(all.pagination.total).toBeGreaterThanOrEqual(12);
    const bad = await as(ctx, admin).get('/transactions?per_page=101');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('per_page must be between 1 and 100');
  });

  it('keeps only all-Pending transactions with status=pending', async () => {
    const id = await submit(ctx, member, member.id, [{ transaction_type: 'SAVING', transaction_amount: 7 }]);
    const listed = async () =>
      (await as(ctx, admin).get('/transactions?status=pending&per_page=100'))
        .json()
        .transactions.map((t: { id: number }) => t.id);
    expect(await listed()).toContain(id);
    await as(ctx, admin).patch(`/transactions/savings/${id}/status`, { status: 'Approved' });
    expect(await listed()).not.toContain(id);
  });

  it('lets each member see only their own', async () => {
    const id = await submit(ctx, member, member.id, [{ transaction_type: 'SAVING', transaction_amount: 3 }]);
    expect((await as(ctx, member).get(`/transactions/${id}`)).statusCode).toBe(200);
    const hidden = await as(ctx, other).get(`/transactions/${id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Transaction not found');
    expect((await as(ctx, admin).get(`/transactions/${id}`)).statusCode).toBe(200);
    expect((await as(ctx).get(`/transactions/${id}`)).statusCode).toBe(401);
    expect((await as(ctx, admin).get('/transactions/999999')).statusCode).toBe(404);

    for (const path of ['', '/savings', '/loans']) {
      expect((await as(ctx, member).get(`/transactions/user/${member.id}${path}`)).statusCode).toBe(200);
      expect((await as(ctx, other).get(`/transactions/user/${member.id}${path}`)).statusCode).toBe(403);
      expect((await as(ctx, admin).get(`/transactions/user/${member.id}${path}`)).statusCode).toBe(200);
      expect((await as(ctx).get(`/transactions/user/${member.id}${path}`)).statusCode).toBe(401);
    }
    expect((await as(ctx, member).get('/transactions')).statusCode).toBe(403);
    expect((await as(ctx).get('/transactions')).statusCode).toBe(401);
  });

  it("lists a member's savings rows", async () => {
    const rows = (await as(ctx, member).get(`/transactions/user/${member.id}/savings`)).json()
      .savings_transactions;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        transaction_id: expect.any(Number),
        amount: expect.any(Number),
        status: expect.any(String),
      }),
    );
  });
});

describe('approving and rejecting', () => {
  it('is for admins only', async () => {
    const id = await submit(ctx, member, member.id, [{ transaction_type: 'SAVING', transaction_amount: 1 }]);
    for (const who of [member, other]) {
      expect(
        (await as(ctx, who).patch(`/transactions/savings/${id}/status`, { status: 'Approved' })).statusCode,
      ).toBe(403);
    }
    expect(
      (await as(ctx).patch(`/transactions/savings/${id}/status`, { status: 'Approved' })).statusCode,
    ).toBe(401);
    const missing = await as(ctx, admin).patch('/transactions/savings/999999/status', { status: 'Approved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Transaction not found');
  });

  it('approves once: a second approval changes nothing', async () => {
    const before = (await as(ctx, admin).get(`/savings/total/${member.id}`)).json().total_savings;
    const id = await submit(ctx, member, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 250.25 },
      { transaction_type: 'SAVING', transaction_amount: 100 },
    ]);
    const first = await as(ctx, admin).patch(`/transactions/savings/${id}/status`, { status: 'Approved' });
    expect(first.json()).toEqual({ updated_items: 2, message: '2 savings items approved.' });
    const again = await as(ctx, admin).patch(`/transactions/savings/${id}/status`, { status: 'Approved' });
    expect(again.json()).toEqual({ updated_items: 0, message: 'No pending savings items.' });
    const after = (await as(ctx, admin).get(`/savings/total/${member.id}`)).json().total_savings;
    expect(Math.round((after - before) * 100)).toBe(35025);
    expect((await as(ctx, admin).get(`/transactions/${id}`)).json().transaction.status).toBe('Approved');
    await expectBalancesReconcile(ctx);
  });

  it('rejects pending items with a reason, shown on the item, and refuses to reject approved ones', async () => {
    const id = await submit(ctx, member, member.id, [{ transaction_type: 'SAVING', transaction_amount: 40 }]);
    const noReason = await as(ctx, admin).patch(`/transactions/savings/${id}/status`, { status: 'Rejected' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe('A reason is required to reject');
    const rejected = await as(ctx, admin).patch(`/transactions/savings/${id}/status`, {
      status: 'Rejected',
      reason: 'M-Pesa code not found',
    });
    expect(rejected.json()).toEqual({ updated_items: 1, message: '1 savings item rejected.' });
    const detail = (await as(ctx, member).get(`/transactions/${id}`)).json();
    expect(detail.transaction.status).toBe('Partially Rejected');
    expect(detail.transaction_types[0]).toMatchObject({
      status: 'Rejected',
      reject_reason: 'M-Pesa code not found',
    });

    const approvedId = await submit(ctx, member, member.id, [
      { transaction_type: 'SAVING', transaction_amount: 40 },
    ]);
    await as(ctx, admin).patch(`/transactions/savings/${approvedId}/status`, { status: 'Approved' });
    const late = await as(ctx, admin).patch(`/transactions/savings/${approvedId}/status`, {
      status: 'Rejected',
      reason: 'x',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Approved savings items cannot be rejected.');
    await expectBalancesReconcile(ctx);
  });
});

describe('a worked scenario', () => {
  it('lands a three-item payment on savings and both loans to the cent', async () => {
    const saver = await signUp(ctx, 'member', { firstname: 'Achieng', lastname: 'Njeri' });
    await openSavings(ctx, admin, saver.id, 1000);
    const issued = addMonthsClamped(today, -1);
    await issueLongTermLoan(ctx, admin, saver.id, 100_000, issued);
    await issueShortTermLoan(ctx, admin, saver.id, 10_000, issued);
    const outstandingBefore = (await as(ctx, admin).get('/totaloutstandingloans')).json()
      .total_outstanding_loans;

    const id = await submit(ctx, saver, saver.id, [
      { transaction_type: 'SAVING', transaction_amount: 2000 },
      { transaction_type: 'LTL', transaction_amount: 5000 },
      { transaction_type: 'STL', transaction_amount: 3933.33 },
    ]);
    for (const kind of ['savings', 'loan-long', 'short-long']) {
      const res = await as(ctx, admin).patch(`/transactions/${kind}/${id}/status`, { status: 'Approved' });
      expect(res.json().updated_items, kind).toBe(1);
    }
    expect((await as(ctx, saver).get(`/transactions/${id}`)).json().transaction.status).toBe('Approved');
    expect((await as(ctx, saver).get(`/savings/total/${saver.id}`)).json().total_savings).toBe(3000);

    // 12% a year over 24 months on the reducing balance: installment 4,707.35, of which the first
    // month's interest is 1,000.00; 5,000 pays installment 1 whole (1,000.00 + 3,707.35) and
    // 292.65 of installment 2's interest (docs/decisions/loans.md, "Repayments": due order, interest before
    // principal).
    const long = (await as(ctx, admin).get('/all-loans'))
      .json()
      .loans.find((l: { user_id: number }) => l.user_id === saver.id);
    expect(long).toMatchObject({ installment_amount: 4707.35, principal: 96_292.65, status: 'Uncleared' });
    // Flat 18% on 10,000 over 3 months: each installment is 600.00 interest and 3,333.33 principal.
    const short = (await as(ctx, admin).get('/all-shorttermloans'))
      .json()
      .loans.find((l: { user_id: number }) => l.user_id === saver.id);
    expect(short).toMatchObject({
      principal: 6666.67,
      interest_amount: 1200,
      amount_due: 7866.67,
      status: 'uncleared',
    });

    const history = (await as(ctx, admin).get('/loan-payments/long-term')).json().payments;
    expect(history[0]).toMatchObject({
      transaction_amount: 5000,
      principal_paid: 3707.35,
      interest_paid: 1292.65,
    });
    const shortHistory = (await as(ctx, admin).get('/loan-payments/short-term')).json().payments;
    expect(shortHistory[0]).toMatchObject({
      transaction_amount: 3933.33,
      principal_paid: 3333.33,
      interest_paid: 600,
    });

    const totals = (await as(ctx, saver).get(`/loans/total/${saver.id}`)).json().total_amount_due;
    expect(totals.short_term).toBe(7866.67);
    expect(Math.round(totals.combined_total * 100)).toBe(Math.round((long.amount_due + 7866.67) * 100));
    const outstandingAfter = (await as(ctx, admin).get('/totaloutstandingloans')).json()
      .total_outstanding_loans;
    expect(Math.round((outstandingBefore - outstandingAfter) * 100)).toBe(5000_00 + 3933_33);
    await expectBalancesReconcile(ctx);
  });

  it('changes nothing when an approval fails midway (a repayment above the amount due)', async () => {
    const borrower = await signUp(ctx, 'member', { firstname: 'Kiprop' });
    await issueShortTermLoan(ctx, admin, borrower.id, 1000, addMonthsClamped(today, -1));
    // 1,180.00 is due; each entry fits it, as entry checks. Once the first is approved 180.00 is
    // due: the second's first item fits, its second takes it over.
    const first = await submit(ctx, borrower, borrower.id, [
      { transaction_type: 'STL', transaction_amount: 1000 },
    ]);
    const id = await submit(ctx, borrower, borrower.id, [
      { transaction_type: 'STL', transaction_amount: 100 },
      { transaction_type: 'STL', transaction_amount: 80.01 },
    ]);
    const approved = await as(ctx, admin).patch(`/transactions/short-long/${first}/status`, {
      status: 'Approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const res = await as(ctx, admin).patch(`/transactions/short-long/${id}/status`, { status: 'Approved' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Payment of KES 80.01 exceeds the amount due KES 80.00.');
    const detail = (await as(ctx, admin).get(`/transactions/${id}`)).json();
    expect(detail.transaction_types.map((i: { status: string }) => i.status)).toEqual(['Pending', 'Pending']);
    const totals = (await as(ctx, admin).get(`/loans/total/${borrower.id}`)).json().total_amount_due;
    expect(totals.short_term).toBe(180);
    await expectBalancesReconcile(ctx);
  });
});
