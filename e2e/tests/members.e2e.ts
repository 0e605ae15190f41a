import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPage } from '../pages/DataTable.js';
import { MembersScreen } from '../pages/MembersScreens.js';
import { launchBrowser, PHONE, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { failApiCall, overflowsSideways, signedInPage } from '../support/session.js';

const ADMIN = 'amina@example.com';
const MEMBER = 'wanjiru@example.com';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    seed: [
      { firstname: 'Amina', lastname: 'Odhiambo', email: ADMIN, role: 'admin' },
      { firstname: 'Wanjiru', lastname: 'Kamau', email: MEMBER, role: 'member' },
      { firstname: 'Baraka', lastname: 'Mwangi', email: 'baraka@example.com', role: 'member' },
      { firstname: 'Chebet', lastname: 'Langat', email: 'chebet@example.com', role: 'member' },
    ],
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('All Members (admin)', () => {
  it('lists every user with full name, email and role, without paging', async () => {
    const { context, page, problems } = await signedInPage(browser, server.url, ADMIN);
    const members = new MembersScreen(page);
    // Hold the answer back a moment so the loading line can be seen.
    await page.route('**/api/links/get-users{,?*}', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await members.open('/members');
    await members.loading().waitFor();
    await members.table.waitFor();
    expect(await members.heading('All Members').isVisible()).toBe(true);
    expect(await members.table.headers()).toEqual(['Full Name', 'Email', 'Role']);
    expect(await members.table.cells()).toEqual([
      ['Amina Odhiambo', 'amina@example.com', 'admin'],
      ['Baraka Mwangi', 'baraka@example.com', 'member'],
      ['Chebet Langat', 'chebet@example.com', 'member'],
      ['Wanjiru Kamau', 'wanjiru@example.com', 'member'],
    ]);
    expect(await members.table.pager().count()).toBe(0);
    await screenshot(page, 'members-1280');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('links Add Members to the create-user wizard at /add-member', async () => {
    const { context, page } = await signedInPage(browser, server.url, ADMIN);
    const members = new MembersScreen(page);
    await members.open('/members');
    await members.table.waitFor();
    await members.addMembers().click();
    await page.waitForURL('**/add-member');
    await currentPage(page).getByRole('heading', { name: 'Add Member' }).waitFor();
    await context.close();
  });

  it('says Failed to load members when the list cannot be loaded', async () => {
    const { context, page } = await signedInPage(browser, server.url, ADMIN);
    await failApiCall(page, '/get-users');
    const members = new MembersScreen(page);
    await members.open('/members');
    await members.alert().getByText('Failed to load members', { exact: true }).waitFor();
    await context.close();
  });

  it('stays readable at 375 px without scrolling sideways', async () => {
    const { context, page, problems } = await signedInPage(browser, server.url, ADMIN, PHONE);
    const members = new MembersScreen(page);
    await members.open('/members');
    await members.table.waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'members-375');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('list-member (member)', () => {
  it('shows full names and roles, and no emails', async () => {
    const { context, page, problems } = await signedInPage(browser, server.url, MEMBER);
    const members = new MembersScreen(page);
    await members.open('/list-member');
    await members.table.waitFor();
    expect(await members.table.headers()).toEqual(['Full Name', 'Role']);
    expect(await members.table.cells()).toEqual([
      ['Amina Odhiambo', 'admin'],
      ['Baraka Mwangi', 'member'],
      ['Chebet Langat', 'member'],
      ['Wanjiru Kamau', 'member'],
    ]);
    expect(await currentPage(page).textContent()).not.toContain('@');
    await screenshot(page, 'list-member-1280');
    expect(problems).toEqual([]);
    await context.close();

    const phone = await signedInPage(browser, server.url, MEMBER, PHONE);
    const onPhone = new MembersScreen(phone.page);
    await onPhone.open('/list-member');
    await onPhone.table.waitFor();
    expect(await overflowsSideways(phone.page)).toBe(false);
    await screenshot(phone.page, 'list-member-375');
    await phone.context.close();
  });

  it('says Could not load users when the list cannot be loaded', async () => {
    const { context, page } = await signedInPage(browser, server.url, MEMBER);
    await failApiCall(page, '/get-users');
    const members = new MembersScreen(page);
    await members.open('/list-member');
    await members.alert().getByText('Could not load users', { exact: true }).waitFor();
    await context.close();
  });
});
