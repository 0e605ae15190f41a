import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, openPage } from './browser.js';
import { directUrl, PASSWORD } from './server.js';

/**
 * A fresh browser context signed in as `email`, opened at the home screen. The sign-in is the
 * server's own (`POST /login`, whose cookies the context then holds, as a browser would keep them),
 * not the form: the form's journey has its tests (home.e2e.ts, session.e2e.ts), and every other
 * test spends its time on its own screen (docs/testing.md, "Time in browser tests").
 */
export async function signedInPage(browser: Browser, baseURL: string, email: string, viewport = DESKTOP) {
  const opened = await openPage(browser, baseURL, viewport);
  const { cookies, home } = await signIn(baseURL, email);
  await opened.context.addCookies(cookies);
  await opened.page.goto(home);
  await opened.page.waitForURL((url) => url.pathname === home);
  return opened;
}

/**
 * Signs `email` in through the API: the cookies the server sets, for the browser's address
 * `baseURL`, and the home screen the app lands on after a sign-in (docs/spec/roles.md, "Admin and member":
 * the role decides it).
 */
async function signIn(baseURL: string, email: string) {
  const response = await fetch(`${directUrl(baseURL)}/api/links/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { role: string } };
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const has = (name: string) => attributes.some((attribute) => attribute.toLowerCase() === name);
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      url: baseURL,
      httpOnly: has('httponly'),
      secure: has('secure'),
      sameSite: 'Strict' as const,
    };
  });
  return { cookies, home: user.role === 'admin' ? '/' : '/member' };
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
