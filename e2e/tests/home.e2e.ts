import { addMonthsClamped, formatDate, formatMoney, todayInGroupZone } from '@links/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminHome } from '../pages/DashboardScreens.js';
import { ApiClient } from '../support/api.js';
import { launchBrowser, PHONE, screenshot } from '../support/browser.js';
import { approveTransaction, createTransaction } from '../support/collections.js';
import { type RunningServer, startServer } from '../support/server.js';
import { overflowsSideways, pageSettled, signedInPage } from '../support/session.js';

const ADMIN = 'amina@example.com';
const WANJIRU = 'wanjiru@example.com';
const BARAKA = 'baraka@example.com';
const today = todayInGroupZone();

let server: RunningServer;
let browser: Browser;
let admin: ApiClient;

/** The layout scrolls its main area, not the page: a screenshot of the lower panels needs this. */
const scrollMainToEnd = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    if (main) main.scrollTop = main.scrollHeight;
  });

const cents = (kes: number) => Math.round(kes * 100);
/** `2026-05` as the home shows it: `May 2026`. */
const monthLabel = (month: string) => `${formatDate(`${month}-01`).split(' ')[0]} ${month.slice(0, 4)}`;

beforeAll(async () => {
  server = await startServer({
    seed: [
      { firstname: 'Amina', lastname: 'Odhiambo', email: ADMIN, role: 'admin' },
      { firstname: 'Wanjiru', lastname: 'Kamau', email: WANJIRU, role: 'member' },
      { firstname: 'Baraka', lastname: 'Mwangi', email: BARAKA, role: 'member' },
    ],
  });
  browser = await launchBrowser();
  admin = await ApiClient.signIn(server.url, ADMIN);
  const ids = await admin.userIds();
  const wanjiru = ids.get(WANJIRU)!;
  const baraka = ids.get(BARAKA)!;
  await admin.createBankAccount('Equity Bank', 150000.5);
  await admin.createBankAccount('M-Pesa Till', 20000);
  for (const id of [wanjiru, baraka]) await admin.createAccount(id);
  await admin.addSaving(wanjiru, 12500.5);
  await admin.addSaving(baraka, 3000);
  await admin.call('/addloan', 'POST', {
    user_id: wanjiru,
    loan_amount: 100000,
    date_issued: addMonthsClamped(today, -2),
  });
  await admin.call('/addshorttermloan', 'POST', { user_id: baraka, principal: 20000, date_issued: today });
  const paid = await createTransaction(admin, wanjiru, [
    { type: 'SAVING', amount: 2500 },
    { type: 'LTL', amount: 4707.35 },
  ]);
  await approveTransaction(admin, paid);
  const earlier = await createTransaction(
    admin,
    baraka,
    [{ type: 'SAVING', amount: 1000 }],
    addMonthsClamped(today, -3),
  );
  await approveTransaction(admin, earlier);
  await createTransaction(admin, wanjiru, [{ type: 'SAVING', amount: 700 }]);
  await createTransaction(admin, baraka, [{ type: 'STL', amount: 1500 }]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the admin home', () => {
  it("shows the group's figures in four panels, as the API has them", async () => {
    const { context, page, problems } = await signedInPage(browser, server.url, ADMIN);
    const home = new AdminHome(page);
    await home.heading().waitFor();

    // (a) the summary cards, after their flicker.
    const savings = await admin.call<{ total_savings: number }>('/totalsavings');
    const loans = await admin.call<{ total_outstanding_loans: number }>('/totaloutstandingloans');
    expect(savings.total_savings).toBe(19000.5);
    await expect
      .poll(() => home.savings.amount().textContent(), { timeout: 10_000 })
      .toBe(`${formatMoney(cents(savings.total_savings))} KES`);
    await expect
      .poll(() => home.loans.amount().textContent(), { timeout: 10_000 })
      .toBe(`${formatMoney(cents(loans.total_outstanding_loans))} KES`);
    await expect.poll(() => home.savings.subtitle().textContent()).toBe('Umoja Savings Group');

    // (b) what waits for approval.
    const pending = await admin.call<{
      transactions: { id: number; username: string }[];
      pagination: { total: number };
    }>('/transactions?status=pending&page=1&per_page=5');
    expect(pending.pagination.total).toBe(2);
    expect(await home.pendingCount().textContent()).toBe('2');
    const listed = await home.pendingList().getByRole('link').allTextContents();
    expect(listed).toHaveLength(2);
    for (const [index, transaction] of pending.transactions.entries()) {
      expect(listed[index]).toContain(transaction.username);
      expect(listed[index]).toContain(`TRN-${transaction.id}`);
    }

    // (c) bank balances, and this month's collections against what the members are expected to pay.
    await expect
      .poll(() => home.figures('bank-balances'))
      .toEqual({
        'Equity Bank': '150,000.50',
        'M-Pesa Till': '20,000.00',
        Total: 'KES 170,000.50',
      });
    const accounts = await admin.call<{ accounts: { monthly_expected: number }[] }>('/allacounts');
    const expectedCents = accounts.accounts.reduce((sum, row) => sum + cents(row.monthly_expected), 0);
    await home.collectionsHeading().waitFor();
    expect(await home.collectionsHeading().textContent()).toBe(
      `Collections in ${monthLabel(today.slice(0, 7))}`,
    );
    expect(await home.collectionsText().textContent()).toBe(
      `KES 7,207.35 of KES ${formatMoney(expectedCents)} expected`,
    );
    expect(await home.figures('collections-split')).toEqual({
      Savings: '2,500.00',
      'Loan repayments': '4,707.35',
    });
    const percent = Math.floor((720735 * 100) / expectedCents);
    expect(await home.collectedBar().getAttribute('aria-valuetext')).toBe(`${percent}%`);

    // (d) the last twelve months, as the report has them.
    const report = await admin.call<{
      months: { month: string; savings: number; repayments: number; total: number }[];
    }>('/reports/monthly-collections');
    await home.chart().waitFor();
    expect(await home.chartTable()).toEqual(
      report.months.map((row) => [
        monthLabel(row.month),
        formatMoney(cents(row.savings)),
        formatMoney(cents(row.repayments)),
        formatMoney(cents(row.total)),
      ]),
    );
    expect(report.months.at(-1)).toMatchObject({ savings: 2500, repayments: 4707.35 });
    expect(report.months.at(-4)).toMatchObject({ savings: 1000, repayments: 0 });
    expect(await home.chart().locator('rect').count()).toBe(24);

    await pageSettled(page);
    await screenshot(page, 'home-admin-1280');
    await scrollMainToEnd(page);
    await screenshot(page, 'home-admin-1280-lower');
    await home.reviewPending().click();
    await page.waitForURL('**/pending-transactions');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('stacks the panels at 375 px without scrolling sideways', async () => {
    const { context, page, problems } = await signedInPage(browser, server.url, ADMIN, PHONE);
    const home = new AdminHome(page);
    await home.heading().waitFor();
    await home.chart().waitFor();
    await expect.poll(() => home.loans.isLoading(), { timeout: 10_000 }).toBe(false);
    await pageSettled(page);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'home-admin-375');
    await scrollMainToEnd(page);
    await screenshot(page, 'home-admin-375-lower');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a member to /member', async () => {
    const { context, page } = await signedInPage(browser, server.url, WANJIRU);
    await page.goto('/');
    await page.waitForURL('**/member');
    await context.close();
  });
});
