import { describe, expect, it } from 'vitest';
import { ExpensesScreen } from '../pages/ExpensesScreens.js';
import { MembersScreen } from '../pages/MembersScreens.js';
import { AddSavingScreen } from '../pages/SavingsScreens.js';
import { visit } from '../pages/Screen.js';
import { AMINA, startServerScene } from '../support/admin-scene.js';
import { PHONE, screenshot } from '../support/browser.js';
import { downloaded, urlQuery } from '../support/downloads.js';
import { signedInTest, useScene } from '../support/scene.js';
import { overflowsSideways, signedInPage } from '../support/session.js';

/**
 * docs/decisions/lists.md, "Members, accounts, savings, expenses and bank accounts": the members and expenses
 * screens search, filter, order and page on the server.
 */
const ADMIN = 'amina@example.com';
const FIRST = [
  'Achieng',
  'Baraka',
  'Chebet',
  'Dalmas',
  'Esther',
  'Faith',
  'Gitau',
  'Halima',
  'Imani',
  'Juma',
  'Kamau',
];
const LAST = ['Otieno', 'Mwangi', 'Wekesa', 'Njoroge', 'Mutai'];

// 55 members and the admin: more than the 50 a members page holds.
const members = FIRST.flatMap((firstname) =>
  LAST.map((lastname) => ({
    firstname,
    lastname,
    email: `${firstname}.${lastname}@example.com`.toLowerCase(),
    role: 'member' as const,
  })),
);
const scene = useScene(
  () => startServerScene({ seed: [AMINA, ...members] }),
  async () => {
    const banks: Record<string, number> = {};
    for (const name of ['Equity Bank', 'KCB']) {
      const answer = await scene.admin.call<{ account_id: number }>('/create-bank-account', 'POST', {
        name,
        amount: 50000,
      });
      banks[name] = answer.account_id;
    }
    // Twelve expenses: 100, 200, … 1,200; the odd ones from Equity, every fourth for fuel.
    for (let n = 1; n <= 12; n++) {
      await scene.admin.call('/create-expense', 'POST', {
        account_id: n % 2 ? banks['Equity Bank'] : banks.KCB,
        amount: n * 100,
        comment_type: n % 4 === 0 ? 'Transport' : 'Meeting',
        comment: n % 4 === 0 ? `Fuel run ${n}` : `Meeting ${n}`,
      });
    }
  },
);
const asAdmin = signedInTest(scene, ADMIN);

describe('All Members', () => {
  asAdmin(
    'pages on the server, keeps the page through reload, and searches, filters and orders',
    async ({ page }) => {
      const members = new MembersScreen(page);
      await members.open('/members');
      await members.table.onPage(1, 2);
      expect(await members.table.rows().count()).toBe(50);
      expect((await members.table.column('Full Name'))[0]).toBe('Achieng Mutai');
      await members.table.nextPage(2, 2);
      expect(urlQuery(page).get('page')).toBe('2');
      await page.reload();
      await members.table.onPage(2, 2);
      expect(await members.table.column('Full Name')).toEqual([
        'Juma Wekesa',
        'Kamau Mutai',
        'Kamau Mwangi',
        'Kamau Njoroge',
        'Kamau Otieno',
        'Kamau Wekesa',
      ]);

      await members.filters.searchFor('mwa');
      await expect.poll(() => members.table.rows().count()).toBe(11);
      expect(urlQuery(page).get('q')).toBe('mwa');
      expect(urlQuery(page).get('page')).toBeNull();
      expect(await members.table.pager().count()).toBe(0);

      await members.filters.picker('Order').selectOption('-name');
      await expect.poll(async () => (await members.table.column('Full Name'))[0]).toBe('Kamau Mwangi');
      await members.filters.searchFor('');
      await members.filters.picker('Role').selectOption('admin');
      await expect
        .poll(() => members.table.cells())
        .toEqual([['Amina Odhiambo', ADMIN, 'admin', 'Treasurer', 'Exit']]);
      await screenshot(page, 'members-filtered-1280');

      await page.goto('/members?q=juma&sort=-name');
      await members.table.waitFor();
      const file = await downloaded(page, members.filters.download());
      expect(file.name).toBe('members.csv');
      expect(file.lines[0]).toBe('member_number,firstname,lastname,role,office,status,email,phone,joined_at');
      expect(file.lines.slice(1).map((line) => line.split(',').slice(1, 3).join(' '))).toEqual([
        'Juma Wekesa',
        'Juma Otieno',
        'Juma Njoroge',
        'Juma Mwangi',
        'Juma Mutai',
      ]);
    },
  );

  asAdmin.onPhone('fits a phone, the filters folded away', async ({ page }) => {
    const members = new MembersScreen(page);
    await members.open('/members');
    await members.table.onPage(1, 2);
    expect(await members.filters.picker('Role').isVisible()).toBe(false);
    await members.filters.moreFilters().click();
    await members.filters.picker('Role').selectOption('member');
    await expect.poll(() => urlQuery(page).get('role')).toBe('member');
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'members-filtered-375');
  });
});

describe('Expenses', () => {
  it('pages, filters by account, searches, orders and downloads on the server', async () => {
    const { context, page, problems } = await signedInPage(scene.browser, scene.server.url, ADMIN);
    const screen = new ExpensesScreen(page);
    const filters = screen.expenseFilters;
    await screen.open();
    await screen.expenses.onPage(1, 2);
    expect((await screen.expenses.column('Amount'))[0]).toBe('1,200.00');
    await screen.expenses.next().click();
    await expect.poll(() => screen.expenses.column('Amount')).toEqual(['200.00', '100.00']);
    await page.reload();
    await screen.expenses.onPage(2, 2);
    expect(await screen.expenses.column('Amount')).toEqual(['200.00', '100.00']);

    await filters.picker('Paid from').selectOption({ label: 'Equity Bank' });
    await expect
      .poll(() => screen.expenses.column('Amount'))
      .toEqual(['1,100.00', '900.00', '700.00', '500.00', '300.00', '100.00']);
    expect(urlQuery(page).get('page')).toBeNull();
    await filters.picker('Paid from').selectOption('');
    await filters.searchFor('fuel');
    await expect.poll(() => screen.expenses.column('Amount')).toEqual(['1,200.00', '800.00', '400.00']);
    await filters.order().selectOption('amount');
    await expect.poll(() => screen.expenses.column('Amount')).toEqual(['400.00', '800.00', '1,200.00']);
    expect(urlQuery(page).get('sort')).toBe('amount');
    await screenshot(page, 'expenses-filtered-1280');

    const file = await downloaded(page, filters.download());
    expect(file.name).toBe('expenses.csv');
    expect(file.lines[0]).toBe(
      'expense_id,date,created_at,account_id,account_name,amount,comment_type,comment',
    );
    expect(file.lines.slice(1).map((line) => line.split(',')[5])).toEqual(['400.00', '800.00', '1200.00']);

    await page.goto('/expenses?from=2026-02-30');
    await screen.alert().getByText('from is not a real date', { exact: true }).waitFor();
    expect(problems.filter((problem) => !problem.includes('422'))).toEqual([]);
    await context.close();

    const phone = await signedInPage(scene.browser, scene.server.url, ADMIN, PHONE);
    await phone.page.goto('/expenses?comment_type=Transport');
    await new ExpensesScreen(phone.page).expenses.waitFor();
    expect(await overflowsSideways(phone.page)).toBe(false);
    await screenshot(phone.page, 'expenses-filtered-375');
    await phone.context.close();
  });
});

describe('The member picker', () => {
  asAdmin('finds a member by typing part of a name and picks with the keyboard', async ({ page }) => {
    const form = await visit(page, AddSavingScreen);
    const box = page.getByRole('combobox', { name: 'User' });
    await box.fill('gitau nj');
    const matches = page.getByRole('listbox', { name: 'User matches' });
    await expect
      .poll(() => matches.getByRole('option').allTextContents())
      .toEqual([expect.stringMatching(/^Gitau Njoroge\s?M\d{3}$/)]);
    await screenshot(page, 'member-picker-1280');
    await box.press('ArrowDown');
    await box.press('Enter');
    expect(await box.inputValue()).toBe('Gitau Njoroge');
    expect(await matches.count()).toBe(0);
    await form.amount().fill('250');
    await form.submit().click();
    await form.status().getByText('Saving added successfully', { exact: true }).waitFor();
    // Gitau now saves: the picker no longer offers him.
    await box.fill('gitau nj');
    await page.getByText('No member matches.', { exact: true }).waitFor();
    expect(await matches.getByRole('option').count()).toBe(0);
  });
});
