import { describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage.js';
import { visit } from '../pages/Screen.js';
import { Shell } from '../pages/Shell.js';
import { AMINA, person, startBrowserScene } from '../support/admin-scene.js';
import { DESKTOP, openPage, PHONE, screenshot } from '../support/browser.js';
import { useScene } from '../support/scene.js';
import { LAN_HOST, PASSWORD } from '../support/server.js';
import { pageSettled } from '../support/session.js';

/*
 * A sign-in on a LAN over plain HTTP, as on the treasurer's laptop at a meeting: the app is opened
 * at http://chama.lan:PORT, which is not a secure context
 * (docs/decisions/sessions.md, "Sessions and cookies").
 */
const scene = useScene(() => startBrowserScene({ seed: [AMINA, person('Wanjiru', 'Kamau')] }));

describe('a sign-in over plain HTTP at a LAN name', () => {
  it('signs in, survives a missing access token by refreshing, and signs out, at 375 px', async () => {
    expect(new URL(scene.server.url).hostname).toBe(LAN_HOST);
    const { context, page, problems } = await openPage(scene.browser, scene.server.url, PHONE);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    const login = await visit(page, LoginPage);
    await login.signIn('wanjiru@example.com', PASSWORD);
    await page.waitForURL('**/member');
    await page.getByRole('heading', { name: 'Welcome, Wanjiru' }).waitFor();
    await page.waitForLoadState('networkidle');
    const tokenOf = async (name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
    const firstRefresh = await tokenOf('refresh_token');
    expect(firstRefresh).toBeDefined();

    // The access token gone (expired and dropped, or cleared): the next screen refreshes through
    // the refresh cookie and shows, with no error.
    await context.clearCookies({ name: 'access_token' });
    const refreshed = page.waitForResponse('**/api/links/token/refresh');
    await page.goto('/member-savings');
    expect((await refreshed).status()).toBe(200);
    await page.getByRole('heading', { name: 'My Savings' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await tokenOf('access_token')).toBeDefined();
    expect(await tokenOf('refresh_token')).not.toBe(firstRefresh);
    expect(await page.getByRole('alert').count()).toBe(0);
    await pageSettled(page);
    await screenshot(page, 'lan-session-375');

    const shell = new Shell(page);
    await shell.hamburger().click();
    await expect.poll(() => shell.sidebarState()).toBe('open');
    await shell.logout();
    // Only the browser's device id stays (docs/decisions/notifications.md, "A sign-in from a new device").
    expect((await context.cookies()).map((c) => c.name)).toEqual(['device']);
    await page.goto('/member');
    await page
      .getByRole('alert')
      .getByText('User information not found in cookies', { exact: true })
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps an admin signed in across screens at 1280 px', async () => {
    const { context, page, problems } = await openPage(scene.browser, scene.server.url, DESKTOP);
    const login = await visit(page, LoginPage);
    await login.signIn('amina@example.com', PASSWORD);
    await page.waitForURL(`${scene.server.url}/`);
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await new Shell(page).follow('Members', '/members');
    await page.getByRole('heading', { name: 'All Members' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('alert').count()).toBe(0);
    await pageSettled(page);
    await screenshot(page, 'lan-session-1280');
    expect(problems).toEqual([]);
    await context.close();
  });
});
