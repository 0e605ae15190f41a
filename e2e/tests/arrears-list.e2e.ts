import { addDaysIso, todayInGroupZone } from '@links/domain';
import { describe, expect } from 'vitest';
import { DataTable } from '../pages/DataTable.js';
import { searchedList } from '../pages/ListFilters.js';
import { startAdminScene } from '../support/admin-scene.js';
import { downloaded, urlQuery } from '../support/downloads.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene } from '../support/scene.js';
import { addShortTermLoan, createMember } from '../support/seed.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

const today = todayInGroupZone();

/**
 * docs/decisions/lists.md, "Loans, loan payments, payments and the audit trail": the arrears list searches by
 * member on the server, keeps it in the URL, and downloads.
 */
const scene = useScene(startAdminScene, async () => {
  const wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau', 10_000);
  const baraka = await createMember(scene.admin, 'Baraka', 'Otieno', 10_000);
  await addShortTermLoan(scene.admin, wanjiru.userId, 3_000, addDaysIso(today, -40));
  await addShortTermLoan(scene.admin, baraka.userId, 2_000, addDaysIso(today, -75));
});
const asAdmin = signedInTest(scene);

describe('the Arrears list', () => {
  asAdmin(
    'searches by member, keeps the search over a reload and downloads what it shows',
    async ({ page }) => {
      const { table, filters } = searchedList(page, 'Loans in arrears', 'Filter arrears');
      await page.goto('/arrears');
      await table.row('Wanjiru Kamau').waitFor();
      expect(await table.rows().count()).toBe(2);
      await filters.searchFor('otieno');
      await table.row('Wanjiru Kamau').waitFor({ state: 'detached' });
      expect(urlQuery(page).get('q')).toBe('otieno');
      expect(await table.column('Member')).toEqual(['Baraka Otieno']);
      await page.reload();
      await table.row('Baraka Otieno').waitFor();
      expect(await table.column('Member')).toEqual(['Baraka Otieno']);
      expect(await filters.search().inputValue()).toBe('otieno');
      await pageSettled(page);
      await screenshotWhole(page, 'arrears-search-1280');
      const file = await downloaded(page, filters.download());
      expect(file.name).toBe(`arrears-${today}.csv`);
      expect(file.lines[0]).toMatch(/^\uFEFF?loan_id,kind,user_id,member,oldest_due_date,days_past_due,/);
      expect(file.lines.slice(1).map((line) => line.split(',')[3])).toEqual(['Baraka Otieno']);
      await filters.picker('Days past due').selectOption('1-30');
      await table.row('Baraka Otieno').waitFor({ state: 'detached' });
      expect(urlQuery(page).get('bucket')).toBe('1-30');
    },
  );

  asAdmin.onPhone('fits a phone', async ({ page }) => {
    await page.goto('/arrears?q=wanjiru');
    await new DataTable(page, 'Loans in arrears').row('Wanjiru Kamau').waitFor();
    await pageSettled(page);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshotWhole(page, 'arrears-search-375');
  });
});
