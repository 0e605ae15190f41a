import { describe, expect } from 'vitest';
import { AuditScreen } from '../pages/AuditScreens.js';
import { ListFiltersPanel } from '../pages/ListFilters.js';
import { visit } from '../pages/Screen.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { screenshot } from '../support/browser.js';
import { downloaded, urlQuery } from '../support/downloads.js';
import { signedInTest, useScene } from '../support/scene.js';
import { createMember, submitTransaction } from '../support/seed.js';
import { overflowsSideways } from '../support/session.js';

/**
 * docs/decisions/lists.md, "Loans, loan payments, payments and the audit trail": the audit trail searches,
 * filters, orders and pages on the server, and downloads as CSV.
 */

const approved: number[] = [];

const scene = useScene(
  startAdminScene,
  async () => {
    const { admin } = scene;
    const wanjiru = await createMember(admin, 'Wanjiru', 'Kamau');
    const baraka = await createMember(admin, 'Baraka', 'Otieno');
    // Twenty-four payments by Wanjiru, and three by Baraka that are approved: more than a page.
    for (let n = 1; n <= 24; n++) {
      await submitTransaction(admin, wanjiru.userId, [{ type: 'SAVING', amount: n * 100 }]);
    }
    for (let n = 1; n <= 3; n++) {
      const id = await submitTransaction(admin, baraka.userId, [{ type: 'SAVING', amount: 5000 + n }]);
      await admin.call(`/transactions/savings/${id}/status`, 'PATCH', { status: 'Approved' });
      approved.push(id);
    }
  },
  120_000,
);
const asAdmin = signedInTest(scene, ADMIN);

describe('The audit trail list', () => {
  asAdmin('pages on the server and keeps the page in the URL through reload', async ({ page }) => {
    const audit = await visit(page, AuditScreen);
    await expect.poll(() => audit.table.pageLabel().textContent()).toMatch(/^Page 1 of [2-9]$/);
    const first = await audit.table.cells();
    await audit.table.next().click();
    await expect.poll(() => urlQuery(page).get('page')).toBe('2');
    // The URL moves before the second page arrives: read it once it has replaced the first.
    let second: string[][] = [];
    await expect
      .poll(async () => {
        second = await audit.table.cells();
        return second.length > 0 && JSON.stringify(second) !== JSON.stringify(first);
      })
      .toBe(true);
    await page.reload();
    await expect.poll(() => audit.table.pageLabel().textContent()).toMatch(/^Page 2 of /);
    expect(await audit.table.cells()).toEqual(second);
  });

  asAdmin('searches by person, filters by action and reads oldest first', async ({ page }) => {
    const audit = await visit(page, AuditScreen);
    await audit.filter('Search').fill('baraka');
    await audit.filter('Search').press('Enter');
    await expect.poll(() => urlQuery(page).get('q')).toBe('baraka');
    await audit.filter('Action').selectOption('approve');
    await expect.poll(() => audit.table.column('Action')).toEqual(['Approved', 'Approved', 'Approved']);
    const newest = await audit.table.column('Record');
    await audit.filter('Order').selectOption('at');
    await expect.poll(() => audit.table.column('Record')).toEqual([...newest].reverse());
    expect(Object.fromEntries(urlQuery(page))).toEqual({ q: 'baraka', action: 'approve', sort: 'at' });
    await screenshot(page, 'audit-filtered-1280');
  });

  asAdmin('keeps a search sent and a filter picked before the list redraws', async ({ page }) => {
    const audit = await visit(page, AuditScreen);
    await audit.filter('Search').fill('baraka');
    // Enter, then a picker, in one task: the router has not drawn the first change yet.
    const search = await audit.filter('Search').elementHandle();
    const action = await audit.filter('Action').elementHandle();
    await page.evaluate(
      ([box, picker]) => {
        box?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        const select = picker as HTMLSelectElement;
        select.value = 'approve';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      },
      [search, action] as const,
    );
    await expect.poll(() => audit.table.column('Action')).toEqual(['Approved', 'Approved', 'Approved']);
    expect(Object.fromEntries(urlQuery(page))).toEqual({ q: 'baraka', action: 'approve' });
  });

  asAdmin('downloads the filtered trail as CSV', async ({ page }) => {
    const audit = new AuditScreen(page);
    await audit.open('?action=approve&sort=at');
    await audit.table.waitFor();
    const download = new ListFiltersPanel(page, 'Audit filters').download();
    const file = await downloaded(page, download);
    expect(file.name).toBe('audit.csv');
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^id,at,user_id,user,role,action,entity,entity_id,/);
    expect(lines.slice(1).map((line) => Number(line.split(',')[7]))).toEqual(approved);
  });

  asAdmin.onPhone('fits a phone with its filters', async ({ page }) => {
    const audit = new AuditScreen(page);
    await audit.open('?q=wanjiru&sort=at');
    await audit.table.waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'audit-filtered-375');
  });
});
