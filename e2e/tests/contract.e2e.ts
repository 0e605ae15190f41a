import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage.js';
import { SavingsScreen } from '../pages/SavingsScreens.js';
import { visit } from '../pages/Screen.js';
import { AMINA, startBrowserScene } from '../support/admin-scene.js';
import { openPage, PHONE, screenshot } from '../support/browser.js';
import { signedInTest, useScene } from '../support/scene.js';
import type { SeedUser } from '../support/server.js';

const ADMIN = 'amina@example.com';
const seed: SeedUser[] = [AMINA];
const NOT_UNDERSTOOD = (path: string) =>
  `The server's answer to ${path} was not understood. Reload the page; if it happens again, tell the admin.`;

const scene = useScene(() => startBrowserScene({ seed }));
const asAdmin = signedInTest(scene, ADMIN);

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
    asAdmin(
      `fails the screen's list with its usual alert and leaves the rest of the screen working (${name})`,
      async ({ page, problems }) => {
        const errors = consoleErrors(page);
        await breakContract(page, '/all-savings', { savings: [{ saving_id: 'one', amount_saved: 'lots' }] });
        const savings = await visit(page, SavingsScreen);
        await savings.alert().getByText('Failed to load savings', { exact: true }).waitFor();
        // The group total comes from another call that kept its contract: it still shows.
        await expect.poll(() => savings.total().textContent()).toBe('KES 0.00');
        expect(
          errors.some((text) => text.includes('The answer to /all-savings does not match its contract')),
        ).toBe(true);
        expect(problems).toEqual([]);
        await screenshot(page, `contract-broken-savings-${name}`);
      },
      viewport,
    );
  }

  it('on the sign-in page says the answer was not understood and signs no one in', async () => {
    const { context, page, problems } = await openPage(scene.browser, scene.server.url);
    const login = await visit(page, LoginPage);
    await breakContract(page, '/login', { access_token: 1, user: { role: 'owner' } });
    await login.signIn(ADMIN, 'irrelevant-password');
    await login.error().getByText(NOT_UNDERSTOOD('/login'), { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await context.cookies()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
