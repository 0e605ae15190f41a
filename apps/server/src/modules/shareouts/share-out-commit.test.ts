import type { SettableClock } from '@links/domain';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { as } from '../../test/http.js';
import { entryKeys, linesOfEntry } from '../../test/journal-rows.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { type ShareOutYear, useShareOutYear } from '../../test/share-out-scenario.js';

let clock: SettableClock;
let ctx: TestContext;
let s: ShareOutYear;
let committed: Record<string, unknown> & { id: number; members: { user_id: number; net: number }[] };
const savingsOf = async (userId: number) =>
  ((await as(ctx, s.admin).get(`/savings/total/${userId}`)).json() as { total_savings: number })
    .total_savings;

useShareOutYear((scene) => ({ ctx, s, clock } = scene));

const terms = () => ({ from: s.from, to: s.to, method: 'time_weighted', withholding_rate: 0.05 });

describe('POST /share-outs into savings', () => {
  it('posts the preview’s figures and answers with every member’s line', async () => {
    const before = await Promise.all([s.achieng, s.baraka, s.chebet].map((m) => savingsOf(m.id)));
    const preview = (await as(ctx, s.admin).post('/share-outs/preview', terms())).json();
    const res = await as(ctx, s.admin).post('/share-outs', { ...terms(), payout: 'to_savings' });
    expect(res.statusCode, res.body).toBe(201);
    committed = res.json();
    expect(committed).toMatchObject({
      ...preview,
      payout: 'to_savings',
      account: null,
      paid_on: clock.today(),
      message: 'Share-out committed. The books are closed through the end of the period.',
    });
    const after = await Promise.all([s.achieng, s.baraka, s.chebet].map((m) => savingsOf(m.id)));
    const rise = after.map((a, i) => Math.round((a - before[i]!) * 100) / 100);
    expect(rise).toEqual([5_130.01, 2_565, 855]);
  });

  it('posts one entry: Dr Retained earnings, Cr each member’s savings, Cr Withholding tax payable', async () => {
    const keys = await entryKeys(ctx.database.db, 'share-out:');
    expect(keys).toEqual([`share-out:${s.from}:${s.to}`]);
    expect(await linesOfEntry(ctx.database.db, keys[0]!)).toEqual([
      { code: '2000', debit: 0, credit: 513_001, userId: s.achieng.id, loanId: null },
      { code: '2000', debit: 0, credit: 256_500, userId: s.baraka.id, loanId: null },
      { code: '2000', debit: 0, credit: 85_500, userId: s.chebet.id, loanId: null },
      { code: '2100', debit: 0, credit: 45_000, userId: null, loanId: null },
      { code: '3100', debit: 900_001, credit: 0, userId: null, loanId: null },
    ]);
  });

  it('closes the year’s income and expenses into Retained earnings, dated the last day', async () => {
    expect(await entryKeys(ctx.database.db, 'period-close:')).toEqual([`period-close:${s.to}`]);
    expect(await linesOfEntry(ctx.database.db, `period-close:${s.to}`)).toEqual([
      { code: '3100', debit: 0, credit: 900_001, userId: null, loanId: null },
      { code: '4000', debit: 1_000_000, credit: 0, userId: null, loanId: null },
      { code: '5001', debit: 0, credit: 99_999, userId: null, loanId: null },
    ]);
  });

  it('leaves books that balance, with every stored balance equal to its account', async () => {
    const trial = (await as(ctx, s.admin).get('/books/trial-balance')).json();
    expect(trial.total_debit).toBe(trial.total_credit);
    const { accounts } = (await as(ctx, s.admin).get('/books/accounts')).json();
    const balance = (code: string) => accounts.find((a: { code: string }) => a.code === code).balance;
    expect([balance('2100'), balance('3100'), balance('4000'), balance('5001')]).toEqual([450, 0, 0, 0]);
    const sheet = (await as(ctx, s.admin).get(`/books/balance-sheet?as_of=${s.to}`)).json();
    expect(sheet.assets_total).toBe(sheet.liabilities_total + sheet.equity_total);
    expect(sheet.surplus).toBe(0);
    await expectBalancesReconcile(ctx);
  });

  it('still shows the year’s income statement as earned, the closing left out', async () => {
    const statement = (
      await as(ctx, s.admin).get(`/books/income-statement?from=${s.from}&to=${s.to}`)
    ).json();
    expect(statement).toMatchObject({ income_total: 10_000, expenses_total: 999.99, surplus: 9_000.01 });
  });

  it('lists the share-out and reads it back as it was committed', async () => {
    const { message: _message, ...view } = committed;
    const list = (await as(ctx, s.admin).get('/share-outs')).json();
    expect(list).toEqual({ share_outs: [view], pagination: { page: 1, per_page: 10, total: 1, pages: 1 } });
    expect((await as(ctx, s.admin).get(`/share-outs/${committed.id}`)).json()).toEqual(view);
    const past = (await as(ctx, s.admin).get('/share-outs?page=2&per_page=1')).json();
    expect(past).toEqual({ share_outs: [], pagination: { page: 2, per_page: 1, total: 1, pages: 1 } });
    expect((await as(ctx, s.admin).get('/share-outs/999999')).statusCode).toBe(404);
  });

  it('writes one audit record of the commit, with the terms and the totals', async () => {
    const trail = (await as(ctx, s.admin).get(`/audit?entity=share_out&entity_id=${committed.id}`)).json();
    expect(trail.records).toHaveLength(1);
    expect(trail.records[0]).toMatchObject({
      action: 'commit',
      entity: 'share_out',
      entity_id: committed.id,
      user_id: s.admin.id,
      after: { from: s.from, to: s.to, method: 'time_weighted', payout: 'to_savings', members: 4 },
    });
  });

  it('gives each member their own line, on its own and on their statement', async () => {
    const mine = (await as(ctx, s.achieng).get(`/share-outs/user/${s.achieng.id}`)).json();
    expect(mine.share_outs).toEqual([
      {
        share_out_id: committed.id,
        from: s.from,
        to: s.to,
        method: 'time_weighted',
        withholding_rate: 0.05,
        distributable: 9_000.01,
        total_basis: 240_000,
        payout: 'to_savings',
        paid_on: clock.today(),
        basis: 144_000,
        share: 5_400.01,
        withholding: 270,
        net: 5_130.01,
      },
    ]);
    const today = clock.today();
    const statement = (
      await as(ctx, s.achieng).get(`/statements/${s.achieng.id}?from=${today}&to=${today}`)
    ).json();
    expect(statement.share_outs).toEqual(mine.share_outs);
    expect(statement.savings.movements).toContainEqual(
      expect.objectContaining({
        date: today,
        amount: 5_130.01,
        description: expect.stringContaining('Share-out'),
      }),
    );
  });

  it('refuses a second share-out overlapping the closed period with a 409, writing nothing', async () => {
    const before = await entryKeys(ctx.database.db);
    const message = `A share-out already covers this period: the books are closed through 31 Dec ${s.year}.`;
    for (const from of [s.from, `${s.year}-12-31`, `${s.year - 1}-01-01`]) {
      const res = await as(ctx, s.admin).post('/share-outs', { ...terms(), from, payout: 'to_savings' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(message);
    }
    const again = await as(ctx, s.admin).post('/share-outs/preview', terms());
    expect(again.statusCode).toBe(409);
    expect(await entryKeys(ctx.database.db)).toEqual(before);
  });
});
