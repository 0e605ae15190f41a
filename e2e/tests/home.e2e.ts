import { addMonthsClamped, formatDate, formatMoney, todayInGroupZone } from '@links/domain';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { AdminHome } from '../pages/DashboardScreens.js';
import { AMINA, person, startServerScene } from '../support/admin-scene.js';
import { screenshot } from '../support/browser.js';
import { approveTransaction, createTransaction } from '../support/collections.js';
import { signedInTest, useScene } from '../support/scene.js';
import { addLongTermLoan, addShortTermLoan } from '../support/seed.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

const ADMIN = 'amina@example.com';
const WANJIRU = 'wanjiru@example.com';
const BARAKA = 'baraka@example.com';
const today = todayInGroupZone();

/** The layout scrolls its main area, not the page: a screenshot of the lower panels needs this. */
const scrollMainToEnd = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    if (main) main.scrollTop = main.scrollHeight;
  });

const cents = (kes: number) => Math.round(kes * 100);
/** `2026-05` as the home shows it: `May 2026`. */
const monthLabel = (month: string) => `${formatDate(`${month}-01`).split(' ')[1]} ${month.slice(0, 4)}`;

const scene = useScene(
  () =>
    startServerScene(
      {
        seed: [AMINA, person('Wanjiru', 'Kamau'), person('Baraka', 'Mwangi')],
      },
      ADMIN,
    ),
  async () => {
    const ids = await scene.admin.userIds();
    const wanjiru = ids.get(WANJIRU)!;
    const baraka = ids.get(BARAKA)!;
    await scene.admin.createBankAccount('Equity Bank', 150000.5);
    await scene.admin.createBankAccount('M-Pesa Till', 20000);
    for (const id of [wanjiru, baraka]) await scene.admin.createAccount(id);
    await scene.admin.addSaving(wanjiru, 12500.5);
    await scene.admin.addSaving(baraka, 3000);
    await addLongTermLoan(scene.admin, wanjiru, 100000, addMonthsClamped(today, -2));
    await addShortTermLoan(scene.admin, baraka, 20000, today);
    const paid = await createTransaction(scene.admin, wanjiru, [
      { type: 'SAVING', amount: 2500 },
      { type: 'LTL', amount: 4707.35 },
    ]);
    await approveTransaction(scene.admin, paid);
    const earlier = await createTransaction(
      scene.admin,
      baraka,
      [{ type: 'SAVING', amount: 1000 }],
      addMonthsClamped(today, -3),
    );
    await approveTransaction(scene.admin, earlier);
    await createTransaction(scene.admin, wanjiru, [{ type: 'SAVING', amount: 700 }]);
    await createTransaction(scene.admin, baraka, [{ type: 'STL', amount: 1500 }]);
  },
);
const asAdmin = signedInTest(scene, ADMIN);
const asWanjiru = signedInTest(scene, WANJIRU);

describe('the admin home', () => {
  asAdmin("shows the group's figures in four panels, as the API has them", async ({ page }) => {
    const home = new AdminHome(page);
    await home.heading().waitFor();

    // (a) the summary cards, after their flicker.
    const savings = await scene.admin.call<{ total_savings: number }>('/totalsavings');
    const loans = await scene.admin.call<{ total_outstanding_loans: number }>('/totaloutstandingloans');
    expect(savings.total_savings).toBe(19000.5);
    await expect
      .poll(() => home.savings.amount().textContent(), { timeout: 10_000 })
      .toBe(`${formatMoney(cents(savings.total_savings))} KES`);
    await expect
      .poll(() => home.loans.amount().textContent(), { timeout: 10_000 })
      .toBe(`${formatMoney(cents(loans.total_outstanding_loans))} KES`);
    await expect.poll(() => home.savings.subtitle().textContent()).toBe('Umoja Savings Group');

    // (b) what waits for approval.
    const pending = await scene.admin.call<{
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
        // The two loans' funds, opened with each loan's principal and paid out in full.
        'Loan fund 1': '0.00',
        'Loan fund 2': '0.00',
        'M-Pesa Till': '20,000.00',
        Total: 'KES 170,000.50',
      });
    const accounts = await scene.admin.call<{ accounts: { monthly_expected: number }[] }>('/allacounts');
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
    const report = await scene.admin.call<{
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
  });

  asAdmin.onPhone('stacks the panels at 375 px without scrolling sideways', async ({ page }) => {
    const home = new AdminHome(page);
    await home.heading().waitFor();
    await home.chart().waitFor();
    await expect.poll(() => home.loans.isLoading(), { timeout: 10_000 }).toBe(false);
    await pageSettled(page);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'home-admin-375');
    await scrollMainToEnd(page);
    await screenshot(page, 'home-admin-375-lower');
  });

  asWanjiru('sends a member to /member', async ({ page }) => {
    await page.goto('/');
    await page.waitForURL('**/member');
  });
});
