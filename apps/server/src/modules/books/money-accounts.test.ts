import { todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { type Callers, send } from '../../test/access.js';
import type { TestContext } from '../../test/app.js';
import { accountIdByCode, linesOfEntry } from '../../test/journal-rows.js';
import { body, bringCashIn, expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { countRows } from '../../test/money-rows.js';
import { callersWith, usePeopleApp } from '../../test/scene.js';

let ctx: TestContext;
let callers: Callers;
let cash: number;
let equity: number;
let mpesa: number;
const today = todayInGroupZone();
usePeopleApp(callersWith('Otieno'), async (scene) => {
  ({ ctx, callers } = scene);
  await send(ctx, callers.admin, 'POST', '/create-bank-account', { name: 'Equity Bank', amount: 50_000 });
  await send(ctx, callers.admin, 'POST', '/create-bank-account', { name: 'M-Pesa till' });
  cash = await accountIdByCode(ctx.database.db, '1000');
  equity = await accountIdByCode(ctx.database.db, '1101');
  mpesa = await accountIdByCode(ctx.database.db, '1102');
  await openSavings(ctx, callers.admin, callers.member.id);
});

async function saving(amount: number, decision: Record<string, unknown>) {
  const created = await send(
    ctx,
    callers.admin,
    'POST',
    '/create-transaction',
    body(callers.member.id, [{ transaction_type: 'SAVING', transaction_amount: amount }]),
  );
  const id = created.json().transaction_id as number;
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/links/transactions/savings/${id}/status`,
    headers: callers.admin.headers,
    payload: { status: 'Approved', ...decision },
  });
  const [item] = (await send(ctx, callers.admin, 'GET', `/transactions/${id}`)).json().transaction_types;
  return { res, itemId: item.id as number };
}

const moneyLine = async (key: string) =>
  (await linesOfEntry(ctx.database.db, key)).find((l) => l.debit > 0)?.code;

/** Asks for a loan to the member, issued today and paid out of the account `account_id`. */
const issueLoan = (path: '/addloan' | '/addshorttermloan', amount: object, account_id: number) =>
  send(ctx, callers.admin, 'POST', path, {
    user_id: callers.member.id,
    ...amount,
    date_issued: today,
    account_id,
  });

describe('the account money is received into and paid from', () => {
  it('receives an approval into the account it names', async () => {
    const { res, itemId } = await saving(100, { account_id: mpesa });
    expect(res.statusCode, res.body).toBe(200);
    expect(await moneyLine(`item:${itemId}`)).toBe('1102');
    const banks = (await send(ctx, callers.admin, 'GET', '/all-bank-accounts')).json().accounts;
    expect(banks.find((b: { name: string }) => b.name === 'M-Pesa till').amount).toBe(100);
  });

  it('receives into Cash on hand when neither the call nor the settings name an account', async () => {
    const { itemId } = await saving(50, {});
    expect(await moneyLine(`item:${itemId}`)).toBe('1000');
  });

  it('uses the default account of the settings, and Cash on hand again once it is cleared', async () => {
    const patch = (value: unknown) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/links/settings',
        headers: callers.admin.headers,
        payload: { default_account_id: value },
      });
    expect((await patch(equity)).json().default_account_id).toBe(equity);
    expect((await send(ctx, callers.admin, 'GET', '/settings')).json().default_account_id).toBe(equity);
    const { itemId } = await saving(25, {});
    expect(await moneyLine(`item:${itemId}`)).toBe('1101');
    expect((await patch(null)).json().default_account_id).toBeNull();
    const again = await saving(25, {});
    expect(await moneyLine(`item:${again.itemId}`)).toBe('1000');
  });

  it('refuses a default account that is unknown or holds no money', async () => {
    for (const value of [999_999, await accountIdByCode(ctx.database.db, '4000'), 'abc', -1]) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/links/settings',
        headers: callers.admin.headers,
        payload: { default_account_id: value },
      });
      expect(res.statusCode, String(value)).toBe(422);
      expect(res.json().fields).toHaveProperty('default_account_id');
    }
  });

  it('refuses an approval into an unknown account and applies nothing', async () => {
    const before = await countRows(ctx.database.db);
    const { res } = await saving(10, { account_id: 999_999 });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({
      account_id: 'account_id must be Cash on hand or a bank account of the books.',
    });
    const after = await countRows(ctx.database.db);
    expect(after.journalEntries).toBe(before.journalEntries);
  });

  it('pays a loan out of the account it names, and refuses one the bank cannot cover', async () => {
    const loan = await issueLoan('/addloan', { loan_amount: 20_000 }, equity);
    expect(loan.statusCode, loan.body).toBe(201);
    expect(await linesOfEntry(ctx.database.db, `loan:${loan.json().loan_id}`)).toEqual([
      { code: '1101', debit: 0, credit: 20_000_00, userId: null, loanId: null },
      { code: '1200', debit: 20_000_00, credit: 0, userId: callers.member.id, loanId: loan.json().loan_id },
    ]);
    const before = await countRows(ctx.database.db);
    const tooMuch = await issueLoan('/addshorttermloan', { principal: 40_000 }, equity);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('Insufficient funds in Equity Bank: balance KES 30,025.00.');
    expect(await countRows(ctx.database.db)).toEqual(before);
    // Cash on hand pays only what came into it (docs/decisions/money-accounts.md, "No money account below zero").
    await bringCashIn(ctx, callers.admin, 1_000);
    const fromCash = await issueLoan('/addshorttermloan', { principal: 1_000 }, cash);
    expect(fromCash.statusCode, fromCash.body).toBe(201);
    await expectBalancesReconcile(ctx);
  });

  it('brings the wizard’s loans in against Opening balances, or pays them from the account it names', async () => {
    const member = (email: string, extra: Record<string, unknown>) => ({
      firstname: 'Achieng',
      lastname: 'Otieno',
      email,
      password: 'Chama-Pesa-7x!',
      stl_principal: 3_000,
      stl_date_issued: today,
      ...extra,
    });
    const broughtIn = await send(
      ctx,
      callers.admin,
      'POST',
      '/create-user-account',
      member('a1@example.com', {}),
    );
    expect(broughtIn.statusCode, broughtIn.body).toBe(201);
    const lines = await linesOfEntry(ctx.database.db, `loan:${broughtIn.json().stl_id}`);
    expect(lines.map((l) => [l.code, l.debit, l.credit])).toEqual([
      ['1200', 3_000_00, 0],
      ['3000', 0, 3_000_00],
    ]);
    const paidOut = await send(
      ctx,
      callers.admin,
      'POST',
      '/create-user-account',
      member('a2@example.com', { account_id: equity }),
    );
    expect(paidOut.statusCode, paidOut.body).toBe(201);
    expect(await moneyLine(`loan:${paidOut.json().stl_id}`)).toBe('1200');
    const credited = (await linesOfEntry(ctx.database.db, `loan:${paidOut.json().stl_id}`)).find(
      (l) => l.credit > 0,
    );
    expect(credited?.code).toBe('1101');
    const unknown = await send(
      ctx,
      callers.admin,
      'POST',
      '/create-user-account',
      member('a3@example.com', { account_id: 999_999 }),
    );
    expect(unknown.statusCode).toBe(422);
    await expectBalancesReconcile(ctx);
  });
});
