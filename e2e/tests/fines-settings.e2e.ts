import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { currentPage } from '../pages/DataTable.js';
import { errorOf } from '../pages/LoansScreens.js';
import { Screen, visit } from '../pages/Screen.js';
import { AMINA, person, startScene } from '../support/admin-scene.js';
import { screenshot } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene } from '../support/scene.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/lending.md, "Fines" and docs/decisions/meetings.md, "Attendance fines": an official sets
 * the group's fines on the Settings screen's Fines card, they are kept, the server's refusal of an amount
 * reaches the field, and the auditor reads the card without changing it. Each field's refusals and the
 * bodies sent are FinesSettingsCard.test.tsx's (docs/testing.md, "Component tests and browser tests").
 */

const ADMIN = 'amina@example.com';
const AUDITOR = 'otieno@example.com';
const scene = useScene(() => startScene([AMINA, { ...person('Otieno', 'Auma'), office: 'auditor' }], ADMIN));
const asAdmin = signedInTest(scene, ADMIN);
const asAuditor = signedInTest(scene, AUDITOR);

/** The Fines card of /settings. */
class FinesCard extends Screen {
  open = () => this.visit('/settings', 'Settings');

  form = () => currentPage(this.page).getByRole('form', { name: 'Fine settings' });
  kind = (label: string) => this.form().getByRole('radio', { name: label, exact: true });
  lateAmount = () => this.form().getByLabel('Late fine (KES)', { exact: true });
  absence = () => this.form().getByLabel('Meeting absence fine (KES)', { exact: true });
  missed = () => this.form().getByLabel('Missed contribution fine (KES)', { exact: true });
  save = () => this.form().getByRole('button', { name: 'Save fine settings' });
  outcome = () => this.form().getByRole('status');

  /** Scrolls the card's heading to the top of the screen, for a screenshot. */
  async shown(): Promise<void> {
    await pageSettled(this.page);
    await this.form().evaluate((form) => form.closest('section')?.scrollIntoView({ block: 'start' }));
  }
}

const fixedLateFine = async (page: Page) => {
  const card = new FinesCard(page);
  expect(await card.kind('Fixed amount').isChecked()).toBe(true);
  return { late: await card.lateAmount().inputValue(), absence: await card.absence().inputValue() };
};

describe('the Fines card', () => {
  asAdmin('saves a fixed late fine and an absence fine, kept after a reload', async ({ page }) => {
    const card = await visit(page, FinesCard);
    expect(await card.kind('No fine').isChecked()).toBe(true);
    expect(await card.lateAmount().count()).toBe(0);
    await card.kind('Fixed amount').check();
    await card.lateAmount().fill('100');
    await card.absence().fill('200');
    await card.save().click();
    await card.outcome().getByText('Settings saved successfully', { exact: true }).waitFor();
    expect(await scene.admin.call('/settings')).toMatchObject({
      late_fine_kind: 'fixed',
      late_fine_amount: 100,
      absence_fine_amount: 200,
      missed_contribution_fine: 0,
    });

    await page.reload();
    await card.form().waitFor();
    expect(await fixedLateFine(page)).toEqual({ late: '100', absence: '200' });
    await card.form().getByText('Coming late to a meeting costs the same.', { exact: false }).waitFor();
    await card.shown();
    await screenshot(page, 'settings-fines-1280');
  });

  asAdmin(
    "shows the server's message under the field for an amount with three decimals",
    async ({ page }) => {
      // The server's own words for the value; the card says them with its name for the field.
      await expect(scene.admin.call('/settings', 'PATCH', { late_fine_amount: 1.005 })).rejects.toThrow(
        'late_fine_amount must have at most two decimals',
      );
      const card = await visit(page, FinesCard);
      await card.lateAmount().fill('1.005');
      await card.save().click();
      await expect
        .poll(() => errorOf(page, card.lateAmount()))
        .toBe('Late fine must have at most two decimals');
      await card.shown();
      await screenshot(page, 'settings-fines-refused-1280');
      expect(await scene.admin.call('/settings')).toMatchObject({ late_fine_amount: 100 });
    },
  );

  asAdmin.onPhone('stays readable at 375 px', async ({ page }) => {
    const card = await visit(page, FinesCard);
    expect(await fixedLateFine(page)).toEqual({ late: '100', absence: '200' });
    await card.missed().fill('-50');
    await card.save().click();
    await expect
      .poll(() => errorOf(page, card.missed()))
      .toBe('Missed contribution fine must not be negative');
    await card.shown();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshotWhole(page, 'settings-fines-375');
  });

  asAuditor('is read by the auditor with its fields and its save disabled', async ({ page }) => {
    const card = await visit(page, FinesCard);
    expect(await fixedLateFine(page)).toEqual({ late: '100', absence: '200' });
    expect(await card.save().isDisabled()).toBe(true);
    expect(await card.absence().isDisabled()).toBe(true);
    expect(await card.kind('No fine').isDisabled()).toBe(true);
  });
});
