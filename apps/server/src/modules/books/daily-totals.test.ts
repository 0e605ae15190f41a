import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import type { SignedIn, TestContext } from '../../test/app.js';
import { type Scenario, useBooksScenario } from '../../test/books-scenario.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { findKeptFigureDifferences } from '../transactions/kept-figures.js';
import { findBalanceDifferences } from './balance-check.js';
import { closeBooksThrough } from './closing.service.js';
import { netDebit } from './journal.service.js';
import { accountTotals } from './reports.service.js';

let ctx: TestContext;
let admin: SignedIn;
let s: Scenario;
useBooksScenario((scene) => ({ ctx, admin, s } = scene));

type Period = { from?: string; to?: string; withoutClosings?: boolean };

/** Each account's debits and credits summed from every journal line: what the reports must show. */
async function fromJournal({ from, to, withoutClosings }: Period) {
  const rows = await queryRows<{ id: number; debit: string; credit: string }>(
    ctx.database.db,
    sql`select a.id, coalesce(sum(l.debit_cents), 0)::text as debit, coalesce(sum(l.credit_cents), 0)::text as credit
        from ledger_accounts a left join journal_lines l on l.account_id = a.id
          ${from ? sql`and l.entry_date >= ${from}` : sql``}
          ${to ? sql`and l.entry_date <= ${to}` : sql``}
          ${withoutClosings ? sql`and l.entry_id not in (select closing_entry_id from period_closings where closing_entry_id is not null)` : sql``}
        group by a.group_id, a.id order by a.code`,
  );
  return rows.map((row) => ({ id: row.id, debit: Number(row.debit), credit: Number(row.credit) }));
}

async function fromKeptTotals(period: Period) {
  return (await accountTotals(ctx.database.db, period)).map(({ id, debit, credit }) => ({
    id,
    debit,
    credit,
  }));
}

const netOf = (rows: { id: number; debit: number; credit: number }[]) =>
  rows.map(({ id, debit, credit }) => ({ id, net: debit - credit }));

/** Every day an entry is dated, and the days either side of each. */
async function daysAround(): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    ctx.database.db,
    sql`select distinct (entry_date + d)::text as day from journal_lines, (values (-1), (0), (1)) v(d) order by 1`,
  );
  return rows.map((row) => row.day);
}

describe("each ledger account's daily totals", () => {
  it('add up to the journal lines of each account and day', async () => {
    const kept = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ledger_daily_totals`,
    );
    expect(kept[0]?.n).toBeGreaterThan(5);
    await expectBalancesReconcile(ctx);
  });

  it('give the same account totals as the journal as of every day and for every period', async () => {
    const days = await daysAround();
    for (const to of days) {
      // As of a day, from the kept balances less later days (docs/decisions/journal-balances.md,
      // "A balance as of a day"): each account's balance, its debits and credits not apart.
      expect(netOf(await fromKeptTotals({ to })), `as of ${to}`).toEqual(netOf(await fromJournal({ to })));
      for (const from of days.filter((day) => day <= to)) {
        expect(await fromKeptTotals({ from, to }), `${from} to ${to}`).toEqual(
          await fromJournal({ from, to }),
        );
      }
    }
    expect(await fromKeptTotals({})).toEqual(await fromJournal({}));
  });

  it("give a money account's balance and its cash book's opening balance", async () => {
    const [equity] = (await fromJournal({})).filter((row) => row.id === s.equity);
    expect(await netDebit(ctx.database.db, s.equity)).toBe(equity!.debit - equity!.credit);
    const book = await as(ctx, admin).get(`/books/cash-book/${s.mpesa}?from=${s.today}&to=${s.today}`);
    expect(book.statusCode, book.body).toBe(200);
    const [before] = (await fromJournal({ to: '2000-01-01' })).filter((row) => row.id === s.mpesa);
    const march = (await fromJournal({ to: `${s.today.slice(0, 4)}-03-15` })).find(
      (row) => row.id === s.mpesa,
    )!;
    expect(before).toEqual({ id: s.mpesa, debit: 0, credit: 0 });
    // Otieno's 3,000.00 of 15 March is all the till held before today.
    expect(book.json().opening_balance).toBe((march.debit - march.credit) / 100);
    expect(book.json().opening_balance).toBe(3_000);
  });

  it('leave the closing entries out of an income statement, as the journal does', async () => {
    await ctx.database.db.transaction((tx) => closeBooksThrough(tx, s.today, admin.id));
    const start = `${s.today.slice(0, 4)}-01-01`;
    for (const period of [
      { from: start, to: s.today, withoutClosings: true },
      { from: s.today, to: s.today, withoutClosings: true },
      { to: s.today, withoutClosings: true },
      { from: start, to: s.today },
    ]) {
      expect(await fromKeptTotals(period), JSON.stringify(period)).toEqual(await fromJournal(period));
    }
    const statement = await as(ctx, admin).get(`/books/income-statement?from=${start}&to=${s.today}`);
    expect(statement.json()).toMatchObject({ income_total: 60, expenses_total: 500, surplus: -440 });
    await expectBalancesReconcile(ctx);
  });

  it('are checked against the journal: a total that drifts is named, and a report of an earlier day reads it', async () => {
    const yesterday = new Date(Date.parse(`${s.today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const trial = async (asOf: string) =>
      (await as(ctx, admin).get(`/books/trial-balance?as_of=${asOf}`)).json();
    const [today, before] = [await trial(s.today), await trial(yesterday)];
    await ctx.database.db.execute(
      sql`update ledger_daily_totals set debit_cents = debit_cents + 1
          where account_id = ${s.equity} and day = ${s.today}`,
    );
    expect(await findKeptFigureDifferences(ctx.database.db)).toEqual([
      `ledger account #${s.equity} on ${s.today} is kept as ${1_000_000 + 150_000 + 100_000 + 1}/${600_000 + 50_000} cents but its journal lines add up to ${1_000_000 + 150_000 + 100_000}/${600_000 + 50_000}`,
    ]);
    // As of today from the kept balance; as of yesterday less today's totals (docs/decisions/
    // journal-balances.md, "A balance as of a day"): the drift moves yesterday's equity a cent.
    expect((await trial(s.today)).total_credit).toBe(today.total_credit);
    expect((await trial(yesterday)).total_credit).toBe(before.total_credit + 0.01);
  });

  it("are read with each account's kept balance, whose drift the balance check names", async () => {
    const before = (await as(ctx, admin).get('/books/trial-balance')).json();
    await ctx.database.db.execute(
      sql`update account_balances set balance_cents = balance_cents - 1 where account_id = ${s.equity}`,
    );
    expect(await findBalanceDifferences(ctx.database.db)).toEqual([
      // Equity Bank's books account is a bank's: its difference is named as the bank's.
      expect.objectContaining({ account: 'bank', storedCents: 599_999, computedCents: 600_000 }),
    ]);
    const after = (await as(ctx, admin).get('/books/trial-balance')).json();
    expect(after.total_debit).toBe(before.total_debit - 0.01);
  });
});
