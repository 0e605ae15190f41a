import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { currentPage } from '../pages/DataTable.js';
import { errorOf } from '../pages/LoansScreens.js';
import { Screen, visit } from '../pages/Screen.js';
import { AMINA, person, startServerScene } from '../support/admin-scene.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene } from '../support/scene.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/daraja.md: an official saves the group's Daraja key and secret on the Settings
 * screen's Daraja card, sees them saved and never sees them again ("Write-only"), even after a
 * reload; the B2C shortcode's rule reaches its box; "Test connection" says what went wrong ("Test
 * connection"); the auditor reads which fields are saved. The bodies sent and each message are
 * DarajaSettingsCard.test.tsx's (docs/testing.md, "Component tests and browser tests").
 */

const ADMIN = 'amina@example.com';
const AUDITOR = 'otieno@example.com';
const KEY = 'e2e-consumer-key-Zq81';
const SECRET = 'e2e-consumer-secret-Xw55';
/**
 * This server keeps credentials (docs/decisions/daraja.md, "Kept encrypted"), and calls Daraja at a
 * loopback port nothing listens on, so a test answers at once that Daraja is not reachable.
 */
const DARAJA_BASE_URL = 'http://127.0.0.1:9';
const env = {
  LINKS_SECRET_KEY: 'e2e-links-secret-key-for-daraja-credentials',
  DARAJA_BASE_URL,
  DARAJA_TIMEOUT_MS: '5000',
};

const scene = useScene(() =>
  startServerScene({ seed: [AMINA, { ...person('Otieno', 'Auma'), office: 'auditor' }], env }, ADMIN),
);
const asAdmin = signedInTest(scene, ADMIN);
const asAuditor = signedInTest(scene, AUDITOR);

/** The Daraja card of /settings. */
class DarajaCard extends Screen {
  open = () => this.visit('/settings', 'Settings');

  card = () => currentPage(this.page).getByRole('region', { name: 'Daraja (M-Pesa API)' });
  form = () => this.card().getByRole('form', { name: 'Daraja credentials' });
  box = (label: string) => this.form().getByLabel(label, { exact: true });
  badge = (field: string) =>
    this.card().getByTestId(`daraja-${field}`).getByTestId('saved-badge').textContent();
  save = () => this.form().getByRole('button', { name: 'Save Daraja credentials' });
  test = () => this.card().getByRole('button', { name: 'Test connection' });

  /** Every box's value, in order. */
  values = () =>
    this.form()
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

  /** Scrolls the card's heading to the top of the screen, for a screenshot. */
  async shown(): Promise<void> {
    await pageSettled(this.page);
    await this.card().evaluate((card) => card.scrollIntoView({ block: 'start' }));
  }
}

const keyAndSecretSaved = async (card: DarajaCard) => [
  await card.badge('daraja_consumer_key'),
  await card.badge('daraja_consumer_secret'),
  await card.badge('daraja_passkey'),
];

const pictured = async (page: Page, card: DarajaCard, name: string) => {
  await card.shown();
  await screenshotWhole(page, name, card.card());
};

describe('the Daraja card', () => {
  asAdmin('saves the key and secret, and never shows them again, even after a reload', async ({ page }) => {
    const card = await visit(page, DarajaCard);
    expect(await card.card().getByTestId('daraja-status').textContent()).toBe(
      `Daraja is called at${DARAJA_BASE_URL}Last changedNever`,
    );
    expect(await keyAndSecretSaved(card)).toEqual(['Not saved', 'Not saved', 'Not saved']);
    expect(await card.test().isDisabled()).toBe(true);
    await card.box('Consumer key').fill(KEY);
    await card.box('Consumer secret').fill(SECRET);
    await card.save().click();
    await card.form().getByRole('status').getByText('Daraja credentials saved.', { exact: true }).waitFor();
    await expect.poll(() => card.badge('daraja_consumer_key')).toBe('Saved');
    expect(await keyAndSecretSaved(card)).toEqual(['Saved', 'Saved', 'Not saved']);
    expect(await card.values()).toEqual(['', '', '', '', '', '']);
    expect(await card.box('Consumer secret').getAttribute('placeholder')).toBe(
      'Enter a new value to replace it',
    );
    expect(await scene.admin.call('/settings/daraja')).toMatchObject({
      saved: { daraja_consumer_key: true, daraja_consumer_secret: true, daraja_passkey: false },
      can_store: true,
    });

    await page.reload();
    await card.form().waitFor();
    expect(await keyAndSecretSaved(card)).toEqual(['Saved', 'Saved', 'Not saved']);
    expect(await card.values()).toEqual(['', '', '', '', '', '']);
    const html = await page.content();
    expect(html).not.toContain(KEY);
    expect(html).not.toContain(SECRET);
    expect(await card.card().getByTestId('daraja-status').textContent()).toMatch(
      /Last changed\d+ \w{3} \d{4} at \d\d:\d\d$/,
    );
  });

  asAdmin('refuses a B2C shortcode that is not 5 to 10 digits under its box', async ({ page }) => {
    const card = await visit(page, DarajaCard);
    await card.box('B2C shortcode').fill('12ab');
    await card.save().click();
    await expect
      .poll(() => errorOf(page, card.box('B2C shortcode')))
      .toBe('B2C shortcode must be 5 to 10 digits');
    expect(await card.badge('daraja_b2c_shortcode')).toBe('Not saved');
  });

  asAdmin('tests the connection and says Daraja could not be reached', async ({ page }) => {
    const card = await visit(page, DarajaCard);
    await card.test().click();
    const said = card.card().getByRole('alert');
    await said.getByText(`Daraja could not be reached at ${DARAJA_BASE_URL}.`, { exact: true }).waitFor();
    await pictured(page, card, 'settings-daraja-1280');
  });

  asAdmin.onPhone('stays readable at 375 px', async ({ page }) => {
    const card = await visit(page, DarajaCard);
    await card.box('B2C shortcode').fill('600');
    await card.save().click();
    await expect
      .poll(() => errorOf(page, card.box('B2C shortcode')))
      .toBe('B2C shortcode must be 5 to 10 digits');
    await card.test().click();
    await card
      .card()
      .getByRole('alert')
      .getByText('Daraja could not be reached', { exact: false })
      .first()
      .waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await pictured(page, card, 'settings-daraja-375');
  });

  asAuditor('is read by the auditor: which fields are saved, without a box or a button', async ({ page }) => {
    const card = await visit(page, DarajaCard);
    await card.card().getByTestId('daraja-status').waitFor();
    expect(await keyAndSecretSaved(card)).toEqual(['Saved', 'Saved', 'Not saved']);
    expect(await card.card().locator('input, button').count()).toBe(0);
    await pictured(page, card, 'settings-daraja-auditor-1280');
  });
});
