import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, AMINA, startScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { DESKTOP, openPage, PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { useScene } from '../support/scene.js';
import { seedBorrowers, submitTransaction } from '../support/seed.js';
import { PASSWORD } from '../support/server.js';
import { pageSettled, signedInPage, transitionsDone } from '../support/session.js';
import {
  MEMBER_SCREENS,
  notKiswahili,
  OFFICIAL_SCREENS,
  openScreen,
  rememberKiswahili,
  swCatalogue,
} from '../support/walk.js';

const login = swCatalogue.login as Record<string, string>;
const password = swCatalogue.password as Record<string, string>;

/*
 * docs/decisions/languages.md, "Proving a screen is in Kiswahili": a member chooses Kiswahili on the
 * sign-in page, over plain HTTP at the group's LAN name on a phone, and reads every screen of theirs
 * in it; the treasurer reads every screen of theirs. Every text, label and placeholder on each is
 * the Kiswahili catalogue's or the group's data; anything else fails, screen by screen.
 */

const scene = useScene(
  () => startScene([AMINA]),
  async (s) => {
    const { wanjiru } = await seedBorrowers(s.admin, 12_500, { longTerm: 60_000, shortTerm: 5_000 });
    await submitTransaction(s.admin, wanjiru.userId, [{ type: 'SAVING', amount: 1_500 }], {
      comment: 'Mchango wa Novemba',
    });
  },
);

/** What the group's data brings to the screens: names, e-mails, accounts, what was typed. */
const DATA = [
  'Umoja Savings Group',
  'Amina Odhiambo',
  'Amina',
  'Odhiambo',
  'Wanjiru Kamau',
  'Wanjiru',
  'Kamau',
  'Baraka Otieno',
  'Baraka',
  'Otieno',
  ADMIN_EMAIL,
  'wanjiru@example.com',
  'baraka@example.com',
  'Loan fund 1',
  'Loan fund 2',
  'Cash on hand',
  'Mchango wa Novemba',
];

const slug = (path: string) => path.replace(/^\//, '').replace(/\//g, '-') || 'home';

/**
 * Reads the open screen at 375 and at 1280 px (a wider screen shows words a phone hides), saving a
 * whole-page screenshot of each for a person to look at: e2e/artifacts/kiswahili-<who>-<screen>-<width>.png.
 * What is not Kiswahili comes back, by screen and width.
 */
async function readScreen(page: Page, who: string, path: string): Promise<string[]> {
  const left: string[] = [];
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await pageSettled(page);
    // The sidebar slides in or out as the layout crosses from phone to desktop.
    await transitionsDone(page.locator('body'));
    left.push(...(await notKiswahili(page, DATA)).map((text) => `${path} at ${size.width} px: ${text}`));
    await screenshotWhole(page, `kiswahili-${who}-${slug(path)}-${size.width}`);
  }
  await page.setViewportSize(PHONE);
  return left;
}

describe('in Kiswahili', () => {
  it('a member chooses Kiswahili as they sign in on a phone, and every screen of theirs is in it', async () => {
    const { context, page, problems } = await openPage(scene.browser, scene.server.url, PHONE);
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Kiswahili' }).click();
      await page.getByRole('heading', { name: login.title! }).waitFor();
      await page.getByLabel(login.email!).fill('wanjiru@example.com');
      await page.getByLabel(password.label!, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: login.submit! }).click();
      await page.waitForURL((url) => url.pathname === '/member');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
      // Chosen on the sign-in page, the language is saved as the member's own.
      const wanjiru = await ApiClient.signIn(scene.server.url, 'wanjiru@example.com');
      expect(await wanjiru.call<{ language: string }>('/me/preferences')).toMatchObject({ language: 'sw' });
      const left: string[] = [];
      for (const path of MEMBER_SCREENS) {
        await openScreen(page, path);
        left.push(...(await readScreen(page, 'member', path)));
      }
      expect(left).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it('the treasurer reads every screen of theirs in Kiswahili', async () => {
    const opened = await signedInPage(scene.browser, scene.server.url, ADMIN_EMAIL, PHONE);
    try {
      await rememberKiswahili(opened.context);
      const left: string[] = [];
      for (const path of OFFICIAL_SCREENS) {
        await openScreen(opened.page, path);
        left.push(...(await readScreen(opened.page, 'official', path)));
      }
      expect(left).toEqual([]);
      expect(opened.problems).toEqual([]);
    } finally {
      await opened.context.close();
    }
  }, 300_000);
});
