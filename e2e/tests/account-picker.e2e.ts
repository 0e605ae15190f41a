import { todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { currentPage } from '../pages/DataTable.js';
import { AddLoanScreen, AddShortTermLoanScreen } from '../pages/LoansScreens.js';
import { visit } from '../pages/Screen.js';
import { SettingsScreen } from '../pages/SettingsScreen.js';
import { TransactionDetailsScreen } from '../pages/TransactionsScreens.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { cashBook, moneyAccountIds } from '../support/books-api.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import { createMember, type SeededMember, submitTransaction } from '../support/seed.js';
import { pageSettled } from '../support/session.js';

const today = todayInGroupZone();

let wanjiru: SeededMember;
let ids: Map<string, number>;

const scene = useScene(startAdminScene, async () => {
  await scene.admin.createBankAccount('KCB', 100_000);
  await scene.admin.createBankAccount('Equity Bank', 50_000);
  wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau');
  ids = await moneyAccountIds(scene.admin);
});
const asAdmin = signedInTest(scene, ADMIN);

/** What came into and went out of a money account today, by its name. */
const todayIn = (name: string) => cashBook(scene.admin, ids.get(name)!, today, today);
const pick = (page: import('playwright-core').Page, label: string) =>
  currentPage(page).getByLabel(label, { exact: true });

describe('The money account picker', () => {
  it('approves a payment into the picked account', async () => {
    const id = await submitTransaction(scene.admin, wanjiru.userId, [{ type: 'SAVING', amount: 1500 }]);
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const details = new TransactionDetailsScreen(page);
      await details.open(id);
      const picker = pick(page, 'Received into');
      await picker.waitFor();
      // The picker shows "Loading accounts..." until the accounts arrive.
      await expect
        .poll(() => picker.locator('option').allTextContents())
        .toEqual(['Group default', 'Cash on hand', 'KCB', 'Equity Bank']);
      await picker.selectOption({ label: 'KCB' });
      await pageSettled(page);
      await screenshotWhole(page, 'approve-account-1280');
      const sent = page.waitForRequest('**/transactions/savings/*/status');
      await details.approveAll().click();
      expect((await sent).postDataJSON()).toEqual({ status: 'Approved', account_id: ids.get('KCB') });
      await currentPage(page).getByText('1 savings item', { exact: false }).waitFor();
      expect((await todayIn('KCB')).movements.map((m) => m.money_in)).toContain(1500);
      expect((await todayIn('Cash on hand')).movements).toEqual([]);
    });
  });

  asAdmin('pays a long-term loan out of the picked account', async ({ page }) => {
    const form = await visit(page, AddLoanScreen);
    await form.user().selectOption({ label: 'Wanjiru Kamau' });
    await form.amount().fill('10000');
    await pick(page, 'Paid from').selectOption({ label: 'Equity Bank' });
    const sent = page.waitForRequest('**/api/links/addloan');
    await form.submit().click();
    expect((await sent).postDataJSON()).toMatchObject({
      loan_amount: 10000,
      account_id: ids.get('Equity Bank'),
    });
    await form.status().getByText('Loan added successfully', { exact: false }).waitFor();
    expect((await todayIn('Equity Bank')).movements.map((m) => m.money_out)).toContain(10000);
    await pageSettled(page);
    await screenshotWhole(page, 'addloan-account-1280');
  });

  asAdmin.onPhone('pays a short-term loan out of the picked account, on a phone too', async ({ page }) => {
    const form = await visit(page, AddShortTermLoanScreen);
    await form.user().selectOption({ label: 'Wanjiru Kamau' });
    await form.principal().fill('3000');
    await pick(page, 'Paid from').selectOption({ label: 'KCB' });
    await pageSettled(page);
    await screenshotWhole(page, 'addshorttermloan-account-375');
    await form.submit().click();
    await form.status().getByText('Short term loan added successfully', { exact: false }).waitFor();
    expect((await todayIn('KCB')).movements.map((m) => m.money_out)).toContain(3000);
  });

  asAdmin(
    'sets the default account in the settings, which an approval without a pick then uses',
    async ({ page }) => {
      const settings = await visit(page, SettingsScreen);
      const picker = pick(page, 'Default account');
      await picker.waitFor();
      await expect
        .poll(() => picker.locator('option').allTextContents())
        .toEqual(['Cash on hand', 'KCB', 'Equity Bank']);
      const sent = page.waitForRequest((request) => request.method() === 'PATCH');
      await picker.selectOption({ label: 'Equity Bank' });
      await settings.save().click();
      expect((await sent).postDataJSON()).toEqual({ default_account_id: ids.get('Equity Bank') });
      await settings.status().getByText('Settings saved successfully', { exact: true }).waitFor();
      expect(await scene.admin.call('/settings')).toMatchObject({
        default_account_id: ids.get('Equity Bank'),
      });
      await pageSettled(page);
      await screenshotWhole(page, 'settings-default-account-1280');

      const id = await submitTransaction(scene.admin, wanjiru.userId, [{ type: 'SAVING', amount: 700 }]);
      const details = new TransactionDetailsScreen(page);
      await details.open(id);
      await pick(page, 'Received into').waitFor();
      const approval = page.waitForRequest('**/transactions/savings/*/status');
      await details.approveAll().click();
      expect((await approval).postDataJSON()).toEqual({ status: 'Approved' });
      await currentPage(page).getByText('1 savings item', { exact: false }).waitFor();
      expect((await todayIn('Equity Bank')).movements.map((m) => m.money_in)).toContain(700);

      await settings.open();
      await pick(page, 'Default account').selectOption({ label: 'Cash on hand' });
      await settings.save().click();
      await settings.status().getByText('Settings saved successfully', { exact: true }).waitFor();
      expect(await scene.admin.call('/settings')).toMatchObject({ default_account_id: null });
    },
  );
});
