import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { catalogueCheck, textsOf } from '../../apps/web/src/i18n/untranslated.js';
import { pageSettled } from './session.js';

/**
 * Walking the screens one after another (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"; docs/decisions/phone.md, "Every screen, checked alike"): the treasurer's and the member's
 * screens, each opened, left to settle, then read or checked.
 */

/** The official's screens, as the sidebar lists them (with the forms one opens from them). */
export const OFFICIAL_SCREENS = [
  '/',
  '/savings',
  '/long-term-loans',
  '/short-term-loans',
  '/accounts',
  '/transactions',
  '/members',
  '/expenses',
  '/approvals',
  '/loan-applications',
  '/withdrawals',
  '/payouts',
  '/fund-claims',
  '/disputes',
  '/arrears',
  '/books',
  '/payments',
  '/meetings',
  '/rotations',
  '/share-out',
  '/audit',
  '/messages',
  '/group-money',
  '/settings',
  '/add-member',
  '/add-transaction',
  '/addloan',
  '/addshorttermloan',
  '/add-expenses',
  '/pending-transactions',
];

/** The member's screens. */
export const MEMBER_SCREENS = [
  '/member',
  '/member-savings',
  '/member-ltl',
  '/member-stl',
  '/member-transactions',
  '/list-member',
  '/my-applications',
  '/statement',
  '/my-withdrawals',
  '/payouts',
  '/fund-claims',
  '/meetings',
  '/rotations',
  '/inbox',
  '/group-money',
  '/apply-loan',
  '/new-member-transaction',
  '/change-password',
];

/** Opens `path` and waits until its data has come and the page transition is over. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await pageSettled(page);
  // A list still loading says so in a live region; wait for every one to finish.
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/** Chooses Kiswahili for the whole context before any page of it loads, as a phone that chose it once. */
export async function rememberKiswahili(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('links.language', 'sw'));
}

const SW = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/i18n/locales/sw');

/** The Kiswahili catalogue as its files hold it: each file under its name, as the web assembles it. */
export const swCatalogue: Record<string, Record<string, unknown>> = Object.fromEntries(
  fs
    .readdirSync(SW)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.slice(0, -'.json'.length),
      JSON.parse(fs.readFileSync(path.join(SW, file), 'utf8')),
    ]),
);

const kiswahili = catalogueCheck(swCatalogue);

/** What the page shows that the Kiswahili catalogue did not write; `data` names the test's own. */
export async function notKiswahili(page: Page, data: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(`(${textsOf.toString()})(document)`);
  return kiswahili.untranslated(texts as string[], data);
}
