import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MemberDashboard } from '../pages/DashboardScreens.js';
import { Shell } from '../pages/Shell.js';
import { AMINA, person, startServerScene } from '../support/admin-scene.js';
import { DESKTOP, PHONE, screenshot } from '../support/browser.js';
import { useScene } from '../support/scene.js';
import { directUrl } from '../support/server.js';
import { signedInPage } from '../support/session.js';

// docs/decisions/offline.md: the app installs, keeps the code of every screen and the answers last
// read, shows them offline with a banner, forgets them at sign-out, and offers a new version.

const WANJIRU = 'wanjiru@example.com';
/** The service worker's copy of the API's answers (apps/web/src/lib/api-cache.ts, API_CACHE). */
const API_CACHE = 'links-api';

const scene = useScene(
  () => startServerScene({ seed: [AMINA, person('Wanjiru', 'Kamau')] }),
  async () => {
    const wanjiru = (await scene.admin.userIds()).get(WANJIRU)!;
    await scene.admin.createAccount(wanjiru);
    await scene.admin.addSaving(wanjiru, 12500.5);
  },
);

/**
 * The app at 127.0.0.1, a secure context: service workers need one, which the LAN name the other
 * tests open it at (plain HTTP) is not, so none of them has a service worker.
 */
const secureUrl = () => directUrl(scene.server.url);

/** Wanjiru at /member, the service worker installed and in control of the page. */
async function controlledPage(viewport = PHONE) {
  const opened = await signedInPage(scene.browser, secureUrl(), WANJIRU, viewport);
  const { page } = opened;
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state)))
    .toBe('activated');
  // A new worker controls the pages opened after it: the next load of this one.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  return opened;
}

/** The number of answers in the service worker's copy of the API; null when there is no copy. */
const keptAnswers = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return null;
    return (await (await caches.open(name)).keys()).length;
  }, API_CACHE);

/** The savings figure once the card shows it (not its placeholder). */
async function savingsFigure(dashboard: MemberDashboard) {
  await dashboard.heading().waitFor();
  await expect.poll(() => dashboard.savings.isLoading()).toBe(false);
  return dashboard.savings.amount().textContent();
}

describe('installable, and useful offline', () => {
  it('serves a manifest with its icons, and the service worker with no-cache', async () => {
    const url = secureUrl();
    const manifest = await fetch(`${url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    const body = (await manifest.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(body).toMatchObject({
      name: 'Links',
      short_name: 'Links',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(body.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...body.icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
      const png = await fetch(`${url}${icon.src}`);
      expect(png.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await png.arrayBuffer());
      // A PNG's size is in its header: width and height, 4 bytes each, from byte 16.
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }

    const html = await (await fetch(`${url}/member`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#0f766e" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    const worker = await fetch(`${url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('is installable: Chromium finds nothing missing for "Add to Home screen"', async () => {
    const { context, page } = await controlledPage();
    try {
      const session = await context.newCDPSession(page);
      const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await session.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads the dashboard offline as last seen, and forgets it at sign-out', async () => {
    const { context, page, problems } = await controlledPage();
    try {
      const dashboard = new MemberDashboard(page);
      const online = await savingsFigure(dashboard);
      expect(online).toMatch(/12,500\.50/);
      expect(await page.getByTestId('offline-banner').count()).toBe(0);
      await expect.poll(() => keptAnswers(page)).toBeGreaterThan(0);

      await context.setOffline(true);
      await page.reload();
      expect(await savingsFigure(dashboard)).toBe(online);
      const banner = page.getByTestId('offline-banner');
      expect(await banner.textContent()).toMatch(/^Offline — showing what was last seen at \d\d:\d\d$/);
      await screenshot(page, 'offline-banner-375');

      // Back online, the next answers from the server take the banner away. Playwright gives the
      // page its connection back before the worker (whose answers meanwhile still come from the
      // copy): the test waits for the worker's, then opens another screen.
      await context.setOffline(false);
      await expect
        .poll(() =>
          page.evaluate(() => fetch('/api/links/me').then((r) => r.ok && !r.headers.has('x-links-saved-at'))),
        )
        .toBe(true);
      await dashboard.quickLinks().getByRole('link', { name: 'My Savings' }).click();
      await page.getByRole('heading', { name: 'My Savings' }).waitFor();
      await banner.waitFor({ state: 'detached' });

      const shell = new Shell(page);
      await shell.hamburger().click();
      await shell.logout();
      expect(await keptAnswers(page)).toBeNull();
      // The code stays: only the person's answers go.
      expect(await page.evaluate(() => caches.keys())).toEqual([expect.stringMatching(/^workbox-precache/)]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('offers a waiting new version as "Update available", and Reload starts it', async () => {
    const { context, page, problems } = await controlledPage();
    try {
      expect(await savingsFigure(new MemberDashboard(page))).toMatch(/12,500\.50/);
      expect(await page.getByTestId('update-banner').count()).toBe(0);
      // A new version, as a deploy makes one: a worker at another address installs and waits.
      await page.evaluate(() => navigator.serviceWorker.register('/sw.js?version=2'));
      const banner = page.getByTestId('update-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toBe('Update availableReload');
      await screenshot(page, 'update-banner-375');

      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await new MemberDashboard(page).heading().waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
        /\/sw\.js\?version=2$/,
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says a screen whose code did not load offline will load online, and loads it then', async () => {
    // At the LAN name: no service worker, so the code of a screen not yet opened is not there.
    const { context, page, problems } = await signedInPage(scene.browser, scene.server.url, WANJIRU, DESKTOP);
    try {
      expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
      await new MemberDashboard(page).heading().waitFor();
      await context.setOffline(true);
      await page.getByRole('link', { name: 'Savings', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'This screen could not load' });
      await alert.waitFor();
      expect((await alert.textContent())?.trim()).toBe(
        'This screen could not load. It will load when you are back online.Retry',
      );
      await screenshot(page, 'offline-code-desktop');

      await context.setOffline(false);
      await page.getByRole('heading', { name: 'My Savings' }).waitFor();
      expect(await alert.count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
