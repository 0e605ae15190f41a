import { addMonthsClamped, formatDate, todayInGroupZone } from '@links/domain';
import { describe, expect } from 'vitest';
import { AddLoanScreen } from '../pages/LoansScreens.js';
import { visit } from '../pages/Screen.js';
import { SettingsScreen } from '../pages/SettingsScreen.js';
import { Shell } from '../pages/Shell.js';
import { AMINA, person, startScene } from '../support/admin-scene.js';
import { screenshot } from '../support/browser.js';
import { signedInTest, useScene } from '../support/scene.js';
import type { SeedUser } from '../support/server.js';
import { failApiCall, overflowsSideways, pageSettled } from '../support/session.js';

const ADMIN = 'amina@example.com';
const MEMBER = 'wanjiru@example.com';
const seed: SeedUser[] = [AMINA, person('Wanjiru', 'Kamau')];
/** docs/decisions/loans.md, "Group settings": the defaults; e2e/support/server.ts names the group. */
const DEFAULTS = {
  group_name: 'Umoja Savings Group',
  long_term_rate: '12',
  long_term_months: '24',
  short_term_rate: '18',
  short_term_months: '3',
  savings_target: '30000',
};

const scene = useScene(() => startScene(seed, ADMIN));
const asAdmin = signedInTest(scene, ADMIN);
const asMember = signedInTest(scene, MEMBER);

describe('Settings', () => {
  asAdmin(
    'is the last item of the admin sidebar and shows the group settings in percent and months',
    async ({ page }) => {
      const items = await new Shell(page).navItems();
      expect(items.at(-1)).toEqual({ label: 'Settings', href: '/settings' });
      await new Shell(page).follow('Settings', '/settings');
      const settings = new SettingsScreen(page);
      await settings.field('group_name').waitFor();
      expect(await settings.values()).toEqual(DEFAULTS);
      await page.getByText('Changes apply to loans issued afterwards.', { exact: false }).waitFor();
      await pageSettled(page);
      await screenshot(page, 'settings-1280');
    },
  );

  asAdmin('refuses what the server would refuse, naming each field', async ({ page }) => {
    // Each field's refusals are SettingsForm.test.tsx's; here they reach the screen in Chromium.
    const settings = await visit(page, SettingsScreen);
    await settings.field('group_name').waitFor();
    await settings.field('group_name').fill('   ');
    await settings.field('long_term_rate').fill('0');
    await settings.field('long_term_months').fill('121');
    await settings.field('short_term_rate').fill('100.5');
    await settings.field('short_term_months').fill('0');
    await settings.field('savings_target').fill('1500');
    await settings.save().click();
    expect(await settings.errorOf('group_name')).toBe('Group name is required');
    expect(await settings.errorOf('short_term_rate')).toBe('Short-term rate must not exceed 100%');
    await pageSettled(page);
    await screenshot(page, 'settings-errors-1280');
    // Nothing was sent: the server still has the defaults.
    expect(await scene.admin.call('/settings')).toMatchObject({
      long_term_months: 24,
      savings_target: 30000,
    });
  });

  asMember("shows the server's refusal to a member who tries to change the settings", async ({ page }) => {
    const settings = await visit(page, SettingsScreen);
    await settings.field('long_term_months').fill('12');
    await settings.save().click();
    await settings.alert().getByText('Only an admin can do this.', { exact: true }).waitFor();
    expect(await scene.admin.call('/settings')).toMatchObject({ long_term_months: 24 });
  });

  asAdmin('saves a change, and the next long-term preview uses it', async ({ page }) => {
    // Nothing changed, and only what changed sent: SettingsForm.test.tsx.
    const settings = await visit(page, SettingsScreen);
    await settings.field('long_term_months').fill('12');
    await settings.save().click();
    await settings.status().getByText('Settings saved successfully', { exact: true }).waitFor();
    expect(await scene.admin.call('/settings')).toMatchObject({ long_term_months: 12, long_term_rate: 0.12 });
    await pageSettled(page);
    await screenshot(page, 'settings-saved-1280');

    // In the same session, without a reload: the preview reads the saved settings.
    await new Shell(page).sidebar().getByRole('link', { name: 'Long Term Loans' }).click();
    await page.getByRole('link', { name: 'Add New Loan' }).click();
    const form = new AddLoanScreen(page);
    await form.amount().fill('100000');
    expect(await form.previewFigures()).toEqual({
      Installment: 'KES 8,884.88',
      'Total Interest': 'KES 6,618.53',
      'Total to Repay': 'KES 106,618.53',
      'Due Date': formatDate(addMonthsClamped(todayInGroupZone(), 12)),
      Term: '12 months at 12% a year',
    });

    await settings.open();
    await settings.field('long_term_rate').fill('12.5');
    await settings.field('long_term_months').fill('24');
    await settings.save().click();
    await settings.status().getByText('Settings saved successfully', { exact: true }).waitFor();
    await form.open();
    await form.amount().fill('100000');
    expect((await form.previewFigures()).Term).toBe('24 months at 12.5% a year');
    expect(await scene.admin.call('/settings')).toMatchObject({
      long_term_rate: 0.125,
      long_term_months: 24,
    });
  });

  asAdmin.onPhone('stays readable at 375 px', async ({ page }) => {
    const settings = await visit(page, SettingsScreen);
    await settings.field('group_name').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await pageSettled(page);
    await screenshot(page, 'settings-375');
  });

  asAdmin('says Failed to load settings when they cannot be loaded', async ({ page }) => {
    await failApiCall(page, '/settings');
    const settings = await visit(page, SettingsScreen);
    await settings.alert().getByText('Failed to load settings', { exact: true }).waitFor();
  });
});
