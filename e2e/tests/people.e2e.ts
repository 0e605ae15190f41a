import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage.js';
import { visit } from '../pages/Screen.js';
import { Shell } from '../pages/Shell.js';
import { AMINA, person, startBrowserScene } from '../support/admin-scene.js';
import { DESKTOP, openPage, PHONE, screenshot } from '../support/browser.js';
import { useScene } from '../support/scene.js';
import { LAN_HOST, PASSWORD } from '../support/server.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * A person in two groups (docs/decisions/people.md): one sign-in over plain HTTP at a LAN name,
 * a choice of group after it, and the switcher in the menu of every screen.
 */
const WANJIRU = person('Wanjiru', 'Kamau');
const addGroup = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../support/add-group.mjs');
const scene = useScene(() =>
  startBrowserScene({
    seed: [AMINA, WANJIRU],
    prepare: async (dataDir) => {
      const members = [person('Zawadi', 'Mwangi', 'admin'), WANJIRU];
      const add = (group: object) =>
        promisify(execFile)(process.execPath, [
          addGroup,
          dataDir,
          JSON.stringify({ password: PASSWORD, ...group }),
        ]);
      await add({ name: 'Bidii Women', members });
      await add({
        name: 'Tumaini Youth',
        members: [person('Baraka', 'Otieno', 'admin'), WANJIRU],
        status: 'suspended',
      });
    },
  }),
);

const chooser = (page: Page) => page.getByRole('list', { name: 'Your groups' });
const groupButton = (page: Page, name: string) =>
  chooser(page).getByRole('button', { name: new RegExp(name) });

async function signIn(page: Page, email: string) {
  const login = await visit(page, LoginPage);
  await login.signIn(email, PASSWORD);
}

describe('a person in two groups', () => {
  it('chooses a group after signing in, and switches from the menu, at 375 px', async () => {
    const { context, page, problems } = await openPage(scene.browser, scene.server.url, PHONE);
    expect(new URL(scene.server.url).hostname).toBe(LAN_HOST);
    await signIn(page, WANJIRU.email);
    await page.waitForURL('**/choose-group');
    await page.getByRole('heading', { name: 'Choose a group' }).waitFor();
    await expect
      .poll(() => chooser(page).getByRole('button').allTextContents())
      .toEqual([
        'UUmoja Savings GroupMember · M002Current',
        'BBidii WomenMember · M002',
        'TTumaini YouthMember · M002Suspended',
      ]);
    expect(await overflowsSideways(page)).toBe(false);
    await pageSettled(page);
    await screenshot(page, 'choose-group-375');

    await groupButton(page, 'Bidii Women').click();
    await page.waitForURL('**/member');
    await page.getByRole('heading', { name: 'Welcome, Wanjiru' }).waitFor();
    const shell = new Shell(page);
    await shell.hamburger().click();
    await expect.poll(() => shell.sidebarState()).toBe('open');
    await expect.poll(() => page.getByTestId('current-group').textContent()).toBe('Bidii Women');
    await pageSettled(page);
    await screenshot(page, 'group-switcher-375');

    await shell.sidebar().getByRole('link', { name: 'Switch group' }).click();
    await page.waitForURL('**/choose-group');
    await groupButton(page, 'Umoja Savings Group').click();
    await page.waitForURL('**/member');
    await shell.hamburger().click();
    await expect.poll(() => page.getByTestId('current-group').textContent()).toBe('Umoja Savings Group');

    // The next sign-in starts in the group last worked in.
    await shell.logout();
    await signIn(page, WANJIRU.email);
    await page.waitForURL('**/choose-group');
    await expect
      .poll(() => chooser(page).locator('[aria-current="true"]').textContent())
      .toContain('Umoja Savings Group');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says on every screen that a suspended group changes nothing, at 375 px', async () => {
    const { context, page, problems } = await openPage(scene.browser, scene.server.url, PHONE);
    await signIn(page, WANJIRU.email);
    await page.waitForURL('**/choose-group');
    await groupButton(page, 'Tumaini Youth').click();
    await page.waitForURL('**/member');
    await expect
      .poll(() => page.getByTestId('suspended-notice').textContent())
      .toBe(
        "This group is suspended. You can still read and download your statements and the group's export; nothing can be changed.",
      );
    await page.goto('/member-savings');
    await page.getByRole('heading', { name: 'My Savings' }).waitFor();
    await page.getByTestId('suspended-notice').waitFor();
    await pageSettled(page);
    await screenshot(page, 'suspended-group-375');
    // Back in a group that goes on, the notice is gone.
    await page.goto('/choose-group');
    await groupButton(page, 'Bidii Women').click();
    await page.waitForURL('**/member');
    await page.getByRole('heading', { name: 'Welcome, Wanjiru' }).waitFor();
    expect(await page.getByTestId('suspended-notice').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the chooser and the current group at 1280 px; one group alone has no switcher', async () => {
    const { context, page, problems } = await openPage(scene.browser, scene.server.url, DESKTOP);
    await signIn(page, WANJIRU.email);
    await page.waitForURL('**/choose-group');
    await chooser(page).waitFor();
    await pageSettled(page);
    await screenshot(page, 'choose-group-1280');
    await groupButton(page, 'Bidii Women').click();
    await page.waitForURL('**/member');
    await expect.poll(() => page.getByTestId('current-group').textContent()).toBe('Bidii Women');
    await new Shell(page).logout();

    await signIn(page, AMINA.email);
    await page.waitForURL(`${scene.server.url}/`);
    await expect.poll(() => page.getByTestId('current-group').textContent()).toBe('Umoja Savings Group');
    expect(await page.getByRole('link', { name: 'Switch group' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
