import { todayInGroupZone } from '@links/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentPage } from '../pages/DataTable.js';
import { MembersScreen } from '../pages/MembersScreens.js';
import { visit } from '../pages/Screen.js';
import { Shell } from '../pages/Shell.js';
import { WizardScreen } from '../pages/WizardScreen.js';
import { person, startBrowserScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { DESKTOP, PHONE, screenshot } from '../support/browser.js';
import { useScene, withSignedInPage } from '../support/scene.js';
import { failApiCall, overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/offices.md: the auditor reads the admin screens without their changes, an official
 * changes an office, and every member reads "Group money".
 */

const CHAIR = 'amina@example.com';
const AUDITOR = 'otieno@example.com';
const MEMBER = 'wanjiru@example.com';

const scene = useScene(
  () =>
    startBrowserScene({
      seed: [
        { ...person('Amina', 'Odhiambo', 'admin'), office: 'chair' },
        { ...person('Otieno', 'Auma'), office: 'auditor' },
        person('Wanjiru', 'Kamau'),
        person('Baraka', 'Mwangi'),
      ],
    }),
  async (started) => {
    const chair = await ApiClient.signIn(started.server.url, CHAIR);
    const ids = await chair.userIds();
    const today = todayInGroupZone();
    const { account_id: equity } = await chair.call<{ account_id: number }>('/create-bank-account', 'POST', {
      name: 'Equity Bank',
      amount: 80_000,
    });
    await chair.addSaving(ids.get(MEMBER) as number, 15_000);
    const { accounts } = await chair.call<{ accounts: { id: number; name: string }[] }>(
      '/books/accounts?money=true',
    );
    const books = accounts.find((account) => account.name === 'Equity Bank')?.id;
    await chair.call('/addloan', 'POST', {
      user_id: ids.get(MEMBER),
      loan_amount: 20_000,
      date_issued: today,
      account_id: books,
    });
    await chair.call('/create-expense', 'POST', {
      account_id: equity,
      amount: 1_500,
      comment_type: 'Stationery',
      comment: 'Minutes book',
    });
    // A withdrawal paid and an expense taken back: Group money lists them too.
    await chair.call('/withdrawals', 'POST', {
      user_id: ids.get(MEMBER),
      amount: 2_000,
      account_id: books,
      reason: 'School fees',
    });
    const { expense_id: twice } = await chair.call<{ expense_id: number }>('/create-expense', 'POST', {
      account_id: equity,
      amount: 300,
      comment_type: 'Stationery',
      comment: 'Pens',
    });
    await chair.call(`/expenses/${twice}/reversal`, 'POST', { reason: 'Paid twice' });
  },
);

const on = (page: Page) => currentPage(page);

describe('the auditor', () => {
  const asAuditor = (name: string, body: (page: Page) => Promise<void>, viewport = DESKTOP) =>
    it(name, () => withSignedInPage(scene, AUDITOR, ({ page }) => body(page), viewport));

  asAuditor(
    'opens the admin screens, told that nothing can be changed, with no control that changes',
    async (page) => {
      await on(page).getByRole('heading', { name: 'Welcome' }).waitFor();
      expect(await page.getByRole('complementary', { name: 'Admin navigation' }).isVisible()).toBe(true);
      expect(await page.getByTestId('profile-office').textContent()).toBe('Auditor');
      const notice = page.getByTestId('read-only-notice');
      expect(await notice.textContent()).toContain('An auditor can read everything but change nothing.');
      await screenshot(page, 'auditor-home-1280');

      await new Shell(page).follow('Members', '/members');
      const members = new MembersScreen(page);
      await members.table.waitFor();
      expect(await members.table.headers()).toEqual(['Full Name', 'Email', 'Role', 'Office']);
      expect(await on(page).getByRole('link', { name: 'Add Members' }).count()).toBe(0);
      expect(
        await on(page)
          .getByRole('button', { name: /Change office of/ })
          .count(),
      ).toBe(0);
      await screenshot(page, 'auditor-members-1280');

      await new Shell(page).follow('Transactions', '/transactions');
      await on(page).getByRole('heading', { name: 'Transactions' }).first().waitFor();
      expect(await on(page).getByRole('link', { name: 'New Transaction' }).count()).toBe(0);
      await new Shell(page).follow('Expenses', '/expenses');
      await on(page).getByRole('cell', { name: 'Stationery' }).first().waitFor();
      expect(await on(page).getByRole('link', { name: 'Add Expense' }).count()).toBe(0);
    },
  );

  asAuditor(
    'reads the settings, the accounts and the books with their changes disabled or left out',
    async (page) => {
      await page.goto('/settings');
      const save = on(page).getByRole('button', { name: 'Save Settings' });
      await save.waitFor();
      expect(await save.isDisabled()).toBe(true);
      expect(await on(page).getByLabel('Group Name').isDisabled()).toBe(true);
      await screenshot(page, 'auditor-settings-1280');
      await page.goto('/accounts');
      await on(page).getByRole('heading', { name: 'Accounts' }).waitFor();
      expect(await on(page).getByRole('region', { name: 'Create account' }).count()).toBe(0);
      await page.goto('/books?tab=transfer');
      await on(page)
        .getByRole('alert')
        .getByText('An auditor can read everything but change nothing.')
        .waitFor();
    },
  );

  asAuditor('is told so on a screen that only changes something', async (page) => {
    await on(page).getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.goto('/add-expenses');
    await page.getByRole('alert').getByText('An auditor can read everything but change nothing.').waitFor();
    expect(await page.getByRole('button', { name: /Save|Add/ }).count()).toBe(0);
  });

  asAuditor(
    'reads the admin screens on a phone without scrolling sideways',
    async (page) => {
      await page.goto('/members');
      await new MembersScreen(page).table.waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await screenshot(page, 'auditor-members-375');
    },
    PHONE,
  );
});

describe('an office change', () => {
  it('refuses to leave the group without a chair or treasurer, then promotes a member after a confirmation', () =>
    withSignedInPage(scene, CHAIR, async ({ page }) => {
      await page.goto('/members');
      const members = new MembersScreen(page);
      await members.table.waitFor();

      await on(page).getByRole('button', { name: 'Change office of Amina Odhiambo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Office of Amina Odhiambo' });
      await dialog.getByLabel('Office').selectOption('member');
      await dialog.getByRole('button', { name: 'Change office' }).click();
      await dialog
        .getByRole('alert')
        .getByText(
          'The group must keep at least one chair or treasurer. Appoint another one before changing this office.',
        )
        .waitFor();
      await screenshot(page, 'office-change-refused-1280');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await on(page).getByRole('button', { name: 'Change office of Baraka Mwangi' }).click();
      const baraka = page.getByRole('dialog', { name: 'Office of Baraka Mwangi' });
      expect(await baraka.getByRole('button', { name: 'Change office' }).isDisabled()).toBe(true);
      await baraka.getByLabel('Office').selectOption('treasurer');
      expect(await baraka.getByTestId('office-change-summary').textContent()).toContain(
        "Baraka Mwangi becomes the group's treasurer instead of member",
      );
      await screenshot(page, 'office-change-confirm-1280');
      await baraka.getByRole('button', { name: 'Change office' }).click();
      await baraka.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await members.table.cells()).find((row) => row[0] === 'Baraka Mwangi'))
        // The last cell is the row's "Exit" button (docs/decisions/member-exits.md, "The preview").
        .toEqual(['Baraka Mwangi', 'baraka@example.com', 'admin', 'Treasurer', 'Exit']);
    }));

  it('fits the dialog on a phone, and says when a change waits for a second official', () =>
    withSignedInPage(
      scene,
      CHAIR,
      async ({ page }) => {
        await page.goto('/members');
        const members = new MembersScreen(page);
        await members.table.waitFor();
        await on(page).getByRole('button', { name: 'Change office of Wanjiru Kamau' }).click();
        const dialog = page.getByRole('dialog', { name: 'Office of Wanjiru Kamau' });
        await dialog.getByLabel('Office').selectOption('secretary');
        await dialog.getByTestId('office-change-summary').waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await screenshot(page, 'office-change-375');
        // The group has two officials since Baraka became treasurer (the test before), and needs
        // two approvals: the change waits for him (docs/decisions/approvals.md, "Kinds").
        await dialog.getByRole('button', { name: 'Change office' }).click();
        await dialog.getByRole('status').getByText('Sent for approval (1 of 2 approvals)').waitFor();
        expect(await dialog.getByRole('button', { name: 'Change office' }).isDisabled()).toBe(true);
        await screenshot(page, 'office-change-sent-375');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        expect((await members.table.cells()).find((row) => row[0] === 'Wanjiru Kamau')?.[3]).toBe('Member');
      },
      PHONE,
    ));

  it('keeps an admin made in the wizard a member until a second official approves the office', () =>
    withSignedInPage(scene, CHAIR, async ({ page }) => {
      // docs/decisions/offices.md, "Offices of new users": with two officials, one of them cannot
      // make a third (whose invitation they hold) alone.
      const wizard = await visit(page, WizardScreen);
      await wizard.fillUser({ firstname: 'Neema', lastname: 'Achieng', email: 'neema@example.com' });
      await wizard.field('Role').selectOption('admin');
      await wizard.next('Savings');
      await wizard.skip('Long-term loan');
      await wizard.skip('Short-term loan');
      await wizard.skip('Review and submit');
      await wizard.submitButton().click();
      await wizard.result().waitFor();
      await wizard
        .success()
        .getByText(
          'Neema is a member until another official approves making them treasurer: Sent for approval (1 of 2 approvals).',
        )
        .waitFor();
      await pageSettled(page);
      await screenshot(page, 'wizard-admin-pending-1280');
      const chair = await ApiClient.signIn(scene.server.url, CHAIR);
      const { users } = await chair.call<{ users: { email: string; role: string; office: string }[] }>(
        '/get-users',
      );
      expect(users.find((user) => user.email === 'neema@example.com')).toMatchObject({
        role: 'member',
        office: 'member',
      });
    }));
});

describe('Group money', () => {
  for (const [viewport, size] of [
    [DESKTOP, 1280],
    [PHONE, 375],
  ] as const) {
    it(`shows a member the group's totals and every payout with who asked and approved (${size} px)`, () =>
      withSignedInPage(
        scene,
        MEMBER,
        async ({ page }) => {
          if (size === 1280) await new Shell(page).follow('Group money', '/group-money');
          else await page.goto('/group-money');
          await on(page).getByRole('heading', { name: 'Group money' }).waitFor();
          const payouts = on(page).getByTestId('payout');
          await expect.poll(() => payouts.count()).toBe(5);
          const [reversal, pens, withdrawal, expense, loan] = await payouts.allTextContents();
          expect(reversal).toContain('Reversal');
          expect(reversal).toMatch(/Expense #\d+ taken back: Paid twice/);
          expect(reversal).toContain('KES 300.00');
          expect(pens).toContain('Stationery: Pens');
          expect(withdrawal).toContain('Withdrawal of savings');
          expect(withdrawal).toContain('KES 2,000.00');
          expect(withdrawal).toContain('Savings paid out from Equity Bank: School fees');
          expect(withdrawal).toContain('For: Wanjiru Kamau');
          expect(withdrawal).toContain('Approved by: Amina Odhiambo');
          expect(expense).toContain('Expense');
          expect(expense).toContain('KES 1,500.00');
          expect(expense).toContain('Stationery: Minutes book');
          expect(loan).toContain('Loan issued');
          expect(loan).toContain('KES 20,000.00');
          expect(loan).toContain('For: Wanjiru Kamau');
          expect(loan).toContain('Approved by: Amina Odhiambo');
          const totals = on(page).getByRole('region', { name: "The group's money" });
          expect(await totals.textContent()).toContain('Loans out');
          expect(await totals.textContent()).toContain('KES 20,000.00');
          // The page transition slides the screen in from the side: look once it has settled.
          await pageSettled(page);
          expect(await overflowsSideways(page)).toBe(false);
          await screenshot(page, `group-money-${size}`);
          // The screen scrolls inside the shell: look at the new kinds of payout too.
          await on(page).getByTestId('payout').nth(2).scrollIntoViewIfNeeded();
          await screenshot(page, `group-money-payouts-${size}`);
        },
        viewport,
      ));
  }

  it("hides the beneficiaries' names from members once an official ticks the setting", async () => {
    await withSignedInPage(scene, CHAIR, async ({ page }) => {
      await page.goto('/settings');
      const box = on(page).getByLabel('Hide from members the names of the people paid');
      // The box shows the saved setting: it turns once the server has answered.
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(true);
      await expect.poll(() => box.isDisabled()).toBe(false);
      await screenshot(page, 'settings-group-money-1280');
    });
    await withSignedInPage(
      scene,
      MEMBER,
      async ({ page }) => {
        await page.goto('/group-money');
        const loan = on(page).getByTestId('payout').filter({ hasText: 'Loan issued' });
        await loan.waitFor();
        expect(await loan.textContent()).toContain('For: A member (name hidden)');
        expect(await loan.textContent()).not.toContain('Wanjiru');
        const withdrawal = on(page).getByTestId('payout').filter({ hasText: 'Withdrawal of savings' });
        expect(await withdrawal.textContent()).toContain('For: A member (name hidden)');
        expect(await withdrawal.textContent()).not.toContain('Wanjiru');
        await screenshot(page, 'group-money-hidden-375');
      },
      PHONE,
    );
  });

  it('says so when the group money cannot be loaded', () =>
    withSignedInPage(scene, MEMBER, async ({ page }) => {
      await failApiCall(page, '/group/activity');
      await page.goto('/group-money');
      await on(page).getByRole('alert').waitFor();
      expect(await on(page).getByRole('alert').textContent()).toBe('Failed to load the group money');
    }));
});
