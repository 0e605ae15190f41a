import { formatDate, formatDayNumeric } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { currentPage } from '../pages/DataTable.js';
import { AddSavingScreen, SavingDetailsScreen, SavingsScreen } from '../pages/SavingsScreens.js';
import { visit } from '../pages/Screen.js';
import { AMINA, person, startScene } from '../support/admin-scene.js';
import { PHONE, screenshot } from '../support/browser.js';
import { signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import type { SeedUser } from '../support/server.js';
import { failApiCall, overflowsSideways, pageSettled } from '../support/session.js';

const ADMIN = 'amina@example.com';
// Twelve members, so that their savings fill more than one page of ten.
const OTHERS = [
  'Baraka',
  'Chebet',
  'Dalmas',
  'Esther',
  'Fundi',
  'Gathoni',
  'Hassan',
  'Imani',
  'Jabari',
  'Kerubo',
  'Lulu',
];
const seed: SeedUser[] = [
  AMINA,
  person('Wanjiru', 'Kamau'),
  ...OTHERS.map((name) => ({
    firstname: name,
    lastname: 'Otieno',
    email: `${name.toLowerCase()}@example.com`,
    role: 'member' as const,
  })),
];

const scene = useScene(() => startScene(seed, ADMIN));
const asAdmin = signedInTest(scene, ADMIN);

describe('Savings', () => {
  asAdmin('shows No data found before anyone saves', async ({ page }) => {
    const savings = await visit(page, SavingsScreen);
    await savings.table.empty().waitFor();
    expect(await savings.table.headers()).toEqual(['User', 'Amount Saved', 'Expected Saving', 'Actions']);
    expect(await savings.table.pager().count()).toBe(0);
    await savings.addSaving().click();
    await page.waitForURL('**/add-savings');
  });

  asAdmin('asks for the user and the amount, and keeps the expected saving fixed', async ({ page }) => {
    const form = await visit(page, AddSavingScreen);
    expect(await form.expected().inputValue()).toBe('30000');
    expect(await form.expected().getAttribute('readonly')).not.toBeNull();
    expect(await form.amount().getAttribute('min')).toBe('0');
    expect(await form.amount().getAttribute('step')).toBe('0.01');
    await form.submit().click();
    expect(await form.errorOf('user')).toBe('User is required');
    expect(await form.errorOf('amount')).toBe('Amount is required');
    await form.amount().fill('10.555');
    await form.submit().click();
    expect(await form.errorOf('amount')).toBe('Amount must have at most two decimals');
    await screenshot(page, 'add-savings-errors-1280');
  });

  it("opens a member's savings account, which then shows in /savings and its details", async () => {
    let detailsPath = '';
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const form = await visit(page, AddSavingScreen);
      await expect.poll(async () => (await form.user().locator('option').allTextContents()).length).toBe(14);
      await form.user().selectOption({ label: 'Wanjiru Kamau' });
      await form.amount().fill('1500.50');
      await form.submit().click();
      await form.status().getByText('Saving added successfully', { exact: true }).waitFor();
      expect(await form.amount().inputValue()).toBe('');
      expect(await form.user().inputValue()).toBe('');
      await expect
        .poll(async () => form.user().locator('option', { hasText: 'Wanjiru Kamau' }).count())
        .toBe(0);
      await screenshot(page, 'add-savings-1280');

      await form.back().click();
      await page.waitForURL('**/savings');
      const savings = new SavingsScreen(page);
      await savings.table.row('Wanjiru Kamau').waitFor();
      expect(await savings.table.cells()).toEqual([
        ['Wanjiru Kamau', '1,500.50', '30,000.00', 'View Saving of Wanjiru Kamau'],
      ]);
      await expect.poll(() => savings.total().textContent()).toBe('KES 1,500.50');

      await savings.viewSaving('Wanjiru Kamau').click();
      await page.waitForURL(/\/saving-details\/\d+$/);
      const details = new SavingDetailsScreen(page);
      await details.deposits.waitFor();
      const today = formatDate(new Date());
      expect(await details.summary()).toEqual({
        Member: 'Wanjiru Kamau',
        Balance: 'KES 1,500.50',
        'Yearly target': 'KES 30,000.00',
        Opened: today,
      });
      expect(await details.deposits.cells()).toEqual([
        [formatDayNumeric(new Date()), '1,500.50', 'Opening balance', '1,500.50'],
      ]);
      await pageSettled(page);
      await screenshot(page, 'saving-details-1280');
      detailsPath = new URL(page.url()).pathname;
    });

    await withSignedInPage(
      scene,
      ADMIN,
      async ({ page }) => {
        await page.goto(detailsPath);
        await new SavingDetailsScreen(page).deposits.waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await screenshot(page, 'saving-details-375');
      },
      PHONE,
    );
  });

  it('pages twelve savings accounts by ten', async () => {
    const ids = await scene.admin.userIds();
    for (const [index, name] of OTHERS.entries()) {
      await scene.admin.addSaving(ids.get(`${name.toLowerCase()}@example.com`)!, 1000 * (index + 1));
    }
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const savings = await visit(page, SavingsScreen);
      await savings.table.waitFor();
      expect(await savings.table.pageLabel().textContent()).toBe('Page 1 of 2');
      expect(await savings.table.previous().isDisabled()).toBe(true);
      expect(await savings.table.next().isEnabled()).toBe(true);
      expect(await savings.table.rows().count()).toBe(10);
      await screenshot(page, 'savings-1280');

      await savings.table.next().click();
      // The server answers the next page: wait for it.
      await savings.table.onPage(2, 2);
      expect(await savings.table.next().isDisabled()).toBe(true);
      expect(await savings.table.previous().isEnabled()).toBe(true);
      expect(await savings.table.column('User')).toEqual(['Lulu Otieno', 'Wanjiru Kamau']);
      await expect.poll(() => savings.total().textContent()).toBe('KES 67,500.50');

      await savings.table.previous().click();
      await savings.table.onPage(1, 2);
    });
  });

  asAdmin.onPhone('stays readable at 375 px', async ({ page }) => {
    const savings = await visit(page, SavingsScreen);
    await savings.table.waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'savings-375');
    // The layout scrolls inside its main area, so look at the pager after scrolling to it.
    await savings.table.pager().scrollIntoViewIfNeeded();
    expect(await savings.table.pageLabel().textContent()).toBe('Page 1 of 2');
    await screenshot(page, 'savings-pager-375');
    const form = await visit(page, AddSavingScreen);
    await form.submit().click();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'add-savings-375');
  });

  asAdmin('says Failed to load savings when the list or the details cannot be loaded', async ({ page }) => {
    await failApiCall(page, '/all-savings');
    const savings = await visit(page, SavingsScreen);
    await savings.alert().getByText('Failed to load savings', { exact: true }).waitFor();

    await failApiCall(page, '/saving-details/*');
    await page.goto('/saving-details/1');
    const details = new SavingDetailsScreen(page);
    await details.alert().getByText('Failed to load savings', { exact: true }).waitFor();
  });

  asAdmin("says the server's Saving not found. for an account that does not exist", async ({ page }) => {
    await page.goto('/saving-details/9999');
    await new SavingDetailsScreen(page).alert().getByText('Saving not found.', { exact: true }).waitFor();
  });

  asAdmin('says Failed to fetch users. when the form cannot list the users', async ({ page }) => {
    await failApiCall(page, '/get-users');
    await visit(page, AddSavingScreen);
    await currentPage(page).getByRole('alert').getByText('Failed to fetch users.', { exact: true }).waitFor();
  });
});
