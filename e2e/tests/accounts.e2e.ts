import { describe, expect, it } from 'vitest';
import { AccountsScreen } from '../pages/AccountsScreen.js';
import { visit } from '../pages/Screen.js';
import { AMINA, person, startServerScene } from '../support/admin-scene.js';
import { screenshot } from '../support/browser.js';
import { signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import { failApiCall, overflowsSideways, transitionsDone } from '../support/session.js';

const ADMIN = 'amina@example.com';

let ids: Map<string, number>;

const scene = useScene(
  () =>
    startServerScene(
      {
        seed: [AMINA, person('Wanjiru', 'Kamau'), person('Baraka', 'Mwangi'), person('Chebet', 'Langat')],
      },
      ADMIN,
    ),
  async () => {
    ids = await scene.admin.userIds();
  },
);
const asAdmin = signedInTest(scene, ADMIN);

describe('Accounts', () => {
  asAdmin('shows No data found before any account exists, and asks for a user', async ({ page }) => {
    const accounts = await visit(page, AccountsScreen);
    await accounts.table.empty().waitFor();
    await accounts.submit().click();
    expect(await accounts.alert().count()).toBe(0);
    expect(await accounts.user().getAttribute('aria-invalid')).toBe('true');
    await accounts.page.getByText('User is required', { exact: true }).waitFor();
    await screenshot(page, 'accounts-empty-1280');
  });

  it('creates a member account, which leaves the form and joins the table', async () => {
    // Wanjiru saves first, so her account has a yearly target: 30,000 / 12 = 2,500 a month.
    await scene.admin.addSaving(ids.get('wanjiru@example.com')!, 4200.5);
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const accounts = await visit(page, AccountsScreen);
      await accounts.table.empty().waitFor();
      await expect
        .poll(() => accounts.offeredUsers())
        .toEqual(['Amina Odhiambo', 'Baraka Mwangi', 'Chebet Langat', 'Wanjiru Kamau']);
      await accounts.create('Wanjiru Kamau');
      await accounts.status().getByText('Account created successfully', { exact: true }).waitFor();
      await accounts.table.row('Wanjiru Kamau').waitFor();
      expect(await accounts.table.cells()).toEqual([
        ['Wanjiru Kamau', 'wanjiru@example.com', '4,200.50', '2,500.00', 'View profile of Wanjiru Kamau'],
      ]);
      await expect
        .poll(() => accounts.offeredUsers())
        .toEqual(['Amina Odhiambo', 'Baraka Mwangi', 'Chebet Langat']);
      expect(await accounts.user().inputValue()).toBe('');
      await screenshot(page, 'accounts-1280');
    });
  });

  asAdmin('opens the member profile card with the monthly figures', async ({ page }) => {
    const accounts = await visit(page, AccountsScreen);
    await accounts.view('Wanjiru Kamau');
    const dialog = accounts.dialog();
    expect(await dialog.getByText('Wanjiru Kamau', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('wanjiru@example.com', { exact: true }).isVisible()).toBe(true);
    expect(await accounts.profileFigures()).toEqual({
      'Member number': expect.stringMatching(/^M\d{3}$/),
      Phone: 'NoneAdd',
      'Current savings': 'KES 4,200.50',
      'Monthly contribution': 'KES 2,500.00',
      'Long-term loan installment': 'KES 0.00',
      'Short-term loan installment': 'KES 0.00',
    });
    expect(await accounts.monthlyTotal().textContent()).toBe('KES 2,500.00');
    await transitionsDone(dialog); // the dialog fades in over 200 ms
    await screenshot(page, 'accounts-profile-1280');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  asAdmin("shows the server's message when the member already has an account", async ({ page }) => {
    const accounts = await visit(page, AccountsScreen);
    await expect.poll(() => accounts.offeredUsers()).toContain('Baraka Mwangi');
    // Someone else opens Baraka's account while this form still offers him.
    await scene.admin.createAccount(ids.get('baraka@example.com')!);
    await accounts.create('Baraka Mwangi');
    await accounts.alert().getByText('This member already has an account.', { exact: true }).waitFor();
  });

  asAdmin('says Error loading accounts when the table cannot be loaded', async ({ page }) => {
    await failApiCall(page, '/allacounts');
    const accounts = await visit(page, AccountsScreen);
    await accounts.alert().getByText('Error loading accounts', { exact: true }).waitFor();
  });

  asAdmin('says Failed to fetch users. when the form cannot list the users', async ({ page }) => {
    await failApiCall(page, '/get-users');
    const accounts = await visit(page, AccountsScreen);
    await accounts.alert().getByText('Failed to fetch users.', { exact: true }).waitFor();
  });

  asAdmin.onPhone('stays readable at 375 px, the profile card too', async ({ page }) => {
    const accounts = await visit(page, AccountsScreen);
    await accounts.table.row('Wanjiru Kamau').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'accounts-375');
    await accounts.view('Wanjiru Kamau');
    await transitionsDone(accounts.dialog());
    await screenshot(page, 'accounts-profile-375');
  });
});
