import { describe, expect, it } from 'vitest';
import type { SignedIn, TestContext } from '../../test/app.js';
import { type Scenario, useBooksScenario } from '../../test/books-scenario.js';
import { as } from '../../test/http.js';
import { expectBalancesReconcile } from '../../test/money-fixtures.js';
import { columnsOf, pluck } from '../../test/money-rows.js';

let ctx: TestContext;
let admin: SignedIn;
let s: Scenario;
useBooksScenario((scene) => ({ ctx, admin, s } = scene));

const get = async (path: string) => {
  const res = await as(ctx, admin).get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the books of the worked scenario, checked to the cent', () => {
  it('has every account with its balance in its normal direction', async () => {
    const { accounts } = await get('/books/accounts');
    const balances = Object.fromEntries(
      accounts.map((a: { code: string; balance: number }) => [a.code, a.balance]),
    );
    expect(balances).toMatchObject({
      '1000': 0,
      '1101': 6_000,
      '1102': 2_282.44,
      '1200': 5_777.56,
      '2000': 6_500,
      '3000': 8_000,
      '4000': 60,
      '5001': 500,
    });
    const names = accounts.map((a: { code: string; name: string }) => `${a.code} ${a.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        '1000 Cash on hand',
        '1101 Equity Bank',
        '1102 M-Pesa till',
        '1200 Loans to members',
        "2000 Members' savings",
        '3000 Opening balances',
        '3100 Retained earnings',
        '4000 Loan interest',
        '4100 Fines',
        '4200 Other income',
        '5001 Meeting',
      ]),
    );
  });

  it('agrees with the stored balances of the bank accounts', async () => {
    const { accounts } = await get('/all-bank-accounts');
    expect(accounts.map((a: { name: string; amount: number }) => [a.name, a.amount])).toEqual([
      ['Equity Bank', 6_000],
      ['M-Pesa till', 2_282.44],
    ]);
    await expectBalancesReconcile(ctx);
  });

  it('balances the trial balance', async () => {
    const trial = await get('/books/trial-balance');
    expect(trial.total_debit).toBe(14_560);
    expect(trial.total_credit).toBe(14_560);
    expect(
      trial.lines.map((l: { code: string; debit: number; credit: number }) => [l.code, l.debit, l.credit]),
    ).toEqual([
      ['1101', 6_000, 0],
      ['1102', 2_282.44, 0],
      ['1200', 5_777.56, 0],
      ['2000', 0, 6_500],
      ['3000', 0, 8_000],
      ['4000', 0, 60],
      ['5001', 500, 0],
    ]);
  });

  it('shows assets = liabilities + equity, the surplus inside equity', async () => {
    const sheet = await get('/books/balance-sheet');
    expect(sheet).toMatchObject({
      assets_total: 14_060,
      liabilities_total: 6_500,
      equity_total: 7_560,
      surplus: -440,
    });
    expect(sheet.equity.at(-1)).toEqual({
      account_id: null,
      code: null,
      name: 'Surplus to date',
      balance: -440,
    });
  });

  it('reports any past date: on 30 June only Otieno’s March saving had happened', async () => {
    const asOf = `${s.today.slice(0, 4)}-06-30`;
    const sheet = await get(`/books/balance-sheet?as_of=${asOf}`);
    expect(sheet.assets).toEqual([
      { account_id: s.mpesa, code: '1102', name: 'M-Pesa till', balance: 3_000 },
    ]);
    expect(sheet).toMatchObject({ assets_total: 3_000, liabilities_total: 3_000, equity_total: 0 });
  });

  it('states the income, the expenses and the surplus of the year', async () => {
    const statement = await get('/books/income-statement');
    expect(statement).toMatchObject({
      from: `${s.today.slice(0, 4)}-01-01`,
      to: s.today,
      income: [{ code: '4000', name: 'Loan interest', amount: 60 }],
      expenses: [{ code: '5001', name: 'Meeting', amount: 500 }],
      income_total: 60,
      expenses_total: 500,
      surplus: -440,
    });
  });

  it('runs the M-Pesa till’s cash book from its opening balance to its closing balance', async () => {
    const book = await get(`/books/cash-book/${s.mpesa}`);
    expect(book.opening_balance).toBe(0);
    expect(columnsOf(book.movements, 'money_in', 'money_out', 'balance')).toEqual([
      [3_000, 0, 3_000],
      [282.44, 0, 3_282.44],
      [0, 1_000, 2_282.44],
    ]);
    expect(book.closing_balance).toBe(2_282.44);
    const fromApril = await get(`/books/cash-book/${s.mpesa}?from=${s.today.slice(0, 4)}-04-01`);
    expect(fromApril.opening_balance).toBe(3_000);
    expect(fromApril.movements).toHaveLength(2);
  });

  it('lists journal entries newest first with their lines, filtered by account and paged', async () => {
    const all = await get('/books/journal?per_page=100');
    expect(all.pagination).toEqual({ page: 1, per_page: 100, total: 8, pages: 1 });
    const repayment = all.entries.find(
      (e: { key: string; memo: string }) => e.key.startsWith('item:') && e.memo.includes('repayment'),
    );
    expect(
      repayment.lines.map((l: { code: string; debit: number; credit: number }) => [
        l.code,
        l.debit,
        l.credit,
      ]),
    ).toEqual([
      ['1102', 282.44, 0],
      ['1200', 0, 222.44],
      ['4000', 0, 60],
    ]);
    expect(repayment.lines[1]).toMatchObject({
      user_id: s.wanjiru,
      member_name: 'Wanjiru Test',
      loan_id: s.loanId,
    });
    const mpesa = await get(`/books/journal?account_id=${s.mpesa}&per_page=2&page=2`);
    expect(mpesa.pagination).toEqual({ page: 2, per_page: 2, total: 3, pages: 2 });
    expect(mpesa.entries[0].date).toBe(`${s.today.slice(0, 4)}-03-15`);
    const march = await get(
      `/books/journal?from=${s.today.slice(0, 4)}-03-01&to=${s.today.slice(0, 4)}-03-31`,
    );
    expect(pluck(march.entries, 'memo')).toEqual([expect.stringMatching(/^Saving, transaction TRN-/)]);
  });
});
