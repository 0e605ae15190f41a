import { todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { visit } from '../pages/Screen.js';
import {
  PendingTransactionsScreen,
  TransactionFiltersPanel,
  TransactionsScreen,
} from '../pages/TransactionsScreens.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { screenshot } from '../support/browser.js';
import { downloaded, urlQuery } from '../support/downloads.js';
import { signedInTest, useScene } from '../support/scene.js';
import { createMember, submitTransaction } from '../support/seed.js';
import { overflowsSideways, signedInPage } from '../support/session.js';

/**
 * docs/decisions/lists.md: the transaction lists search, filter, order and page on the server, and download
 * as CSV.
 */

const approved: number[] = [];

const scene = useScene(startAdminScene, async () => {
  const { admin } = scene;
  const wanjiru = await createMember(admin, 'Wanjiru', 'Kamau');
  const baraka = await createMember(admin, 'Baraka', 'Otieno');
  // Wanjiru pays 100, 200, ... 1,200; every third of hers is approved. Baraka pays three times.
  for (let n = 1; n <= 12; n++) {
    const id = await submitTransaction(admin, wanjiru.userId, [{ type: 'SAVING', amount: n * 100 }]);
    if (n % 3 === 0) {
      await admin.call(`/transactions/savings/${id}/status`, 'PATCH', { status: 'Approved' });
      approved.push(id);
    }
  }
  for (const [n, receipt] of [
    [1, 'QK7AAA111'],
    [2, 'QK7BBB222'],
    [3, 'QK7CCC333'],
  ] as const) {
    await submitTransaction(admin, baraka.userId, [{ type: 'SAVING', amount: 5000 + n, extra: receipt }]);
  }
});
const asAdmin = signedInTest(scene, ADMIN);

describe('The transaction list', () => {
  asAdmin('pages on the server and keeps the page in the URL through reload and back', async ({ page }) => {
    const list = await visit(page, TransactionsScreen);
    await list.table.onPage(1, 2);
    expect(await list.table.rows().count()).toBe(10);
    await list.table.nextPage(2, 2);
    expect(urlQuery(page).get('page')).toBe('2');
    await expect.poll(() => list.table.rows().count()).toBe(5);
    await page.reload();
    await list.table.onPage(2, 2);
    expect(await list.table.rows().count()).toBe(5);
    await page.goBack();
    await list.table.onPage(1, 2);
  });

  it('searches by member and by receipt, filters by status and orders by amount', async () => {
    const { context, page, problems } = await signedInPage(scene.browser, scene.server.url, ADMIN);
    const list = new TransactionsScreen(page);
    const filters = new TransactionFiltersPanel(page);
    await list.open();
    await filters.search().fill('baraka');
    await filters.searchButton().click();
    await expect
      .poll(() => list.table.column('Username'))
      .toEqual(['Baraka Otieno', 'Baraka Otieno', 'Baraka Otieno']);
    expect(urlQuery(page).get('q')).toBe('baraka');

    await filters.search().fill('qk7bbb222');
    await filters.search().press('Enter');
    await expect.poll(() => list.table.column('Total Amount')).toEqual(['5,002.00']);

    await filters.search().fill('');
    await filters.searchButton().click();
    await filters.status().selectOption('Approved');
    await expect
      .poll(() => list.table.column('Total Amount'))
      .toEqual(['1,200.00', '900.00', '600.00', '300.00']);
    expect(urlQuery(page).get('status')).toBe('Approved');

    await filters.order().selectOption('total_payed');
    await expect
      .poll(() => list.table.column('Total Amount'))
      .toEqual(['300.00', '600.00', '900.00', '1,200.00']);
    expect(urlQuery(page).get('sort')).toBe('total_payed');
    await screenshot(page, 'transactions-filtered-1280');

    // A refused filter is named by the server's message.
    await page.goto('/transactions?from=2026-02-30');
    await list.alert().getByText('from is not a real date', { exact: true }).waitFor();
    expect(problems.filter((problem) => !problem.includes('422'))).toEqual([]);
    await context.close();
  });

  asAdmin('downloads the filtered list as CSV', async ({ page }) => {
    const list = new TransactionsScreen(page);
    const filters = new TransactionFiltersPanel(page);
    await page.goto('/transactions?status=Approved&sort=-total_payed');
    await list.table.waitFor();
    const file = await downloaded(page, filters.download());
    expect(file.name).toBe('transactions.csv');
    const { lines } = file;
    expect(lines[0]).toMatch(/^id,transaction_date,created_at,user_id,member,total_payed,/);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([...approved].reverse());
    expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual(['1200', '900', '600', '300']);
  });

  asAdmin.onPhone('searches the pending queue and fits a phone', async ({ page }) => {
    const pending = new PendingTransactionsScreen(page);
    const filters = new TransactionFiltersPanel(page);
    await pending.open();
    await pending.table.onPage(1, 2);
    expect(await filters.status().count()).toBe(0);
    await filters.search().fill('Baraka');
    await filters.searchButton().click();
    await expect.poll(() => pending.table.rows().count()).toBe(3);
    expect(await filters.to().isVisible()).toBe(false);
    await filters.moreFilters().click();
    expect(await filters.from().inputValue()).toBe('');
    await filters.to().fill(todayInGroupZone());
    await expect.poll(() => urlQuery(page).get('to')).toBe(todayInGroupZone());
    expect(await pending.table.rows().count()).toBe(3);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'pending-filtered-375');
  });
});
