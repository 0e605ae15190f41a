import { todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { type SignedIn, signUp, type TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { accountIdByCode } from '../../test/journal-rows.js';
import { body, expectBalancesReconcile, openSavings } from '../../test/money-fixtures.js';
import { type SecondServer, useTwoServers } from '../../test/second-server.js';
import { depositToSavings } from '../savings/savings.service.js';
import { resolveMoneyAccount } from './chart.js';

let ctx: TestContext;
let second: SecondServer;
let admin: SignedIn;
useTwoServers({ admin: 'admin' }, (scene) => ({ ctx, second, admin } = scene));

const onSecond = (method: 'PATCH' | 'POST', path: string, payload: object) =>
  second.app.inject({ method, url: `/api/links${path}`, headers: admin.headers, payload });

describe('the books under concurrency, across two servers (PostgreSQL)', () => {
  it('keeps the cash book, the stored balance and the trial balance in agreement after 100 approvals and expenses at once', async () => {
    const api = as(ctx, admin);
    const bank = (await api.post('/create-bank-account', { name: 'Equity Bank', amount: 10_000 })).json()
      .account_id;
    const equity = await accountIdByCode(ctx.database.db, '1101');
    const member = await signUp(ctx, 'member');
    await openSavings(ctx, admin, member.id);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await api.post(
        '/create-transaction',
        body(member.id, [{ transaction_type: 'SAVING', transaction_amount: 1_000 }]),
      );
      ids.push(res.json().transaction_id);
    }
    const work = [
      ...ids.map((id, i) => {
        const decision = { status: 'Approved', account_id: equity };
        return i % 2
          ? api.patch(`/transactions/savings/${id}/status`, decision)
          : onSecond('PATCH', `/transactions/savings/${id}/status`, decision);
      }),
      ...Array.from({ length: 50 }, (_, i) => {
        const expense = { account_id: bank, amount: 1_500, comment_type: i % 3 ? 'Meeting' : 'Transport' };
        return i % 2 ? api.post('/create-expense', expense) : onSecond('POST', '/create-expense', expense);
      }),
    ];
    const answers = await Promise.all(work);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.slice(0, 50).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(50).every((s) => s === 201 || s === 422)).toBe(true);
    const spent = statuses.slice(50).filter((s) => s === 201).length;
    const expected = 10_000 + 50 * 1_000 - spent * 1_500;
    expect(expected).toBeGreaterThanOrEqual(0);

    const stored = (await api.get('/all-bank-accounts')).json().accounts[0].amount;
    const book = (await api.get(`/books/cash-book/${equity}`)).json();
    const trial = (await api.get('/books/trial-balance')).json();
    expect(stored).toBe(expected);
    expect(book.closing_balance).toBe(expected);
    expect(book.movements).toHaveLength(1 + 50 + spent);
    // The trial balance leaves out an account whose balance is nil, as it is when the expenses spend it all.
    const equityLine = trial.lines.find((l: { code: string }) => l.code === '1101');
    expect(equityLine?.debit ?? 0).toBe(expected);
    expect(trial.total_debit).toBe(trial.total_credit);
    expect((await api.get(`/savings/total/${member.id}`)).json().total_savings).toBe(50_000);
    await expectBalancesReconcile(ctx);
  }, 120_000);

  it('deposits an item once even when two postings of it race without the transaction lock', async () => {
    const member = await signUp(ctx, 'member');
    await openSavings(ctx, admin, member.id);
    const created = await as(ctx, admin).post(
      '/create-transaction',
      body(member.id, [{ transaction_type: 'SAVING', transaction_amount: 700 }]),
    );
    const id = created.json().transaction_id;
    const itemId = (await as(ctx, admin).get(`/transactions/${id}`)).json().transaction_types[0].id;
    const deposit = (db: Database['db']) =>
      db.transaction(async (tx) =>
        depositToSavings(tx, {
          userId: member.id,
          amountCents: 700_00,
          transactionItemId: itemId,
          transactionId: id,
          date: todayInGroupZone(),
          money: await resolveMoneyAccount(tx, undefined, undefined),
          createdBy: admin.id,
        }),
      );
    const results = await Promise.allSettled([
      deposit(ctx.database.db),
      deposit(second.database.db),
      deposit(ctx.database.db),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, code: 'ALREADY_POSTED' });
    }
    expect((await as(ctx, admin).get(`/savings/total/${member.id}`)).json().total_savings).toBe(700);
    await expectBalancesReconcile(ctx);
  });
});
