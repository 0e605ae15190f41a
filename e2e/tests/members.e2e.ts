import { describe, expect, it } from 'vitest';
import { currentPage } from '../pages/DataTable.js';
import { MembersScreen } from '../pages/MembersScreens.js';
import { AMINA, person, startBrowserScene } from '../support/admin-scene.js';
import { PHONE, screenshot } from '../support/browser.js';
import { signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import { failApiCall, overflowsSideways, signedInPage } from '../support/session.js';

const ADMIN = 'amina@example.com';
const MEMBER = 'wanjiru@example.com';

const scene = useScene(() =>
  startBrowserScene({
    seed: [AMINA, person('Wanjiru', 'Kamau'), person('Baraka', 'Mwangi'), person('Chebet', 'Langat')],
  }),
);

describe('All Members (admin)', () => {
  asAdmin('lists every user with full name, email and role, without paging', async ({ page }) => {
    const members = new MembersScreen(page);
    // The answer is held back until the loading line has been seen, however slowly the page loads.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/links/get-users{,?*}', async (route) => {
      await held;
      await route.continue();
    });
    await members.open('/members');
    await members.loading().waitFor();
    release();
    await members.table.waitFor();
    expect(await members.loading().count()).toBe(0);
    expect(await members.heading('All Members').isVisible()).toBe(true);
    expect(await members.table.cells()).toEqual([
      ['Amina Odhiambo', 'amina@example.com', 'admin', 'Treasurer', 'Exit'],
      ['Baraka Mwangi', 'baraka@example.com', 'member', 'Member', 'Exit'],
      ['Chebet Langat', 'chebet@example.com', 'member', 'Member', 'Exit'],
      ['Wanjiru Kamau', 'wanjiru@example.com', 'member', 'Member', 'Exit'],
    ]);
    expect(await members.table.pager().count()).toBe(0);
    await screenshot(page, 'members-1280');
  });

  asAdmin('links Add Members to the create-user wizard at /add-member', async ({ page }) => {
    const members = await new MembersScreen(page).shown('/members');
    await members.addMembers().click();
    await page.waitForURL('**/add-member');
    await currentPage(page).getByRole('heading', { name: 'Add Member' }).waitFor();
  });

  asAdmin('says Failed to load members when the list cannot be loaded', async ({ page }) => {
    await failApiCall(page, '/get-users');
    const members = new MembersScreen(page);
    await members.open('/members');
    await members.alert().getByText('Failed to load members', { exact: true }).waitFor();
  });

  asAdmin.onPhone('stays readable at 375 px without scrolling sideways', async ({ page }) => {
    await new MembersScreen(page).shown('/members');
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'members-375');
  });
});
const asAdmin = signedInTest(scene, ADMIN);
const asMember = signedInTest(scene, MEMBER);

describe('list-member (member)', () => {
  it('shows full names and roles, and no emails', async () => {
    await withSignedInPage(scene, MEMBER, async ({ page }) => {
      const members = await new MembersScreen(page).shown('/list-member');
      expect(await members.table.cells()).toEqual([
        ['Amina Odhiambo', 'admin', 'Treasurer'],
        ['Baraka Mwangi', 'member', 'Member'],
        ['Chebet Langat', 'member', 'Member'],
        ['Wanjiru Kamau', 'member', 'Member'],
      ]);
      expect(await currentPage(page).textContent()).not.toContain('@');
      await screenshot(page, 'list-member-1280');
    });

    const phone = await signedInPage(scene.browser, scene.server.url, MEMBER, PHONE);
    const onPhone = new MembersScreen(phone.page);
    await onPhone.open('/list-member');
    await onPhone.table.waitFor();
    expect(await overflowsSideways(phone.page)).toBe(false);
    await screenshot(phone.page, 'list-member-375');
    await phone.context.close();
  });

  asMember('says Could not load users when the list cannot be loaded', async ({ page }) => {
    await failApiCall(page, '/get-users');
    const members = new MembersScreen(page);
    await members.open('/list-member');
    await members.alert().getByText('Could not load users', { exact: true }).waitFor();
  });
});
