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
    await screenshot(page, 'setup-1280');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create admin and sign in' }).click();
    expect(await page.getByText('Group name is required').isVisible()).toBe(true);
    expect(await page.getByText('Please fill in all required user information').count()).toBe(2);
    expect(await page.getByText('Please enter a valid email address').isVisible()).toBe(true);
    expect(
      await page
        .getByText(
          'Password must contain at least 8 characters, one uppercase, one lowercase, one number and one special character',
        )
        .isVisible(),
    ).toBe(true);

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

  it('fits a phone screen', async () => {
    const fresh = await startServer();
    try {
      const { page, context } = await openPage(scene.browser, fresh.url, PHONE);
      await page.goto('/setup');
      await page.getByRole('heading', { name: 'Set up Links' }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await screenshot(page, 'setup-375');
      await context.close();
    } finally {
      await fresh.stop();
    }
  });
});
