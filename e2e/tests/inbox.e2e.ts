import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { type AdminScene, AMINA, person, startServerScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { leftReceipt } from '../support/inbox.js';
import { signedInTest, useScene } from '../support/scene.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/**
 * docs/decisions/notifications.md, "The inbox" and "Preferences": the bell on every screen, the
 * inbox on a phone, and a guarantor opening the request from the message's link. Wanjiru Kamau
 * applies for KES 35,000.00 naming Baraka Otieno; Baraka also has a receipt waiting.
 */
const WANJIRU = person('Wanjiru', 'Kamau');
const BARAKA = person('Baraka', 'Otieno');
const REQUEST = 'Wanjiru Kamau asks you to guarantee a loan';
const RECEIPT = 'Payment received';

const scene = useScene(
  () =>
    startServerScene({
      seed: [AMINA, WANJIRU, BARAKA],
      prepare: leftReceipt(BARAKA.email, RECEIPT),
    }),
  async ({ admin, server }: AdminScene) => {
    const ids = await admin.userIds();
    for (const [who, savings] of [
      [WANJIRU, 10_000],
      [BARAKA, 20_000],
    ] as const) {
      await admin.createAccount(ids.get(who.email)!);
      await admin.addSaving(ids.get(who.email)!, savings);
    }
    const wanjiru = await ApiClient.signIn(server.url, WANJIRU.email);
    await wanjiru.call('/loan-applications', 'POST', {
      kind: 'short_term',
      amount: 35_000,
      purpose: 'School fees',
      guarantors: [ids.get(BARAKA.email)],
    });
  },
);
const asBaraka = signedInTest(scene, BARAKA.email);

/** The bell the screen shows (the header's on a phone, the sidebar's on a wider screen). */
const bell = (page: Page) => page.getByRole('link', { name: /^Messages/ });
const messageButton = (page: Page, subject: string) =>
  page.getByRole('list', { name: 'Messages' }).getByRole('button', { name: new RegExp(subject) });

describe('the inbox', () => {
  asBaraka.onPhone("lets a guarantor open the request from the message's link", async ({ page }) => {
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Messages, 2 unread');
    expect(await bell(page).getByTestId('unread-badge').textContent()).toBe('2');
    const box = await bell(page).boundingBox();
    expect(box && box.width >= 44 && box.height >= 44).toBe(true);
    await pageSettled(page);
    await screenshot(page, 'inbox-bell-375');

    await bell(page).click();
    await page.waitForURL('**/inbox');
    const request = messageButton(page, REQUEST);
    await request.waitFor();
    expect(await page.getByRole('list', { name: 'Messages' }).getByRole('listitem').count()).toBe(2);
    expect(await request.locator('.font-bold').count()).toBe(1);
    await pageSettled(page);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'inbox-375');

    await request.click();
    await page.waitForURL('**/my-applications');
    await page.getByRole('region', { name: 'Wanjiru Kamau asks you to guarantee' }).waitFor();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Messages, 1 unread');
  });

  asBaraka.onPhone('marks a message without a link read when it is opened', async ({ page }) => {
    await bell(page).click();
    await page.waitForURL('**/inbox');
    const receipt = messageButton(page, RECEIPT);
    await receipt.waitFor();
    expect(await receipt.getAttribute('aria-expanded')).toBe('false');
    await receipt.click();
    expect(await receipt.getAttribute('aria-expanded')).toBe('true');
    // Read on the server too; the bell's count also holds messages of this browser's own sign-in.
    const baraka = await ApiClient.signIn(scene.server.url, BARAKA.email);
    const readAt = async () => {
      const inbox = (await baraka.call('/notifications/mine')) as {
        data: { subject: string; read_at: string | null }[];
      };
      return inbox.data.find((m) => m.subject === RECEIPT)?.read_at ?? null;
    };
    await expect.poll(readAt).not.toBeNull();
    expect(await receipt.locator('.font-bold').count()).toBe(0);
    await pageSettled(page);
    await screenshot(page, 'inbox-read-375');
  });

  asBaraka('shows the bell in the sidebar and the inbox at 1280', async ({ page }) => {
    await bell(page).click();
    await page.waitForURL('**/inbox');
    await messageButton(page, REQUEST).waitFor();
    await pageSettled(page);
    await screenshot(page, 'inbox-1280');
  });

  asBaraka('lets a member choose Kiswahili and e-mail only on the profile screen', async ({ page }) => {
    await page.goto('/change-password');
    const form = page.getByRole('form', { name: 'Message preferences' });
    await form.getByRole('checkbox', { name: 'E-mail' }).waitFor();
    expect(await form.getByRole('checkbox', { name: 'E-mail' }).isChecked()).toBe(true);
    await form.getByRole('checkbox', { name: /SMS/ }).uncheck();
    await form.getByRole('radio', { name: 'Kiswahili' }).check();
    await form.getByRole('button', { name: 'Save message preferences' }).click();
    await page.getByText('Saved. New messages will reach you this way.').waitFor();
    await pageSettled(page);
    await screenshotWhole(page, 'message-preferences-1280');
    const baraka = await ApiClient.signIn(scene.server.url, BARAKA.email);
    expect(await baraka.call('/me/preferences')).toEqual({
      channels: ['email'],
      language: 'sw',
      has_phone: false,
    });
  });

  asBaraka.onPhone('shows the message preferences on a phone', async ({ page }) => {
    await page.goto('/change-password');
    await page.getByRole('radio', { name: 'Kiswahili' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Kiswahili' }).isChecked()).toBe(true);
    await pageSettled(page);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshotWhole(page, 'message-preferences-375');
  });
});
