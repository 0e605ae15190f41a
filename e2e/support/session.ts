import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LoginPage } from '../pages/LoginPage.js';
import { DESKTOP, openPage } from './browser.js';
import { PASSWORD } from './server.js';

/** A fresh browser context signed in through the login form, waiting until the home screen shows. */
export async function signedInPage(browser: Browser, baseURL: string, email: string, viewport = DESKTOP) {
  const opened = await openPage(browser, baseURL, viewport);
  const login = new LoginPage(opened.page);
  await login.open();
  await login.signIn(email, PASSWORD);
  await opened.page.waitForURL(/\/(member)?$/);
  return opened;
}

/** Answers every call to this API path with a 500, to see the screen's load-failure message. */
export async function failApiCall(page: Page, path: string): Promise<void> {
  // With or without a query string: a list asks for its page, search and filters in one.
  await page.route(`**/api/links${path}{,?*}`, (route) =>
    route.fulfill({
      status: 500,
      json: { message: 'Internal error', detail: 'Internal error', code: 'INTERNAL' },
    }),
  );
}

/**
 * Whether the page scrolls sideways: the document, or the main area (which hides its overflow,
 * so content wider than it would be cut off rather than scroll).
 */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const root = document.documentElement;
    return root.scrollWidth > root.clientWidth || (main !== null && main.scrollWidth > main.clientWidth);
  });
}

/** Waits until the page transition is over (the leaving page gone), e.g. before a screenshot. */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="page"]').length === 1);
  await page.waitForFunction(() => {
    const frame = document.querySelector<HTMLElement>('[data-testid="page"]');
    return frame !== null && getComputedStyle(frame).opacity === '1';
  });
}

/**
 * Waits until nothing inside a part of the page is animating: no CSS transition or animation
 * running, and no Headless UI transition under way (an opening dialog carries data-closed and
 * data-enter from its first render until its transition ends), e.g. before a screenshot.
 */
export async function transitionsDone(scope: Locator): Promise<void> {
  await expect
    .poll(() =>
      scope.evaluate(
        (element) =>
          element.getAnimations({ subtree: true }).length === 0 &&
          element.querySelector('[data-closed], [data-enter], [data-leave]') === null,
      ),
    )
    .toBe(true);
}
