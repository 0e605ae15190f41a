import { todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, expectGetStatuses, statusesFor } from '../../test/access.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { csvDownload, expectBareList, expectRefused, linesOf } from '../../test/list-fixtures.js';
import { seedLoan } from '../../test/loans-seed.js';
import { submit } from '../../test/money-fixtures.js';
import { pluck } from '../../test/money-rows.js';
import { usePeopleApp } from '../../test/scene.js';
import { loanBatches } from './loan-list.js';

let ctx: TestContext;
let admin: SignedIn;
const members: SignedIn[] = [];
const names = [
  ['Wanjiru', 'Kamau'],
  ['Otieno', 'Ouma'],
  ['Achieng', 'Njeri'],
  ['Kiprop', 'Korir'],
  ['Baraka', 'Mutua'],
] as const;
/** Long-term loan ids in the order they were made. */
const longTerm: number[] = [];

usePeopleApp({ admin: 'admin' }, async (scene) => {
  ({ ctx, admin } = scene);
  for (const [firstname, lastname] of names)
    members.push(await signUp(ctx, 'member', { firstname, lastname }));
  // Each member: a cleared long-term loan of 2025 and an uncleared one of 2026, and a short-term one.
  for (const [i, member] of members.entries()) {
    const cleared = await seedLoan(ctx.database.db, {
      userId: member.id,
      kind: 'long_term',
      principalCents: (i + 1) * 1_000_000,
      issuedOn: `2025-0${i + 1}-10`,
      status: 'Cleared',
    });
    const open = await seedLoan(ctx.database.db, {
      userId: member.id,
      kind: 'long_term',
      principalCents: (5 - i) * 2_000_000,
      issuedOn: `2026-01-1${i}`,
    });
    longTerm.push(cleared.id, open.id);
    await seedLoan(ctx.database.db, { userId: member.id, kind: 'short_term', principalCents: 500_000 });
  }
  // Repayments: Wanjiru pays 1,000 and 3,000, Otieno 2,000.
  for (const [who, amount] of [
    [members[0]!, 1000],
    [members[1]!, 2000],
    [members[0]!, 3000],
  ] as const) {
    const id = await submit(ctx, admin, who.id, [{ transaction_type: 'LTL', transaction_amount: amount }]);
    const res = await as(ctx, admin).patch(`/transactions/loan-long/${id}/status`, { status: 'Approved' });
    expect(res.statusCode, res.body).toBe(200);
  }
});

const get = (path: string, who: SignedIn = admin) => as(ctx, who).get(path);
const loanIds = (res: { json(): { loans: { id: number }[] } }) => res.json().loans.map((loan) => loan.id);
const paymentAmounts = (res: { json(): { payments: { transaction_amount: number }[] } }) =>
  res.json().payments.map((payment) => payment.transaction_amount);

describe('GET /all-loans and /all-shorttermloans', () => {
  it('answers every loan, newest first and without pagination, when called without parameters', async () => {
    const res = await expectBareList(get('/all-loans'), 'loans');
    expect(loanIds(res)).toEqual([...longTerm].reverse());
    const short = await get('/all-shorttermloans');
    expect(short.json().loans).toHaveLength(5);
    expect(short.json().loans[0]).toMatchObject({ status: 'uncleared', user_firstname: 'Baraka' });
  });

  it('pages with the true totals, and a page past the end is empty', async () => {
    const first = await get('/all-loans?page=1&per_page=4');
    expect(first.json().pagination).toEqual({ page: 1, per_page: 4, total: 10, pages: 3 });
    expect(loanIds(first)).toEqual([...longTerm].reverse().slice(0, 4));
    const last = await get('/all-loans?page=3&per_page=4');
    expect(loanIds(last)).toEqual([...longTerm].reverse().slice(8));
    const past = await get('/all-loans?page=9&per_page=4');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({ loans: [], pagination: { page: 9, per_page: 4, total: 10, pages: 3 } });
  });

  it('searches by member name and by loan number', async () => {
    const byName = await get('/all-loans?q=otieno');
    expect(pluck(byName.json().loans, 'user_firstname')).toEqual(['Otieno', 'Otieno']);
    expect(byName.json().pagination.total).toBe(2);
    const byNumber = await get(`/all-loans?q=%23${longTerm[3]}`);
    expect(loanIds(byNumber)).toEqual([longTerm[3]]);
    const none = await get('/all-loans?q=nobody');
    expect(none.json()).toMatchObject({ loans: [], pagination: { total: 0, pages: 1 } });
  });

  it('filters by status in either case, by member and by issue date', async () => {
    const cleared = await get('/all-loans?status=Cleared&per_page=100');
    expect(cleared.json().loans.map((l: { status: string }) => l.status)).toEqual(Array(5).fill('Cleared'));
    const uncleared = await get('/all-shorttermloans?status=uncleared');
    expect(uncleared.json().pagination.total).toBe(5);
    const mine = await get(`/all-loans?user_id=${members[2]!.id}`);
    expect(loanIds(mine)).toEqual([longTerm[5], longTerm[4]]);
    const dated = await get('/all-loans?from=2026-01-11&to=2026-01-13&sort=date_issued');
    expect(pluck(dated.json().loans, 'date_issued')).toEqual(['2026-01-11', '2026-01-12', '2026-01-13']);
  });

  it('sorts by each field, both ways', async () => {
    const issued = await get('/all-loans?sort=-date_issued&per_page=3');
    expect(pluck(issued.json().loans, 'date_issued')).toEqual(['2026-01-14', '2026-01-13', '2026-01-12']);
    const amounts = await get('/all-loans?sort=loan_amount&per_page=100');
    const lent = amounts.json().loans.map((l: { loan_amount: number }) => l.loan_amount);
    expect(lent).toEqual([...lent].sort((a, b) => a - b));
    const due = await get('/all-loans?sort=-amount_due&per_page=100');
    const owed = due.json().loans.map((l: { amount_due: number }) => l.amount_due);
    expect(owed).toEqual([...owed].sort((a, b) => b - a));
    const dueDates = await get('/all-loans?sort=due_date&per_page=100');
    const dates = dueDates.json().loans.map((l: { due_date: string }) => l.due_date);
    expect(dates).toEqual([...dates].sort());
    const oldest = await get('/all-loans?sort=created_at&per_page=2');
    expect(loanIds(oldest)).toEqual(longTerm.slice(0, 2));
  });

  it('downloads the whole filtered list as CSV in the list’s order', async () => {
    const res = await get('/all-loans?format=csv&status=Uncleared&sort=-loan_amount');
    const lines = csvDownload(res, 'long-term-loans.csv');
    expect(lines[0]).toBe(
      'loan_id,user_id,member,loan_amount,principal,interest_amount,amount_due,installment_amount,interest_rate,payment_period,date_issued,due_date,status',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^\d+,\d+,Wanjiru Kamau,100000\.00,/);
    expect(lines.slice(1).every((line) => line.endsWith(',Uncleared'))).toBe(true);
  });

  it('reads the download in keyset batches that resume exactly after the last row', async () => {
    for (const sort of ['-created_at', 'date_issued', '-amount_due', 'due_date'] as const) {
      const batches: number[][] = [];
      for await (const batch of loanBatches(
        ctx.database.db,
        'long_term',
        { q: undefined, status: undefined },
        sort,
        3,
      )) {
        batches.push(batch.map((loan) => loan.id));
      }
      expect(batches.map((batch) => batch.length)).toEqual([3, 3, 3, 1]);
      expect(batches.flat()).toEqual(loanIds(await get(`/all-loans?sort=${sort}&per_page=100`)));
    }
  });

  it('refuses bad parameters with a 422 naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['per_page=101', 'per_page'],
      ['sort=color', 'sort'],
      ['status=open', 'status'],
      ['user_id=abc', 'user_id'],
      ['from=2026-13-01', 'from'],
      ['from=2026-02-01&to=2026-01-01', 'from'],
      ['format=pdf', 'format'],
    ] as const) {
      expectRefused(await get(`/all-loans?${query}`), field);
    }
  });

  it('is for admins only', async () => {
    const callers = { admin, member: members[0]!, otherMember: members[1]! };
    const paths = ['/all-loans', '/all-loans?page=1', '/all-shorttermloans?format=csv'];
    await expectGetStatuses(ctx, callers, paths, ADMIN_ONLY);
  });
});

describe('GET /loan-payments/long-term and /short-term', () => {
  it('answers every payment without parameters, and pages with them', async () => {
    const all = await get('/loan-payments/long-term');
    expect(Object.keys(all.json())).toEqual(['payments']);
    expect(paymentAmounts(all)).toEqual([3000, 2000, 1000]);
    const page = await get('/loan-payments/long-term?page=2&per_page=2');
    expect(paymentAmounts(page)).toEqual([1000]);
    expect(page.json().pagination).toEqual({ page: 2, per_page: 2, total: 3, pages: 2 });
    const short = await get('/loan-payments/short-term?page=1');
    expect(short.json()).toEqual({ payments: [], pagination: { page: 1, per_page: 10, total: 0, pages: 1 } });
  });

  it('searches by member, filters by member, loan and day, and sorts', async () => {
    expect(paymentAmounts(await get('/loan-payments/long-term?q=wanjiru'))).toEqual([3000, 1000]);
    expect(paymentAmounts(await get(`/loan-payments/long-term?user_id=${members[1]!.id}`))).toEqual([2000]);
    expect(paymentAmounts(await get(`/loan-payments/long-term?loan_id=${longTerm[1]}`))).toEqual([
      3000, 1000,
    ]);
    const today = todayInGroupZone();
    expect(paymentAmounts(await get(`/loan-payments/long-term?from=${today}&to=${today}`))).toHaveLength(3);
    expect(paymentAmounts(await get('/loan-payments/long-term?to=2020-01-01'))).toEqual([]);
    expect(paymentAmounts(await get('/loan-payments/long-term?sort=transaction_amount'))).toEqual([
      1000, 2000, 3000,
    ]);
    expect(paymentAmounts(await get('/loan-payments/long-term?sort=created_at'))).toEqual([1000, 2000, 3000]);
  });

  it('downloads the filtered history as CSV', async () => {
    const res = await get('/loan-payments/long-term?format=csv&q=wanjiru&sort=-transaction_amount');
    expect(res.headers['content-disposition']).toBe('attachment; filename="long-term-loan-payments.csv"');
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(
      'payment_id,loan_id,member,transaction_amount,principal_paid,interest_paid,fines_paid,loan_principal,loan_interest_rate,created_at',
    );
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['3000.00', '1000.00']);
  });

  it('refuses bad parameters with a 422 naming the field, and is for admins only', async () => {
    for (const [query, field] of [
      ['loan_id=-1', 'loan_id'],
      ['sort=member', 'sort'],
      ['to=yesterday', 'to'],
    ] as const) {
      expectRefused(await get(`/loan-payments/short-term?${query}`), field);
    }
    const callers = { admin, member: members[0]!, otherMember: members[1]! };
    expect(await statusesFor(ctx, callers, 'GET', '/loan-payments/long-term?page=1')).toEqual(ADMIN_ONLY);
  });
});
