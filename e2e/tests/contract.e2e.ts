import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage.js';
import { SavingsScreen } from '../pages/SavingsScreens.js';
import { launchBrowser, openPage, PHONE, screenshot } from '../support/browser.js';
import { type RunningServer, type SeedUser, startServer } from '../support/server.js';
import { signedInPage } from '../support/session.js';

const ADMIN = 'amina@example.com';
const seed: SeedUser[] = [{ firstname: 'Amina', lastname: 'Odhiambo', email: ADMIN, role: 'admin' }];
const NOT_UNDERSTOOD = (path: string) =>
  `The server's answer to ${path} was not understood. Reload the page; if it happens again, tell the admin.`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ seed });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Answers this API path with a body of the wrong shape, as a server drifting from its contract would. */
async function breakContract(page: Page, path: string, body: unknown): Promise<void> {
  await page.route(`**/api/links${path}{,?*}`, (route) => route.fulfill({ status: 200, json: body }));
}

/** What the page wrote to the console as errors. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe('An answer that breaks its contract', () => {
  for (const [name, viewport] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`fails the screen's list with its usual alert and leaves the rest of the screen working (${name})`, async () => {
      const { context, page, problems } = await signedInPage(browser, server.url, ADMIN, viewport);
      const errors = consoleErrors(page);
      await breakContract(page, '/all-savings', { savings: [{ saving_id: 'one', amount_saved: 'lots' }] });
      const savings = new SavingsScreen(page);
      await savings.open();
      await savings.alert().getByText('Failed to load savings', { exact: true }).waitFor();
      // The group total comes from another call that kept its contract: it still shows.
      await expect.poll(() => savings.total().textContent()).toBe('KES 0.00');
      expect(
        errors.some((text) => text.includes('The answer to /all-savings does not match its contract')),
      ).toBe(true);
      expect(problems).toEqual([]);
      await screenshot(page, `contract-broken-savings-${name}`);
      await context.close();
    });
  }

  it('on the sign-in page says the answer was not understood and signs no one in', async () => {
    const { context, page, problems } = await openPage(browser, server.url);
    const login = new LoginPage(page);
    await login.open();
    await breakContract(page, '/login', { access_token: 1, user: { role: 'owner' } });
    await login.signIn(ADMIN, 'irrelevant-password');
    await login.error().getByText(NOT_UNDERSTOOD('/login'), { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await context.cookies()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
