import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { person, startBrowserScene } from '../support/admin-scene.js';
import { DESKTOP, PHONE, screenshot } from '../support/browser.js';
import { useScene } from '../support/scene.js';
import { directUrl } from '../support/server.js';
import { signedInPage } from '../support/session.js';

// docs/decisions/web.md, "Upgrades and lost chunks": a screen whose code does not arrive reloads the
// page once, then says so with a Reload, instead of staying blank.

const scene = useScene(() => startBrowserScene({ seed: [person('Wanjiru', 'Kamau')] }));

const MESSAGE = 'A new version or a network problem: Reload';
/** The chunk of the member's savings screen, which /member has not loaded. */
const SAVINGS_CHUNK = '**/assets/MemberSavingsPage-*.js';

/** Counts the page's loads of the document at `path`: the first visit and every reload. */
function countLoads(page: Page, path: string) {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) loads++;
  });
  return () => loads;
}

/** Wanjiru's home screen at a size, signed in through the form. */
const wanjirusPage = (viewport: typeof DESKTOP) =>
  signedInPage(scene.browser, scene.server.url, 'wanjiru@example.com', viewport);

async function shownMessage(page: Page) {
  const alert = page.getByRole('alert').filter({ hasText: 'A new version or a network problem' });
  await alert.waitFor();
  expect((await alert.textContent())?.trim()).toBe(MESSAGE);
  return alert;
}

describe('a screen whose code does not arrive', () => {
  it('reloads once when the network drops its chunk, then offers a Reload that works', async () => {
    const { context, page, problems } = await wanjirusPage(DESKTOP);
    try {
      expect(new URL(page.url()).pathname).toBe('/member');
      let aborted = 0;
      await page.route(SAVINGS_CHUNK, (route: Route) => {
        aborted++;
        return route.abort('internetdisconnected');
      });
      const loads = countLoads(page, '/member-savings');
      await page.getByRole('link', { name: 'Savings', exact: true }).click();
      await shownMessage(page);
      // The navigation asked for the chunk, the page reloaded by itself once and asked again.
      expect(loads()).toBe(1);
      expect(aborted).toBeGreaterThanOrEqual(2);
      expect(await page.evaluate(() => sessionStorage.getItem('links.reloaded-for-lost-code'))).toMatch(
        /^\d+$/,
      );
      await screenshot(page, 'lost-code-desktop');
      // No loop: the message stays, and no further reload comes.
      await page.waitForTimeout(500);
      expect(loads()).toBe(1);

      // The network is back: Reload shows the screen.
      await page.unroute(SAVINGS_CHUNK);
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.getByRole('heading', { name: 'My Savings' }).waitFor();
      expect(loads()).toBe(2);
      expect(await page.getByText(MESSAGE).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reloads once when an upgrade removed the chunk (404), on a phone opening the address', async () => {
    const { context, page, problems } = await wanjirusPage(PHONE);
    try {
      // What the server answers for a chunk an upgrade removed (web-delivery.test.ts).
      const gone = await page.request.get(
        `${directUrl(scene.server.url)}/assets/MemberSavingsPage-gone0000.js`,
      );
      expect(gone.status()).toBe(404);
      expect(gone.headers()['content-type']).not.toMatch(/html/);
      await page.route(SAVINGS_CHUNK, (route: Route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: '{"message":"There is no such file."}',
        }),
      );
      const loads = countLoads(page, '/member-savings');
      await page.goto('/member-savings');
      await shownMessage(page);
      expect(loads()).toBe(2);
      await screenshot(page, 'lost-code-phone');
      await page.waitForTimeout(500);
      expect(loads()).toBe(2);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
