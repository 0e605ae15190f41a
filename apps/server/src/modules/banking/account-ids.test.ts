import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile, openSavings, submit } from '../../test/money-fixtures.js';
import { countRows } from '../../test/money-rows.js';
import { setQuorum } from '../../test/quorum.js';
import { usePeopleApp } from '../../test/scene.js';

/**
 * The id story (docs/decisions/money-accounts.md, "One id for each place money sits"): the id
 * `/all-bank-accounts` lists for a bank account pays that bank in every call that takes an account,
 * Cash on hand has its own listed id, and an account that cannot cover a payment is refused.
 */

let ctx: TestContext;
let admin: SignedIn;
let treasurer: SignedIn;
let member: SignedIn;
let other: SignedIn;
let equity: number;
let kcb: number;
let cash: number;
let savingsAccount: number;
const today = () => ctx.app.clock.today();
const savingOf = (userId: number) => ({
  user_id: userId,
  total_payed: 100,
  transaction_items: [{ transaction_type: 'SAVING', transaction_amount: 100 }],
});

usePeopleApp({ admin: 'admin', treasurer: 'admin', member: 'member', other: 'member' }, async (scene) => {
  ({ ctx, admin, treasurer, member, other } = scene);
  await setQuorum(ctx, 1);
  const api = as(ctx, admin);
  equity = (await api.post('/create-bank-account', { name: 'Equity', amount: 100_000 })).json().account_id;
  kcb = (await api.post('/create-bank-account', { name: 'KCB' })).json().account_id;
  await openSavings(ctx, admin, member.id);
  await openSavings(ctx, admin, other.id);
  const chart = (await api.get('/books/accounts')).json().accounts as { id: number; code: string }[];
  savingsAccount = chart.find((account) => account.code === '2000')?.id as number;
});

const api = () => as(ctx, admin);
/** Each money account's balance, by id, as `GET /books/accounts?money=true` lists them. */
async function balances(): Promise<Record<number, number>> {
  const res = await api().get('/books/accounts?money=true');
  expect(res.statusCode, res.body).toBe(200);
  const accounts = res.json().accounts as { id: number; name: string; balance: number }[];
  cash = accounts.find((account) => account.name === 'Cash on hand')?.id as number;
  return Object.fromEntries(accounts.map((account) => [account.id, account.balance]));
}
/** The bank accounts' balances as `/all-bank-accounts` lists them, by the id it lists. */
async function banks(): Promise<Record<number, number>> {
  const listed = (await api().get('/all-bank-accounts')).json().accounts as {
    account_id: number;
    amount: number;
  }[];
  return Object.fromEntries(listed.map((account) => [account.account_id, account.amount]));
}

describe('one id for each place money sits', () => {
  it('lists each bank account by the id the money accounts list gives it, and Cash on hand there too', async () => {
    const money = await balances();
    expect(await banks()).toEqual({ [equity]: 100_000, [kcb]: 0 });
    expect(money).toEqual({ [cash]: 0, [equity]: 100_000, [kcb]: 0 });
    expect(new Set([cash, equity, kcb]).size).toBe(3);
  });

  it('pays /addloan out of the bank its listed id names, not Cash on hand', async () => {
    const res = await api().post('/addloan', {
      user_id: member.id,
      loan_amount: 20_000,
      date_issued: today(),
      account_id: equity,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await balances()).toEqual({ [cash]: 0, [equity]: 80_000, [kcb]: 0 });
  });

  it('refuses /addshorttermloan out of a bank that cannot cover it, writing nothing', async () => {
    const before = await countRows(ctx.database.db);
    const res = await api().post('/addshorttermloan', {
      user_id: other.id,
      principal: 5_000,
      date_issued: today(),
      account_id: kcb,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('Insufficient funds in KCB: balance KES 0.00.');
    expect(await countRows(ctx.database.db)).toEqual(before);
  });

  it('receives an approved saving into the bank its listed id names', async () => {
    const id = await submit(ctx, admin, member.id, [{ transaction_type: 'SAVING', transaction_amount: 700 }]);
    const res = await api().patch(`/transactions/savings/${id}/status`, {
      status: 'Approved',
      account_id: kcb,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balances()).toEqual({ [cash]: 0, [equity]: 80_000, [kcb]: 700 });
  });

  it('moves money between listed ids, Cash on hand included, and never below zero', async () => {
    const moved = await api().post('/books/transfers', {
      from_account_id: equity,
      to_account_id: cash,
      amount: 3_000,
      date: today(),
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const refused = await api().post('/books/transfers', {
      from_account_id: cash,
      to_account_id: kcb,
      amount: 3_000.01,
      date: today(),
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe('Insufficient funds in Cash on hand: balance KES 3,000.00.');
    expect(await balances()).toEqual({ [cash]: 3_000, [equity]: 77_000, [kcb]: 700 });
  });

  it('pays a dated expense out of Cash on hand, and lists it with its date and account', async () => {
    const res = await api().post('/create-expense', {
      account_id: cash,
      amount: 500,
      comment_type: 'Meeting',
      comment: 'Tea',
      date: '2026-03-04',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().balance).toBe(2_500);
    expect(await balances()).toEqual({ [cash]: 2_500, [equity]: 77_000, [kcb]: 700 });
    const listed = (await api().get(`/all-expenses?account_id=${cash}`)).json().expenses;
    expect(listed).toEqual([
      expect.objectContaining({
        date: '2026-03-04',
        account_id: cash,
        account_name: 'Cash on hand',
        amount: 500,
      }),
    ]);
    expect((await api().get('/all-expenses?q=cash')).json().expenses).toHaveLength(1);
    const [entry] = await queryRows<{ day: string }>(
      ctx.database.db,
      sql`select entry_date::text as day from journal_entries where kind = 'expense'`,
    );
    expect(entry?.day).toBe('2026-03-04');
  });

  it('dates an expense sent without a date today', async () => {
    const res = await api().post('/create-expense', {
      account_id: kcb,
      amount: 200,
      comment_type: 'Transport',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [latest] = (await api().get('/all-expenses?sort=-created_at&per_page=1')).json().expenses;
    expect(latest).toMatchObject({ date: today(), account_id: kcb, account_name: 'KCB' });
  });

  it('refuses an expense Cash on hand cannot cover, with its balance', async () => {
    const before = await countRows(ctx.database.db);
    const res = await api().post('/create-expense', {
      account_id: cash,
      amount: 2_500.01,
      comment_type: 'Welfare',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('Insufficient funds in Cash on hand: balance KES 2,500.00.');
    expect(await countRows(ctx.database.db)).toEqual(before);
  });

  it('pays from the settings’ default account, named by its listed id, when a call names none', async () => {
    const set = await api().patch('/settings', { default_account_id: equity });
    expect(set.statusCode, set.body).toBe(200);
    const res = await api().post('/addloan', { user_id: other.id, loan_amount: 7_000, date_issued: today() });
    expect(res.statusCode, res.body).toBe(201);
    expect(await balances()).toEqual({ [cash]: 2_500, [equity]: 70_000, [kcb]: 500 });
    await expectBalancesReconcile(ctx);
  });

  it.each([
    ['/create-expense', () => ({ account_id: 99_999, amount: 1, comment_type: 'Other' }), 'account_id'],
    [
      '/create-expense',
      () => ({ account_id: savingsAccount, amount: 1, comment_type: 'Other' }),
      'account_id',
    ],
    [
      '/addloan',
      () => ({ user_id: member.id, loan_amount: 1_000, date_issued: today(), account_id: 99_999 }),
      'account_id',
    ],
    [
      '/books/transfers',
      () => ({ from_account_id: equity, to_account_id: savingsAccount, amount: 1, date: today() }),
      'to_account_id',
    ],
  ])('refuses %s naming an account that holds no money, writing nothing', async (path, payload, field) => {
    const before = await countRows(ctx.database.db);
    const res = await api().post(path, payload());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().fields).toEqual({
      [field]: `${field} must be Cash on hand or a bank account of the books.`,
    });
    expect(await countRows(ctx.database.db)).toEqual(before);
  });
});

describe('expense dates', () => {
  it.each([
    [{ date: '2999-01-01' }, 'date must not be in the future'],
    [{ date: '2026-02-30' }, 'date is not a real date'],
    [{ date: 'yesterday' }, 'date must be a date (YYYY-MM-DD)'],
  ])('refuses %j naming the date', async (extra, message) => {
    const before = await countRows(ctx.database.db);
    const res = await api().post('/create-expense', {
      account_id: kcb,
      amount: 1,
      comment_type: 'Other',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().fields).toEqual({ date: message });
    expect(await countRows(ctx.database.db)).toEqual(before);
  });

  it('refuses at entry a payment, a loan, an expense or a transfer dated in a closed period, even when it would wait for approval', async () => {
    await ctx.database.db.execute(sql`insert into period_closings (closed_through) values ('2026-06-30')`);
    try {
      await setQuorum(ctx, 2);
      const before = await countRows(ctx.database.db);
      for (const [path, payload] of [
        [
          '/create-expense',
          { account_id: equity, amount: 9_000, comment_type: 'Welfare', date: '2026-06-30' },
        ],
        ['/books/transfers', { from_account_id: equity, to_account_id: kcb, amount: 10, date: '2026-06-01' }],
      ] as const) {
        const res = await as(ctx, treasurer).post(path, payload);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toMatchObject({
          message: 'This period is closed',
          fields: { date: 'This period is closed' },
        });
      }
      const dated = [
        [
          member,
          '/create-transaction',
          'transaction_date',
          { ...savingOf(member.id), transaction_date: '2026-06-15' },
        ],
        [
          treasurer,
          '/addloan',
          'date_issued',
          { user_id: member.id, loan_amount: 1_000, date_issued: '2026-06-15' },
        ],
        [
          treasurer,
          '/addshorttermloan',
          'date_issued',
          { user_id: other.id, principal: 1_000, date_issued: '2026-06-15', account_id: equity },
        ],
      ] as const;
      for (const [who, path, field, payload] of dated) {
        const res = await as(ctx, who).post(path, payload);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toMatchObject({
          message: 'This period is closed',
          fields: { [field]: 'This period is closed' },
        });
      }
      expect(await countRows(ctx.database.db)).toEqual(before);
      await setQuorum(ctx, 1);
      const open = await api().post('/create-expense', {
        account_id: equity,
        amount: 10,
        comment_type: 'Other',
        date: '2026-07-01',
      });
      expect(open.statusCode, open.body).toBe(201);
    } finally {
      // A closing is final (the database refuses to delete it): this is the file's last test.
      await setQuorum(ctx, 1);
    }
  });
});
