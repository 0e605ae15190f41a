import { COMMON_PASSWORD_MESSAGE, PASSWORD_HINT } from '@links/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Shell } from '../pages/Shell.js';
import { startBrowserScene } from '../support/admin-scene.js';
import { openPage, PHONE, screenshot } from '../support/browser.js';
import { useScene } from '../support/scene.js';
import { startServer } from '../support/server.js';

const scene = useScene(() => startBrowserScene());

describe('first run', () => {
  it('walks a new group from the setup page to the admin home', async () => {
    const { page, context, problems } = await openPage(scene.browser, scene.server.url);
    await page.goto('/');
    await page.waitForURL('**/setup');
    await page.getByRole('heading', { name: 'Set up Links' }).waitFor();
    // On the server's own machine no code is asked; the password's rule shows before anything is sent.
    expect(await page.getByLabel('Setup code').count()).toBe(0);
    expect(await page.getByText(PASSWORD_HINT).isVisible()).toBe(true);
    await screenshot(page, 'setup-1280');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create admin and sign in' }).click();
    // Every field's refusal is SetupPage.test.tsx's; one reaches the screen here.
    expect(await page.getByText('Group name is required').isVisible()).toBe(true);

    await page.getByLabel('Group name').fill('Umoja Savings Group');
    await page.getByLabel('First name').fill('Amina');
    await page.getByLabel('Last name').fill('Odhiambo');
    await page.getByLabel('Email').fill('amina@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Chama-Pesa-7x!');
    await page.getByRole('button', { name: 'Create admin and sign in' }).click();
    await page.waitForURL(`${scene.server.url}/`);
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await new Shell(page).profileName().textContent()).toBe('Amina Odhiambo');

    // Once set up, the setup page sends people to sign in.
    await page.goto('/setup');
    await page.waitForURL('**/login');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks a setup through a proxy for the code the server printed, and shows the server’s refusals', async () => {
    const fresh = await startServer();
    try {
      const { page, context, problems } = await openPage(scene.browser, fresh.url);
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.7' });
      await page.goto('/setup');
      await page.getByLabel('Setup code').waitFor();
      await fillForm(page, 'Password123!');
      // A blank code refused before sending: SetupPage.test.tsx.
      // The password's rule is the web's; the list of common ones is the server's.
      await page.getByLabel('Setup code').fill('WRNG-CODE');
      await send(page);
      await page.getByText(COMMON_PASSWORD_MESSAGE).waitFor();

      await page.getByLabel('Password', { exact: true }).fill('Mti-Mkubwa-9!');
      await send(page);
      await page
        .getByText('That setup code is not right. Use the code the server printed in its log.')
        .waitFor();
      await screenshot(page, 'setup-code-1280');

      const code = /setup code: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(fresh.output())?.[1];
      expect(code).toBeDefined();
      await page.getByLabel('Setup code').fill(code ?? '');
      await send(page);
      await page.waitForURL(`${fresh.url}/`);
      await page.getByRole('heading', { name: 'Welcome' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await fresh.stop();
    }
  });

  it('fits a phone screen', async () => {
    const fresh = await startServer();
    try {
      const { page, context } = await openPage(scene.browser, fresh.url, PHONE);
      await page.goto('/setup');
      await page.getByRole('heading', { name: 'Set up Links' }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await screenshot(page, 'setup-375');
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.8' });
      await page.reload();
      await page.getByLabel('Setup code').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'setup-code-375');
      await context.close();
    } finally {
      await fresh.stop();
    }
  });
});

/** Fills the setup form as Amina Odhiambo, with `password`. */
async function fillForm(page: Page, password: string) {
  await page.getByLabel('Group name').fill('Umoja Savings Group');
  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill('Odhiambo');
  await page.getByLabel('Email').fill('amina@example.com');
  await page.getByLabel('Password', { exact: true }).fill(password);
}

const send = (page: Page) => page.getByRole('button', { name: 'Create admin and sign in' }).click();
