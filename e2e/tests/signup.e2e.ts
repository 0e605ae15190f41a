import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage.js';
import { visit } from '../pages/Screen.js';
import { AMINA, startBrowserScene } from '../support/admin-scene.js';
import { DESKTOP, openPage, PHONE, screenshot } from '../support/browser.js';
import { awaitMessage, outboxFolder } from '../support/outbox.js';
import { useScene } from '../support/scene.js';
import { LAN_HOST, PASSWORD } from '../support/server.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * Registering a group (docs/decisions/signup.md): on a deployment open to signups, a new person
 * registers a group from the sign-in page and confirms it with the e-mailed code; someone who
 * already signs in confirms theirs with their own password.
 */
const outbox = outboxFolder();
const scene = useScene(() =>
  startBrowserScene({
    seed: [AMINA],
    env: { LINKS_OPEN_SIGNUP: 'true', OUTBOX_DIR: outbox, HOST_ADMIN_EMAIL: AMINA.email },
  }),
);

const form = (page: Page) => page.getByRole('form', { name: 'Register a group' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function register(page: Page, group: string, first: string, last: string, email: string) {
  await field(page, 'Group name').fill(group);
  await field(page, 'First name').fill(first);
  await field(page, 'Last name').fill(last);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Register the group' }).click();
  await page
    .getByText('Check your e-mail: we sent you a code to confirm your group.', { exact: false })
    .waitFor();
}

/** The invitation page's path the confirmation message links to. */
async function confirmationLink(group: string): Promise<string> {
  const message = await awaitMessage(outbox, 'group_signup', group);
  const link = /Open (\/invitations\/\S+) or enter/.exec(message.body)?.[1];
  if (!link) throw new Error(`No link in: ${message.body}`);
  return link;
}

describe('registering a group', () => {
  it('a new person registers from the sign-in page and confirms with the e-mailed code, at 375 px', async () => {
    const { context, page, problems } = await openPage(scene.browser, scene.server.url, PHONE);
    expect(new URL(scene.server.url).hostname).toBe(LAN_HOST);
    await visit(page, LoginPage);
    await page.getByRole('link', { name: 'Register a new group' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('button', { name: 'Register the group' }).click();
    await form(page).getByText('Group name is required').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'signup-375');

    await register(page, 'Tumaini Youth', 'Neema', 'Wafula', 'neema@example.com');
    await screenshot(page, 'signup-sent-375');

    await page.goto(await confirmationLink('Tumaini Youth'));
    await page.getByRole('heading', { name: 'Confirm Tumaini Youth' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Set my password' }).click();
    await page.waitForURL(`${scene.server.url}/`);
    // The new group's own books: nothing of the first group's money.
    await expect
      .poll(() => page.getByTestId('card-amount').allTextContents())
      .toEqual(['0.00 KES', '0.00 KES']);
    await pageSettled(page);
    await screenshot(page, 'signup-confirmed-375');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('someone who already signs in confirms their new group with their password, at 1280 px', async () => {
    const { context, page, problems } = await openPage(scene.browser, scene.server.url, DESKTOP);
    await page.goto('/signup');
    await register(page, 'Bidii Traders', AMINA.firstname, AMINA.lastname, AMINA.email);
    await screenshot(page, 'signup-sent-1280');

    await page.goto(await confirmationLink('Bidii Traders'));
    await page.getByRole('heading', { name: 'Confirm Bidii Traders' }).waitFor();
    const password = page.getByLabel('Your Links password', { exact: true });
    await password.fill('Not-My-Password-1!');
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.getByText('This is not your Links password.').waitFor();
    await screenshot(page, 'signup-confirm-1280');
    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.waitForURL(`${scene.server.url}/`);
    await expect.poll(() => page.getByTestId('current-group').textContent()).toBe('Bidii Traders');

    // The host sees the group started, with its one member.
    await page.goto('/host');
    const row = page.getByRole('table', { name: 'Groups' }).getByRole('row', { name: /Bidii Traders/ });
    await expect.poll(() => row.textContent()).toMatch(/Active/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
