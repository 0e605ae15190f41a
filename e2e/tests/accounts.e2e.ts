import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsScreen } from '../pages/AccountsScreen.js';
import { ApiClient } from '../support/api.js';
import { launchBrowser, PHONE, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { failApiCall, overflowsSideways, signedInPage, transitionsDone } from '../support/session.js';

const ADMIN = 'amina@example.com';

let server: RunningServer;
let browser: Browser;
let admin: ApiClient;
let ids: Map<string, number>;

beforeAll(async () => {
  server = await startServer({
    seed: [
      { firstname: 'Amina', lastname: 'Odhiambo', email: ADMIN, role: 'admin' },
      { firstname: 'Wanjiru', lastname: 'Kamau', email: 'wanjiru@example.com', role: 'member' },
      { firstname: 'Baraka', lastname: 'Mwangi', email: 'baraka@example.com', role: 'member' },
      { firstname: 'Chebet', lastname: 'Langat', email: 'chebet@example.com', role: 'member' },
    ],
  });
  browser = await launchBrowser();
  admin = await ApiClient.signIn(server.url, ADMIN);
  ids = await admin.userIds();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Accounts', () => {
  it('shows No data found before any account exists, and asks for a user', async () => {
    const { context, page, problems } = await signedInPage(browser, server.url, ADMIN);
    const accounts = new AccountsScreen(page);
    await accounts.open();
    await accounts.table.empty().waitFor();
    expect(await accounts.table.headers()).toEqual(['User', 'Email', 'Savings', 'Monthly Expected', 'View']);
    await accounts.submit().click();
    expect(await accounts.alert().count()).toBe(0);
    expect(await accounts.user().getAttribute('aria-invalid')).toBe('true');
    await accounts.page.getByText('User is required', { exact: true }).waitFor();
    await screenshot(page, 'accounts-empty-1280');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('creates a member account, which leaves the form and joins the table', async () => {
    // Wanjiru saves first, so her account has a yearly target: 30,000 / 12 = 2,500 a month.
    await admin.addSaving(ids.get('wanjiru@example.com')!, 4200.5);
    const { context, page, problems } = await signedInPage(browser, server.url, ADMIN);
    const accounts = new AccountsScreen(page);
    await accounts.open();
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
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the member profile card with the monthly figures', async () => {
    const { context, page, problems } = await signedInPage(browser, server.url, ADMIN);
    const accounts = new AccountsScreen(page);
    await accounts.open();
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
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the server's message when the member already has an account", async () => {
    const { context, page } = await signedInPage(browser, server.url, ADMIN);
    const accounts = new AccountsScreen(page);
    await accounts.open();
    await expect.poll(() => accounts.offeredUsers()).toContain('Baraka Mwangi');
    // Someone else opens Baraka's account while this form still offers him.
    await admin.createAccount(ids.get('baraka@example.com')!);
    await accounts.create('Baraka Mwangi');
    await accounts.alert().getByText('This member already has an account.', { exact: true }).waitFor();
    await context.close();
  });

  it('says Error loading accounts when the table cannot be loaded', async () => {
    const { context, page } = await signedInPage(browser, server.url, ADMIN);
    await failApiCall(page, '/allacounts');
    const accounts = new AccountsScreen(page);
    await accounts.open();
    await accounts.alert().getByText('Error loading accounts', { exact: true }).waitFor();
    await context.close();
  });

  it('says Failed to fetch users. when the form cannot list the users', async () => {
    const { context, page } = await signedInPage(browser, server.url, ADMIN);
    await failApiCall(page, '/get-users');
    const accounts = new AccountsScreen(page);
    await accounts.open();
    await accounts.alert().getByText('Failed to fetch users.', { exact: true }).waitFor();
    await context.close();
  });

  it('stays readable at 375 px, the profile card too', async () => {
    const { context, page, problems } = await signedInPage(browser, server.url, ADMIN, PHONE);
    const accounts = new AccountsScreen(page);
    await accounts.open();
    await accounts.table.row('Wanjiru Kamau').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'accounts-375');
    await accounts.view('Wanjiru Kamau');
    await transitionsDone(accounts.dialog());
    await screenshot(page, 'accounts-profile-375');
    expect(problems).toEqual([]);
    await context.close();
  });
});
