import { todayInGroupZone } from '@links/domain';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { BooksScreen, type BooksTabName } from '../pages/BooksScreens.js';
import { Shell } from '../pages/Shell.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { addExpense, moneyAccountIds, transfer } from '../support/books-api.js';
import { PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { type OpenedPage, signedInTest, useScene } from '../support/scene.js';
import { createMember, submitTransaction } from '../support/seed.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

const today = todayInGroupZone();

let cashId: number;
let equityId: number;

/**
 * The books of a small group, through the API: Equity Bank opened with 1,000; Wanjiru brought in
 * with 5,000 of savings and paying 2,000 more into Cash on hand; 200 of stationery paid from the
 * bank; then eight banking transfers of 100 from Cash on hand, so the journal has two pages.
 */
const scene = useScene(startAdminScene, async () => {
  const bank = await scene.admin.createBankAccount('Equity Bank', 1000);
  const wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau', 5000);
  const saving = await submitTransaction(scene.admin, wanjiru.userId, [{ type: 'SAVING', amount: 2000 }]);
  await scene.admin.call(`/transactions/savings/${saving}/status`, 'PATCH', { status: 'Approved' });
  await addExpense(scene.admin, bank.account_id, 200, 'Stationery');
  const ids = await moneyAccountIds(scene.admin);
  cashId = ids.get('Cash on hand')!;
  equityId = ids.get('Equity Bank')!;
  for (let n = 1; n <= 8; n++) await transfer(scene.admin, cashId, equityId, 100, today, `Banking ${n}`);
});
const asAdmin = signedInTest(scene, ADMIN);

/** A test on a tab of the books, opened by the admin. */
const onBooks = (
  tab: BooksTabName,
  name: string,
  body: (opened: OpenedPage & { books: BooksScreen }) => Promise<void>,
  viewport?: typeof PHONE,
) =>
  asAdmin(
    name,
    async (opened) => {
      const books = new BooksScreen(opened.page);
      await books.open();
      await books.show(tab);
      await body({ ...opened, books });
    },
    viewport,
  );

async function picture(page: Page, name: string) {
  await pageSettled(page);
  await screenshotWhole(page, name);
}

describe('Books', () => {
  asAdmin(
    'sits after Expenses in the admin sidebar and shows the chart of accounts with balances',
    async ({ page }) => {
      const items = (await new Shell(page).navItems()).map((item) => item.label);
      expect(items.slice(-17)).toEqual([
        'Expenses',
        'Approvals',
        'Loan Applications',
        'Withdrawals',
        'Payouts',
        'Funds',
        'Disputes',
        'Arrears',
        'Books',
        'Payments',
        'Meetings',
        'Merry-go-round',
        'Share-out',
        'Audit',
        'Messages',
        'Group money',
        'Settings',
      ]);
      await new Shell(page).follow('Books', '/books');
      const books = new BooksScreen(page);
      await books.accounts.waitFor();
      const rows = await books.accounts.cells();
      expect(rows).toContainEqual(['1000 Cash on hand', 'Asset', '1,200.00']);
      expect(rows).toContainEqual(['1101 Equity Bank', 'Asset', '1,600.00']);
      expect(rows).toContainEqual(["2000 Members' savings", 'Liability', '7,000.00']);
      expect(rows).toContainEqual(['5001 Stationery', 'Expense', '200.00']);
      expect(await books.field('As of').inputValue()).toBe(today);
      await picture(page, 'books-accounts-1280');
      // As of the day before the books began, every balance is nil.
      await books.field('As of').fill('2020-01-01');
      await expect
        .poll(() => books.accounts.column('Balance'))
        .toSatisfy((b: string[]) => b.every((x) => x === '0.00'));
      expect(page.url()).toContain('as_of=2020-01-01');
    },
  );

  onBooks(
    'Journal',
    'pages the journal on the server, keeps the page in the URL and filters by account',
    async ({ page, books }) => {
      await books.journal().waitFor();
      expect(await books.journalEntries().count()).toBe(10);
      expect(await books.journalPageLabel().textContent()).toBe('Page 1 of 2');
      const newest = (await books.journalText())[0]!;
      expect(newest.heading).toContain('Banking 8');
      expect(newest.lines).toEqual(['1101 Equity Bank 100.00', '1000 Cash on hand 100.00']);
      await picture(page, 'books-journal-1280');
      await books.journalPager().getByRole('button', { name: 'Next' }).click();
      await page.waitForURL(/page=2/);
      await expect.poll(() => books.journalPageLabel().textContent()).toBe('Page 2 of 2');
      expect(await books.journalEntries().count()).toBe(2);
      await page.reload();
      await expect.poll(() => books.journalPageLabel().textContent()).toBe('Page 2 of 2');
      expect(await books.tab('Journal').getAttribute('aria-selected')).toBe('true');
      await page.goBack();
      await expect.poll(() => books.journalPageLabel().textContent()).toBe('Page 1 of 2');

      await books.field('Account').selectOption({ label: '5001 Stationery' });
      await expect.poll(() => books.journalEntries().count()).toBe(1);
      expect((await books.journalText())[0]!.lines).toEqual([
        '5001 Stationery 200.00',
        '1101 Equity Bank 200.00',
      ]);
      await books.field('Account').selectOption({ label: 'All accounts' });
      await books.field('From').fill('2020-01-01');
      await books.field('To').fill('2020-12-31');
      await books.panel().getByText('No journal entries found', { exact: true }).waitFor();
    },
  );

  onBooks(
    'Trial balance',
    'shows the trial balance with its totals and says that it balances',
    async ({ page, books }) => {
      await books.trialBalance.waitFor();
      expect(await books.status().textContent()).toBe(
        'The trial balance balances: debits and credits are both KES 7,000.00.',
      );
      expect((await books.trialBalance.cells()).at(-1)).toEqual(['Total', '', '7,000.00', '7,000.00']);
      expect(await books.trialBalance.cells()).toContainEqual([
        '3000 Opening balances',
        'Equity',
        '4,000.00',
        '',
      ]);
      await picture(page, 'books-trial-balance-1280');
    },
  );

  onBooks(
    'Balance sheet',
    'shows the balance sheet: assets equal liabilities plus equity with the surplus',
    async ({ page, books }) => {
      await books.section('Assets').waitFor();
      expect((await books.section('Assets').cells()).at(-1)).toEqual(['Total assets', '2,800.00']);
      expect((await books.section('Liabilities').cells()).at(-1)).toEqual(['Total liabilities', '7,000.00']);
      const equity = await books.section('Equity').cells();
      expect(equity).toContainEqual(['Surplus to date', '-200.00']);
      expect(equity.at(-1)).toEqual(['Total equity', '-4,200.00']);
      await books.panel().getByText('Assets equal liabilities plus equity (KES 2,800.00).').waitFor();
      await picture(page, 'books-balance-sheet-1280');
    },
  );

  onBooks(
    'Income statement',
    'shows the income statement of this year with the deficit',
    async ({ page, books }) => {
      await books.section('Expenses').waitFor();
      expect(await books.field('From').inputValue()).toBe(`${today.slice(0, 4)}-01-01`);
      expect(await books.section('Expenses').cells()).toEqual([
        ['5001 Stationery', '200.00'],
        ['Total expenses', '200.00'],
      ]);
      expect((await books.section('Income').cells()).at(-1)).toEqual(['Total income', '0.00']);
      expect(await books.panel().getByTestId('bottom-line').textContent()).toBe('DeficitKES 200.00');
      await picture(page, 'books-income-statement-1280');
    },
  );

  onBooks(
    'Cash book',
    'shows the cash book of a money account with its running balance',
    async ({ page, books }) => {
      await books.panel().getByText('Pick a money account to see its cash book.').waitFor();
      await books.field('Money account').selectOption({ label: 'Cash on hand' });
      await books.cashBook.waitFor();
      expect(page.url()).toContain(`cash=${cashId}`);
      const rows = await books.cashBook.cells();
      expect(rows).toHaveLength(9);
      expect(rows[0]!.slice(2)).toEqual(['2,000.00', '', '2,000.00']);
      expect(rows.at(-1)!.slice(1)).toEqual(['Banking 8', '', '100.00', '1,200.00']);
      const figures = await books.panel().locator('dl').first().textContent();
      expect(figures).toContain('KES 0.00');
      expect(figures).toContain('KES 1,200.00');
      await picture(page, 'books-cash-book-1280');
    },
  );

  onBooks(
    'Accounts',
    'fits a phone: every tab at 375 px, tables scrolling inside their cards',
    async ({ page, books }) => {
      const tabs: [BooksTabName, string][] = [
        ['Accounts', 'accounts'],
        ['Journal', 'journal'],
        ['Trial balance', 'trial-balance'],
        ['Balance sheet', 'balance-sheet'],
        ['Income statement', 'income-statement'],
        ['Cash book', 'cash-book'],
        ['Transfer', 'transfer'],
      ];
      await books.open(`?cash=${cashId}`);
      for (const [tab, name] of tabs) {
        await books.show(tab);
        await books.panel().locator('table, form').first().waitFor();
        await books
          .panel()
          .getByRole('status')
          .filter({ hasText: /^Loading/ })
          .waitFor({ state: 'detached' });
        expect(await overflowsSideways(page), tab).toBe(false);
        await picture(page, `books-${name}-375`);
      }
    },
    PHONE,
  );
});
