import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { launchBrowser, PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { type RunningServer, startServer } from '../support/server.js';
import { pageSettled, signedInPage } from '../support/session.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({
    seed: [{ firstname: 'Amina', lastname: 'Odhiambo', email: 'amina@example.com', role: 'admin' }],
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
const accounts = [
  {
    id: 1,
    code: '1000',
    name: 'Cash on hand',
    type: 'asset',
    balance: 1200,
    bank_account_id: null,
    is_money: true,
  },
  {
    id: 7,
    code: '1101',
    name: 'Equity Bank',
    type: 'asset',
    balance: 1600,
    bank_account_id: 1,
    is_money: true,
  },
  {
    id: 2,
    code: '1200',
    name: 'Loans to members',
    type: 'asset',
    balance: 250000,
    bank_account_id: null,
    is_money: false,
  },
  {
    id: 3,
    code: '2000',
    name: "Members' savings",
    type: 'liability',
    balance: 7000,
    bank_account_id: null,
    is_money: false,
  },
  {
    id: 4,
    code: '3000',
    name: 'Opening balances',
    type: 'equity',
    balance: -4000,
    bank_account_id: null,
    is_money: false,
  },
  {
    id: 8,
    code: '5001',
    name: 'Stationery',
    type: 'expense',
    balance: 200,
    bank_account_id: null,
    is_money: false,
  },
];
const line = (
  account_id: number,
  code: string,
  account_name: string,
  debit: number,
  credit: number,
  member_name: string | null = null,
) => ({
  account_id,
  code,
  account_name,
  debit,
  credit,
  user_id: member_name ? 2 : null,
  member_name,
  loan_id: null,
});
const fixtures: Record<string, unknown> = {
  '/books/accounts': { as_of: '2026-11-23', accounts },
  '/books/journal': {
    entries: Array.from({ length: 10 }, (_, i) => ({
      id: 20 - i,
      date: '2026-11-23',
      memo: i % 2 ? `Banking ${i}` : null,
      key: i % 2 ? `transfer:abc${i}` : `item:${i}`,
      created_at: '2026-11-23T08:00:00Z',
      reverses_id: i === 4 ? 3 : null,
      lines:
        i % 2
          ? [line(7, '1101', 'Equity Bank', 100, 0), line(1, '1000', 'Cash on hand', 0, 100)]
          : [
              line(1, '1000', 'Cash on hand', 2500, 0),
              line(3, '2000', "Members' savings", 0, 2000, 'Wanjiru Kamau'),
              line(9, '4000', 'Loan interest', 0, 500, 'Wanjiru Kamau'),
            ],
    })),
    pagination: { page: 1, per_page: 10, total: 12, pages: 2 },
  },
  '/books/trial-balance': {
    as_of: '2026-11-23',
    lines: [
      { account_id: 1, code: '1000', name: 'Cash on hand', type: 'asset', debit: 1200, credit: 0 },
      { account_id: 7, code: '1101', name: 'Equity Bank', type: 'asset', debit: 1600, credit: 0 },
      { account_id: 3, code: '2000', name: "Members' savings", type: 'liability', debit: 0, credit: 7000 },
      { account_id: 4, code: '3000', name: 'Opening balances', type: 'equity', debit: 4000, credit: 0 },
      { account_id: 8, code: '5001', name: 'Stationery', type: 'expense', debit: 200, credit: 0 },
    ],
    total_debit: 7000,
    total_credit: 7000,
  },
  '/books/balance-sheet': {
    as_of: '2026-11-23',
    assets: [
      { account_id: 1, code: '1000', name: 'Cash on hand', balance: 1200 },
      { account_id: 7, code: '1101', name: 'Equity Bank', balance: 1600 },
    ],
    liabilities: [{ account_id: 3, code: '2000', name: "Members' savings", balance: 7000 }],
    equity: [
      { account_id: 4, code: '3000', name: 'Opening balances', balance: -4000 },
      { account_id: null, code: null, name: 'Surplus to date', balance: -200 },
    ],
    surplus: -200,
    assets_total: 2800,
    liabilities_total: 7000,
    equity_total: -4200,
  },
  '/books/income-statement': {
    from: '2026-01-01',
    to: '2026-11-23',
    income: [{ account_id: 9, code: '4000', name: 'Loan interest', amount: 1500 }],
    expenses: [{ account_id: 8, code: '5001', name: 'Stationery', amount: 200 }],
    income_total: 1500,
    expenses_total: 200,
    surplus: 1300,
  },
  '/books/cash-book/1': {
    account: { id: 1, code: '1000', name: 'Cash on hand' },
    from: '2026-01-01',
    to: '2026-11-23',
    opening_balance: 0,
    movements: [
      {
        entry_id: 3,
        date: '2026-11-20',
        memo: 'Saving TRN-1 Wanjiru Kamau',
        money_in: 2000,
        money_out: 0,
        balance: 2000,
      },
      { entry_id: 5, date: '2026-11-23', memo: 'Banking 1', money_in: 0, money_out: 800, balance: 1200 },
    ],
    closing_balance: 1200,
  },
  '/statements/2': {
    group_name: 'Umoja Savings Group',
    member: { user_id: 2, firstname: 'Wanjiru', lastname: 'Kamau', email: 'w@example.com' },
    from: '2026-01-01',
    to: '2026-11-23',
    savings: {
      opening_balance: 0,
      closing_balance: 7000,
      movements: [
        { date: '2026-02-01', description: 'Opening balance', amount: 5000, balance: 5000 },
        { date: '2026-03-01', description: 'Transaction TRN-1', amount: 2000, balance: 7000 },
      ],
    },
    loans: [
      {
        loan_id: 1,
        kind: 'long_term',
        loan_amount: 10000,
        issued_on: '2026-03-01',
        opening_owed: 0,
        closing_owed: 9100,
        amount_due: 10500,
        status: 'Uncleared',
        movements: [
          {
            date: '2026-03-01',
            description: 'Loan issued',
            amount: 10000,
            principal: 10000,
            interest: 0,
            balance: 10000,
          },
          {
            date: '2026-04-01',
            description: 'Repayment TRN-2',
            amount: 1000,
            principal: 900,
            interest: 100,
            balance: 9100,
          },
        ],
      },
    ],
  },
};
async function mock(page: Page) {
  await page.route(/\/api\/links\/(books|statements)\//, (route) => {
    const path = new URL(route.request().url()).pathname.replace('/api/links', '');
    route.fulfill({ json: fixtures[path] ?? { message: 'missing' }, status: fixtures[path] ? 200 : 500 });
  });
}
for (const [viewport, size] of [
  [undefined, 1280],
  [PHONE, 375],
] as const) {
  it(`previews at ${size}`, async () => {
    const { page } = await signedInPage(browser, server.url, 'amina@example.com', viewport);
    await mock(page);
    for (const tab of [
      'accounts',
      'journal',
      'trial-balance',
      'balance-sheet',
      'income-statement',
      'cash-book',
      'transfer',
    ]) {
      await page.goto(`/books?tab=${tab}&cash=1`);
      await page.waitForTimeout(1200);
      await pageSettled(page);
      await screenshotWhole(page, `preview-${tab}-${size}`);
    }
    await page.goto('/statement/2');
    await page.waitForTimeout(1200);
    await screenshotWhole(page, `preview-statement-${size}`);
  });
}
