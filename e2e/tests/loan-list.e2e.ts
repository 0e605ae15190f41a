import { describe, expect } from 'vitest';
import { ListFiltersPanel } from '../pages/ListFilters.js';
import { LoansScreen } from '../pages/LoansScreens.js';
import { AMINA, startServerScene } from '../support/admin-scene.js';
import { bringCashIn } from '../support/books-api.js';
import { screenshot } from '../support/browser.js';
import { downloaded, urlQuery } from '../support/downloads.js';
import { issueLongTermLoan, repayLoan } from '../support/loans-api.js';
import { signedInTest, useScene } from '../support/scene.js';
import type { SeedUser } from '../support/server.js';
import { overflowsSideways } from '../support/session.js';

/**
 * docs/decisions/lists.md, "Loans, loan payments, payments and the audit trail": the loan lists search,
 * filter, order and page on the server, and download as CSV.
 */
const ADMIN = 'amina@example.com';
const FIRST_NAMES = [
  'Wanjiru',
  'Otieno',
  'Achieng',
  'Kiprop',
  'Njeri',
  'Mwangi',
  'Akinyi',
  'Baraka',
  'Chebet',
  'Kamau',
  'Atieno',
  'Korir',
];
const members: SeedUser[] = FIRST_NAMES.map((firstname) => ({
  firstname,
  lastname: 'Mutua',
  email: `${firstname.toLowerCase()}@example.com`,
  role: 'member',
}));

const scene = useScene(
  () => startServerScene({ seed: [AMINA, ...members] }),
  async () => {
    const ids = await scene.admin.userIds();
    // The loans' money comes into Cash on hand first (docs/decisions/money-accounts.md).
    await bringCashIn(scene.admin, ids.get(AMINA.email)!, 1_000_000);
    // Twelve long-term loans: the n-th member borrows n × 10,000 on the n-th of March.
    for (const [n, member] of members.entries()) {
      const day = String(n + 1).padStart(2, '0');
      await issueLongTermLoan(scene.admin, ids.get(member.email)!, (n + 1) * 10_000, `2026-03-${day}`);
    }
    await repayLoan(scene.admin, ids.get('wanjiru@example.com')!, 'long_term', 1500);
    await repayLoan(scene.admin, ids.get('otieno@example.com')!, 'long_term', 2500);
  },
);
const asAdmin = signedInTest(scene, ADMIN);

describe('The loan list', () => {
  asAdmin('pages on the server and keeps the page in the URL through reload and back', async ({ page }) => {
    const loans = new LoansScreen(page, 'long_term');
    await loans.open();
    await loans.accounts.onPage(1, 2);
    expect(await loans.accounts.rows().count()).toBe(10);
    expect((await loans.accounts.column('User'))[0]).toBe('Korir Mutua');
    await loans.accounts.nextPage(2, 2);
    expect(urlQuery(page).get('page')).toBe('2');
    // The pager moves at once; the previous page's rows stay until the next page's arrive.
    await expect.poll(() => loans.accounts.column('User')).toEqual(['Otieno Mutua', 'Wanjiru Mutua']);
    await page.reload();
    await loans.accounts.onPage(2, 2);
    expect(await loans.accounts.rows().count()).toBe(2);
    await page.goBack();
    await loans.accounts.onPage(1, 2);
  });

  asAdmin(
    'searches by member, filters by issue date and status, and orders by amount',
    async ({ page, problems }) => {
      const loans = new LoansScreen(page, 'long_term');
      const filters = new ListFiltersPanel(page, 'Filter loans');
      await loans.open();
      await filters.searchFor('achieng');
      await expect.poll(() => loans.accounts.column('User')).toEqual(['Achieng Mutua']);
      expect(urlQuery(page).get('q')).toBe('achieng');
      // Back to the list before the search: the box follows the URL, and so does the list.
      await page.goBack();
      await expect.poll(() => loans.accounts.column('User')).toHaveLength(10);
      expect(await filters.search().inputValue()).toBe('');
      await page.goForward();
      await expect.poll(() => filters.search().inputValue()).toBe('achieng');

      await filters.searchFor('');
      await filters.picker('Issued from').fill('2026-03-03');
      await filters.picker('Issued to').fill('2026-03-05');
      await filters.picker('Status').selectOption('Uncleared');
      await filters.order().selectOption('-loan_amount');
      await expect
        .poll(() => loans.accounts.column('Loan Amount'))
        .toEqual(['50,000.00', '40,000.00', '30,000.00']);
      expect(Object.fromEntries(urlQuery(page))).toEqual({
        from: '2026-03-03',
        to: '2026-03-05',
        status: 'Uncleared',
        sort: '-loan_amount',
      });
      await screenshot(page, 'loans-filtered-1280');

      await filters.picker('Status').selectOption('Cleared');
      await loans.accounts.empty().waitFor();
      await page.goto('/long-term-loans?to=2026-02-30');
      await loans.alert().getByText('to is not a real date', { exact: true }).waitFor();
      expect(problems.filter((problem) => !problem.includes('422'))).toEqual([]);
    },
  );

  asAdmin('downloads the filtered list as CSV', async ({ page }) => {
    const loans = new LoansScreen(page, 'long_term');
    await page.goto('/long-term-loans?from=2026-03-10&sort=loan_amount');
    await loans.accounts.waitFor();
    const file = await downloaded(page, new ListFiltersPanel(page, 'Filter loans').download());
    expect(file.name).toBe('long-term-loans.csv');
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^loan_id,user_id,member,loan_amount,/);
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual([
      'Kamau Mutua',
      'Atieno Mutua',
      'Korir Mutua',
    ]);
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['100000.00', '110000.00', '120000.00']);
  });

  asAdmin.onPhone(
    'searches the payment history on its own tab, kept in the URL, and fits a phone',
    async ({ page }) => {
      const loans = new LoansScreen(page, 'long_term');
      const filters = new ListFiltersPanel(page, 'Filter payments');
      await page.goto('/long-term-loans?q=wanjiru');
      await loans.accounts.waitFor();
      await loans.tab('Payment History').click();
      await expect.poll(() => loans.payments.column('Amount Paid')).toEqual(['2,500.00', '1,500.00']);
      expect(Object.fromEntries(urlQuery(page))).toEqual({ tab: 'payments' });
      await filters.searchFor('otieno');
      await expect.poll(() => loans.payments.column('Amount Paid')).toEqual(['2,500.00']);
      await page.reload();
      await expect.poll(() => loans.payments.column('Amount Paid')).toEqual(['2,500.00']);
      expect(await filters.order().isVisible()).toBe(false);
      await filters.moreFilters().click();
      expect(await filters.order().isVisible()).toBe(true);
      expect(await overflowsSideways(page)).toBe(false);
      await screenshot(page, 'loan-payments-filtered-375');
      await page.goto('/long-term-loans?status=Uncleared');
      await loans.accounts.waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await screenshot(page, 'loans-filtered-375');
    },
  );
});
