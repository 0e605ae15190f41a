import { todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, type Callers, send, statusesFor } from '../../test/access.js';
import type { TestContext } from '../../test/app.js';
import { accountIdByCode } from '../../test/journal-rows.js';
import { countRows } from '../../test/money-rows.js';
import { named, usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
let callers: Callers;
let cash: number;
let equity: number;
usePeopleApp(
  {
    admin: 'admin',
    member: 'member',
    otherMember: named('Otieno Odhiambo'),
  },
  async (scene) => {
    ({ ctx, callers } = scene);
    await send(ctx, callers.admin, 'POST', '/create-bank-account', { name: 'Equity Bank', amount: 1_000 });
    cash = await accountIdByCode(ctx.database.db, '1000');
    equity = await accountIdByCode(ctx.database.db, '1101');
  },
);

describe('who may read the books', () => {
  it.each([
    '/books/accounts',
    '/books/journal',
    '/books/trial-balance',
    '/books/balance-sheet',
    '/books/income-statement',
  ])('%s is for admins only', async (path) => {
    expect(await statusesFor(ctx, callers, 'GET', path)).toEqual(ADMIN_ONLY);
  });

  it('the cash book is for admins only', async () => {
    expect(await statusesFor(ctx, callers, 'GET', `/books/cash-book/${cash}`)).toEqual(ADMIN_ONLY);
  });

  it('a transfer is for admins only, and a refused one writes nothing', async () => {
    const before = await countRows(ctx.database.db);
    const transfer = { from_account_id: equity, to_account_id: cash, amount: 1, date: todayInGroupZone() };
    const statuses = await statusesFor(ctx, callers, 'POST', '/books/transfers', transfer);
    expect(statuses).toEqual({ anonymous: 401, member: 403, otherMember: 403, admin: 201 });
    const after = await countRows(ctx.database.db);
    expect(after.journalEntries).toBe(before.journalEntries + 1);
  });
});

// docs/decisions/wire.md, "Error answers"
describe('bad input to the books: a 4xx with the error body, nothing written', () => {
  const today = todayInGroupZone();
  const transfer = (change: Record<string, unknown>) => ({
    from_account_id: equity,
    to_account_id: cash,
    amount: 10,
    date: today,
    ...change,
  });
  it.each([
    ['an unknown account', () => transfer({ from_account_id: 999_999 }), 'from_account_id'],
    [
      'a books account that holds no money',
      async () => transfer({ to_account_id: await accountIdByCode(ctx.database.db, '2000') }),
      'to_account_id',
    ],
    ['the same account twice', () => transfer({ to_account_id: equity }), 'to_account_id'],
    ['three decimals', () => transfer({ amount: 1.005 }), 'amount'],
    ['a negative amount', () => transfer({ amount: -5 }), 'amount'],
    ['a zero amount', () => transfer({ amount: 0 }), 'amount'],
    ['a date that does not exist', () => transfer({ date: '2026-02-30' }), 'date'],
    ['a date in the future', () => transfer({ date: '2999-01-01' }), 'date'],
    ['an id beyond the column', () => transfer({ from_account_id: 99_999_999_999 }), 'from_account_id'],
    ['a NUL character in the memo', () => transfer({ memo: 'a\u0000b' }), 'memo'],
    ['a huge memo', () => transfer({ memo: 'x'.repeat(100_000) }), 'memo'],
    ['an overdraft', () => transfer({ amount: 5_000 }), 'amount'],
  ])('refuses %s', async (_name, make, field) => {
    const before = await countRows(ctx.database.db);
    const res = await send(ctx, callers.admin, 'POST', '/books/transfers', await make());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    expect(res.json().detail).toBe(res.json().message);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await countRows(ctx.database.db)).toEqual(before);
  });

  it('names the account and its balance when it cannot cover a transfer', async () => {
    const res = await send(ctx, callers.admin, 'POST', '/books/transfers', transfer({ amount: 5_000 }));
    expect(res.json().message).toBe('Insufficient funds in Equity Bank: balance KES 999.00.');
    const fromCash = await send(
      ctx,
      callers.admin,
      'POST',
      '/books/transfers',
      transfer({ from_account_id: cash, to_account_id: equity, amount: 2 }),
    );
    expect(fromCash.json().message).toBe('Insufficient funds in Cash on hand: balance KES 1.00.');
  });

  it.each([
    ['/books/income-statement?from=2026-05-01&to=2026-04-01', 'from'],
    ['/books/journal?from=2026-05-01&to=2026-04-01', 'from'],
    ['/books/balance-sheet?as_of=2026-13-01', 'as_of'],
    ['/books/trial-balance?as_of=yesterday', 'as_of'],
    ['/books/journal?page=0', 'page'],
    ['/books/journal?per_page=1000', 'per_page'],
    ['/books/journal?account_id=99999999999', 'account_id'],
  ])('refuses the query %s', async (path, field) => {
    const res = await send(ctx, callers.admin, 'GET', path);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().fields)[0]).toContain(field);
  });

  it('answers 404 for the cash book of an unknown account or one that holds no money', async () => {
    expect((await send(ctx, callers.admin, 'GET', '/books/cash-book/999999')).statusCode).toBe(404);
    const savings = await accountIdByCode(ctx.database.db, '2000');
    expect((await send(ctx, callers.admin, 'GET', `/books/cash-book/${savings}`)).statusCode).toBe(404);
    expect((await send(ctx, callers.admin, 'GET', '/books/cash-book/99999999999')).statusCode).toBe(404);
    expect((await send(ctx, callers.admin, 'GET', '/books/cash-book/1x')).statusCode).toBe(422);
  });
});
