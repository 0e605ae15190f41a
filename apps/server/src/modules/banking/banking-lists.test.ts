import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expenses } from '../../db/schema.js';
import { ADMIN_ONLY, expectGetStatuses } from '../../test/access.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import {
  csvLines,
  expectBareList,
  expectRefused,
  itRefusesEach,
  refusedSort,
} from '../../test/list-fixtures.js';
import { usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
let admin: SignedIn;
let member: SignedIn;
let other: SignedIn;
const banks: Record<string, number> = {};
/**
 * The expenses, oldest first: [bank, amount, type, comment, when it was entered (UTC), the day it was
 * paid (its date)].
 */
const paid = [
  ['Equity Bank', 120, 'Bank charges', null, '2026-03-01T08:00:00Z', '2026-03-01'],
  ['KCB', 2500, 'Meeting', 'Hall for the AGM', '2026-03-01T20:59:00Z', '2026-03-01'],
  ['Equity Bank', 300.5, 'Transport', 'Fuel to the bank', '2026-03-01T21:00:00Z', '2026-03-02'],
  ['Equity Bank', 80, 'Stationery', 'Receipt books', '2026-03-05T10:00:00Z', '2026-03-05'],
  ['KCB', 5000, 'Welfare', 'Hospital visit, Baraka', '2026-03-09T10:00:00Z', '2026-03-09'],
  ['M-Pesa Float', 45, 'bank charges', 'Withdrawal fee', '2026-03-10T10:00:00Z', '2026-03-10'],
  ['KCB', 1000, 'Meeting', 'Tea and snacks', '2026-03-12T10:00:00Z', '2026-03-12'],
] as const;
const ids: number[] = [];

usePeopleApp({ admin: 'admin', member: 'member', other: 'member' }, async (scene) => {
  ({ ctx, admin, member, other } = scene);
  for (const [name, amount] of [
    ['KCB', 20000],
    ['Equity Bank', 15000],
    ['M-Pesa Float', 300],
  ] as const) {
    const res = await as(ctx, admin).post('/create-bank-account', { name, amount });
    expect(res.statusCode, res.body).toBe(201);
    banks[name] = res.json().account_id;
  }
  for (const [bank, amount, type, comment, at, date] of paid) {
    const res = await as(ctx, admin).post('/create-expense', {
      account_id: banks[bank],
      amount,
      comment_type: type,
      comment,
      date,
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().expense_id);
    await ctx.database.db
      .update(expenses)
      .set({ createdAt: new Date(at) })
      .where(eq(expenses.id, res.json().expense_id));
  }
});

const get = (path: string, who: SignedIn = admin) => as(ctx, who).get(path);
const expenseIds = (res: { json(): { expenses: { expense_id: number }[] } }) =>
  res.json().expenses.map((e) => e.expense_id);
/** The ids of the expenses at these places of `paid`. */
const at = (...n: number[]) => n.map((i) => ids[i]);

describe('GET /all-expenses', () => {
  it('answers every expense newest first without list parameters, as the spec calls it', async () => {
    const res = await expectBareList(get('/all-expenses'), 'expenses');
    expect(expenseIds(res)).toEqual([...ids].reverse());
    expect(res.json().expenses[2]).toEqual({
      expense_id: ids[4],
      date: '2026-03-09',
      account_id: banks.KCB,
      account_name: 'KCB',
      amount: 5000,
      comment_type: 'Welfare',
      comment: 'Hospital visit, Baraka',
      created_at: '2026-03-09T10:00:00.000Z',
      reversal: null,
    });
  });

  it('pages newest first with the true totals; a page past the end is empty', async () => {
    const second = await get('/all-expenses?page=2&per_page=3');
    expect(expenseIds(second)).toEqual(at(3, 2, 1));
    expect(second.json().pagination).toEqual({ page: 2, per_page: 3, total: 7, pages: 3 });
    expect((await get('/all-expenses?page=99&per_page=10')).json()).toEqual({
      expenses: [],
      pagination: { page: 99, per_page: 10, total: 7, pages: 1 },
    });
  });

  it.each([
    ['q=hosp', [4]],
    ['q=BANK', [5, 3, 2, 0]],
    ['q=bank charges', [5, 0]],
    ['q=kcb', [6, 4, 1]],
    ['q=m-pesa', [5]],
    ['q=nothing', []],
    ['comment_type=BANK CHARGES', [5, 0]],
    ['account_id=ACCOUNT', [3, 2, 0]],
    ['from=2026-03-02', [6, 5, 4, 3, 2]],
    ['to=2026-03-01', [1, 0]],
    ['from=2026-03-02&to=2026-03-09', [4, 3, 2]],
    ['account_id=ACCOUNT&from=2026-03-05', [3]],
  ])('filters by %s', async (query, expected) => {
    const res = await get(`/all-expenses?${query.replace('ACCOUNT', String(banks['Equity Bank']))}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(expenseIds(res)).toEqual(at(...expected));
    expect(res.json().pagination.total).toBe(expected.length);
  });

  it('sorts by amount, comment type and date either way', async () => {
    expect(expenseIds(await get('/all-expenses?sort=-amount&per_page=3'))).toEqual(at(4, 1, 6));
    expect(expenseIds(await get('/all-expenses?sort=amount&per_page=2'))).toEqual(at(5, 3));
    expect(expenseIds(await get('/all-expenses?sort=comment_type&per_page=3'))).toEqual(at(0, 5, 1));
    expect(expenseIds(await get('/all-expenses?sort=created_at&per_page=2'))).toEqual(at(0, 1));
    expect(expenseIds(await get('/all-expenses?sort=-date&per_page=2'))).toEqual(at(6, 5));
    expect(expenseIds(await get('/all-expenses?sort=date&per_page=3'))).toEqual(at(0, 1, 2));
  });

  itRefusesEach(
    (query) => get(`/all-expenses?${query}`),
    [
      ['from=2026-13-01', 'from', 'from is not a real date'],
      ['to=March', 'to', 'to must be a date (YYYY-MM-DD)'],
      ['from=2026-03-09&to=2026-03-01', 'from', 'from must not be after to'],
      ['account_id=x', 'account_id', 'account_id must be a positive whole number'],
      refusedSort('comment', ['created_at', 'date', 'amount', 'comment_type']),
      [`comment_type=${'x'.repeat(51)}`, 'comment_type', 'comment_type must be at most 50 characters'],
      ['per_page=1000', 'per_page', 'per_page must be between 1 and 100'],
    ],
  );

  it('downloads the filtered list as CSV in its order, text kept safe from formulas', async () => {
    await ctx.database.db.execute(sql`update expenses set comment = '=SUM(A1)' where id = ${ids[3]}`);
    const lines = csvLines(
      await get(`/all-expenses?format=csv&account_id=${banks['Equity Bank']}&sort=-amount`),
    );
    expect(lines[0]).toBe('expense_id,date,created_at,account_id,account_name,amount,comment_type,comment');
    expect(lines.slice(1)).toEqual([
      `${ids[2]},2026-03-02,2026-03-01T21:00:00.000Z,${banks['Equity Bank']},Equity Bank,300.50,Transport,Fuel to the bank`,
      `${ids[0]},2026-03-01,2026-03-01T08:00:00.000Z,${banks['Equity Bank']},Equity Bank,120.00,Bank charges,`,
      `${ids[3]},2026-03-05,2026-03-05T10:00:00.000Z,${banks['Equity Bank']},Equity Bank,80.00,Stationery,'=SUM(A1)`,
    ]);
  });
});

describe('GET /all-bank-accounts', () => {
  const names = (res: { json(): { accounts: { name: string }[] } }) => res.json().accounts.map((a) => a.name);

  it('answers every account by name without list parameters, as the spec calls it', async () => {
    const res = await get('/all-bank-accounts');
    expect(Object.keys(res.json())).toEqual(['accounts']);
    expect(names(res)).toEqual(['Equity Bank', 'KCB', 'M-Pesa Float']);
    expect(res.json().accounts[0]).toEqual({
      account_id: banks['Equity Bank'],
      name: 'Equity Bank',
      amount: 14499.5,
    });
  });

  it('pages, searches and sorts by balance', async () => {
    const first = await get('/all-bank-accounts?per_page=2');
    expect(names(first)).toEqual(['Equity Bank', 'KCB']);
    expect(first.json().pagination).toEqual({ page: 1, per_page: 2, total: 3, pages: 2 });
    expect((await get('/all-bank-accounts?page=5')).json()).toEqual({
      accounts: [],
      pagination: { page: 5, per_page: 10, total: 3, pages: 1 },
    });
    expect(names(await get('/all-bank-accounts?q=pesa'))).toEqual(['M-Pesa Float']);
    expect(names(await get('/all-bank-accounts?sort=-amount'))).toEqual([
      'Equity Bank',
      'KCB',
      'M-Pesa Float',
    ]);
    expect(names(await get('/all-bank-accounts?sort=amount'))).toEqual([
      'M-Pesa Float',
      'KCB',
      'Equity Bank',
    ]);
    expect(names(await get('/all-bank-accounts?sort=-name'))).toEqual(['M-Pesa Float', 'KCB', 'Equity Bank']);
  });

  it('refuses an unknown order, naming the field', async () => {
    expectRefused(
      await get('/all-bank-accounts?sort=balance'),
      'sort',
      'sort must be one of name, -name, amount, -amount',
    );
  });

  it('downloads the filtered list as CSV', async () => {
    expect(csvLines(await get('/all-bank-accounts?format=csv&sort=-amount'))).toEqual([
      'account_id,name,amount',
      `${banks['Equity Bank']},Equity Bank,14499.50`,
      `${banks.KCB},KCB,11500.00`,
      `${banks['M-Pesa Float']},M-Pesa Float,255.00`,
    ]);
  });
});

describe('access', () => {
  it('is for admins only', async () => {
    const callers = { admin, member, otherMember: other };
    const paths = [
      '/all-expenses',
      '/all-expenses?q=kcb',
      '/all-expenses?format=csv',
      '/all-bank-accounts?page=1',
    ];
    await expectGetStatuses(ctx, callers, paths, ADMIN_ONLY);
  });
});
