import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage.js';
import { visit } from '../pages/Screen.js';
import { AMINA, startBrowserScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { DESKTOP, openPage, PHONE, screenshot } from '../support/browser.js';
import { useScene } from '../support/scene.js';
import { PASSWORD } from '../support/server.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * The host (docs/decisions/host.md): the operator named by HOST_ADMIN_EMAIL opens a group for a
 * customer, whose first official accepts the invitation, and suspends it.
 */
const scene = useScene(() => startBrowserScene({ seed: [AMINA], env: { HOST_ADMIN_EMAIL: AMINA.email } }));

const groupsTable = (page: Page) => page.getByRole('table', { name: 'Groups' });
const field = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Open a group' }).getByLabel(label, { exact: true });

async function signIn(page: Page, email: string) {
  const login = await visit(page, LoginPage);
  await login.signIn(email, PASSWORD);
}

describe('the host', () => {
  it('opens a group whose first official accepts, and suspends it, at 1280 px', async () => {
    const { context, page, problems } = await openPage(scene.browser, scene.server.url, DESKTOP);
    await signIn(page, AMINA.email);
    await page.waitForURL(`${scene.server.url}/`);
    await page.locator('#sidebar').getByRole('link', { name: 'Host' }).click();
    await page.waitForURL('**/host');
    await page.getByRole('heading', { name: 'Host' }).waitFor();

    // Nothing sent without the fields; the form says what is missing.
    await page.getByRole('button', { name: 'Open the group' }).click();
    await expect
      .poll(() =>
        page.getByRole('form', { name: 'Open a group' }).getByText('Group name is required').count(),
      )
      .toBe(1);

    await field(page, 'Group name').fill('Tumaini Youth');
    await field(page, 'First name').fill('Neema');
    await field(page, 'Last name').fill('Wafula');
    await field(page, 'Email').fill('neema@example.com');
    await page.getByRole('button', { name: 'Open the group' }).click();
    const code = page.getByTestId('invitation-code');
    await code.waitFor();
    await expect.poll(() => groupsTable(page).getByRole('row').count()).toBe(3);
    await pageSettled(page);
    await screenshot(page, 'host-1280');
    const invitation = (await code.textContent()) ?? '';
    await ApiClient.acceptInvitation(scene.server.url, invitation, PASSWORD);

    await page.getByRole('button', { name: 'Suspend Tumaini Youth' }).click();
    await page.getByText('Tumaini Youth is suspended.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resume Tumaini Youth' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    // The official signs in to the group they run, suspended: every screen says so.
    const official = await openPage(scene.browser, scene.server.url, PHONE);
    await signIn(official.page, 'neema@example.com');
    await official.page.waitForURL(`${scene.server.url}/`);
    await official.page.getByTestId('suspended-notice').waitFor();
    // The new group's own figures: none of another group's money.
    await expect
      .poll(() => official.page.getByTestId('card-amount').allTextContents())
      .toEqual(['0.00 KES', '0.00 KES']);
    await pageSettled(official.page);
    await screenshot(official.page, 'host-suspended-official-375');
    expect(official.problems).toEqual([]);
    await official.context.close();
  });

  it('fits a phone', async () => {
    const { context, page, problems } = await openPage(scene.browser, scene.server.url, PHONE);
    await signIn(page, AMINA.email);
    await page.waitForURL(`${scene.server.url}/`);
    await page.goto('/host');
    await groupsTable(page).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await pageSettled(page);
    await screenshot(page, 'host-375');
    expect(problems).toEqual([]);
    await context.close();
  });
});
