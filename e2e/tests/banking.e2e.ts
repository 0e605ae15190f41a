import { formatDayNumeric, todayInGroupZone } from '@links/domain';
import { describe, expect } from 'vitest';
import { AddExpenseScreen, ExpensesScreen } from '../pages/ExpensesScreens.js';
import { visit } from '../pages/Screen.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { screenshot } from '../support/browser.js';
import { loadFailureTests, signedInTest, useScene } from '../support/scene.js';
import { overflowsSideways, pageSettled, transitionsDone } from '../support/session.js';

const scene = useScene(startAdminScene);
const asAdmin = signedInTest(scene, ADMIN);

describe('Expenses and bank accounts', () => {
  asAdmin('shows No data found in both tabs before anything is recorded', async ({ page }) => {
    const expenses = await visit(page, ExpensesScreen);
    expect(await expenses.tab('Expenses').getAttribute('aria-selected')).toBe('true');
    await expenses.expenses.empty().waitFor();
    expect(await expenses.expenses.headers()).toEqual([
      'Date',
      'Account',
      'Amount',
      'Comment Type',
      'Comment',
      'Status',
    ]);
    await screenshot(page, 'expenses-empty-1280');
    await expenses.tab('Bank Account').click();
    await expenses.bankAccounts.empty().waitFor();
    expect(await expenses.bankAccounts.headers()).toEqual(['Account Name', 'Amount']);
  });

  asAdmin('asks for the bank account name, then creates the account', async ({ page }) => {
    const expenses = await visit(page, ExpensesScreen);
    await expenses.tab('Bank Account').click();
    await expenses.submit().click();
    await expenses.form().getByText('Account name is required', { exact: true }).waitFor();
    expect(await expenses.name().getAttribute('aria-invalid')).toBe('true');

    await expenses.createBankAccount('Equity Main', '10000');
    await expenses.status().getByText('Bank account created successfully!', { exact: true }).waitFor();
    await expenses.bankAccounts.row('Equity Main').waitFor();
    expect(await expenses.bankAccounts.cells()).toEqual([['Equity Main', '10,000.00']]);
    expect(await expenses.name().inputValue()).toBe('');

    // Amount is optional: an account may open empty.
    await expenses.createBankAccount('Petty Cash');
    await expenses.bankAccounts.row('Petty Cash').waitFor();
    expect(await expenses.bankAccounts.cells()).toEqual([
      ['Equity Main', '10,000.00'],
      ['Petty Cash', '0.00'],
    ]);
    await screenshot(page, 'bank-accounts-1280');

    await expenses.createBankAccount('equity main', '5');
    await expenses
      .alert()
      .getByText(/^A bank account named .* already exists\.$/)
      .waitFor();
  });

  asAdmin('asks for the account, amount and expense type, and counts the comment', async ({ page }) => {
    const form = await visit(page, AddExpenseScreen);
    await form.submit().click();
    expect(await form.errorOf('account')).toBe('Account is required');
    expect(await form.errorOf('amount')).toBe('Amount is required');
    expect(await form.errorOf('type')).toBe('Expense type is required');
    await form.amount().fill('0');
    await form.submit().click();
    expect(await form.errorOf('amount')).toBe('Amount must be more than 0');
    expect(await form.type().locator('option').allTextContents()).toEqual([
      'Select a type',
      'Bank charges',
      'Meeting',
      'Transport',
      'Stationery',
      'Welfare',
      'Other',
    ]);
    expect(await form.counter().textContent()).toBe('0/500');
    await form.comment().fill('Hall hire');
    expect(await form.counter().textContent()).toBe('9/500');
    expect(await form.comment().getAttribute('maxlength')).toBe('500');
    await screenshot(page, 'add-expenses-errors-1280');
  });

  asAdmin('records an expense and the balance falls, with no reload', async ({ page }) => {
    const form = await visit(page, AddExpenseScreen);
    await expect
      .poll(() => form.offeredAccounts())
      .toEqual(['Cash on hand (KES 0.00)', 'Equity Main (KES 10,000.00)', 'Petty Cash (KES 0.00)']);
    await form.record({ account: 'Equity Main', amount: '1500.75', type: 'Meeting', comment: 'Hall hire' });
    await form
      .status()
      .getByText('Expense added and amount deducted successfully!', { exact: true })
      .waitFor();
    await expect
      .poll(() => form.offeredAccounts())
      .toEqual(['Cash on hand (KES 0.00)', 'Equity Main (KES 8,499.25)', 'Petty Cash (KES 0.00)']);
    expect(await form.amount().inputValue()).toBe('');
    expect(await form.counter().textContent()).toBe('0/500');
    await screenshot(page, 'add-expenses-1280');

    await page.getByRole('link', { name: 'Back to expenses' }).click();
    await page.waitForURL('**/expenses');
    const expenses = new ExpensesScreen(page);
    await expenses.expenses.row('Equity Main').waitFor();
    expect(await expenses.expenses.cells()).toEqual([
      [formatDayNumeric(new Date()), 'Equity Main', '1,500.75', 'Meeting', 'Hall hire', 'Reverse'],
    ]);
    await pageSettled(page);
    await screenshot(page, 'expenses-1280');
    await expenses.tab('Bank Account').click();
    await expect
      .poll(() => expenses.bankAccounts.cells())
      .toEqual([
        ['Equity Main', '8,499.25'],
        ['Petty Cash', '0.00'],
      ]);
  });

  asAdmin(
    "shows the server's insufficient-funds message for an expense above the balance",
    async ({ page }) => {
      const form = await visit(page, AddExpenseScreen);
      await expect.poll(() => form.offeredAccounts()).toContain('Equity Main (KES 8,499.25)');
      await form.record({ account: 'Equity Main', amount: '9000', type: 'Transport' });
      await form
        .alert()
        .getByText('Insufficient funds in Equity Main: balance KES 8,499.25.', { exact: true })
        .waitFor();
      expect(await form.offeredAccounts()).toContain('Equity Main (KES 8,499.25)');
      await screenshot(page, 'add-expenses-insufficient-1280');
    },
  );

  asAdmin(
    'records an expense paid from Cash on hand on an earlier date, and lists it on that date',
    async ({ page }) => {
      // Cash reaches the box first: 1,000.00 drawn from Equity Main.
      const money = await scene.admin.call<{ accounts: { id: number; name: string }[] }>(
        '/books/accounts?money=true',
      );
      const idOf = (name: string) => money.accounts.find((account) => account.name === name)?.id;
      await scene.admin.call('/books/transfers', 'POST', {
        from_account_id: idOf('Equity Main'),
        to_account_id: idOf('Cash on hand'),
        amount: 1000,
        date: todayInGroupZone(),
      });
      const form = await visit(page, AddExpenseScreen);
      await expect.poll(() => form.offeredAccounts()).toContain('Cash on hand (KES 1,000.00)');
      expect(await form.date().inputValue()).toBe(todayInGroupZone());
      await form.record({
        account: 'Cash on hand',
        amount: '250',
        type: 'Transport',
        comment: 'Fare',
        date: '2099-01-01',
      });
      expect(await form.errorOf('date')).toBe('Date must not be in the future');
      await screenshot(page, 'add-expenses-date-error-1280');
      await form.date().fill('2026-03-04');
      await form.submit().click();
      await form
        .status()
        .getByText('Expense added and amount deducted successfully!', { exact: true })
        .waitFor();
      await expect.poll(() => form.offeredAccounts()).toContain('Cash on hand (KES 750.00)');
      await screenshot(page, 'add-expenses-cash-1280');
      await page.getByRole('link', { name: 'Back to expenses' }).click();
      await page.waitForURL('**/expenses');
      const expenses = new ExpensesScreen(page);
      await expenses.expenses.row('Cash on hand').waitFor();
      expect((await expenses.expenses.cells()).find((row) => row[1] === 'Cash on hand')).toEqual([
        '04/03/2026',
        'Cash on hand',
        '250.00',
        'Transport',
        'Fare',
        'Reverse',
      ]);
      await pageSettled(page);
      await screenshot(page, 'expenses-cash-1280');
    },
  );

  asAdmin.onPhone('stays readable at 375 px', async ({ page }) => {
    const expenses = await visit(page, ExpensesScreen);
    await expenses.expenses.row('Equity Main').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'expenses-375');
    await expenses.tab('Bank Account').click();
    await expenses.bankAccounts.row('Equity Main').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await transitionsDone(expenses.tabList()); // the tabs' underline changes colour over 150 ms
    await screenshot(page, 'bank-accounts-375');
    const form = await visit(page, AddExpenseScreen);
    await form.submit().click();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'add-expenses-375');
    await form.date().fill('2099-01-01');
    await form.submit().click();
    expect(await form.errorOf('date')).toBe('Date must not be in the future');
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'add-expenses-date-375');
  });

  loadFailureTests(scene, [
    {
      name: 'says Failed to load expenses and Failed to load bank accounts when they cannot be loaded',
      failing: ['/all-expenses', '/all-bank-accounts'],
      open: (page) => visit(page, ExpensesScreen),
      says: [
        'Failed to load expenses',
        (page) => new ExpensesScreen(page).tab('Bank Account').click(),
        'Failed to load bank accounts',
      ],
    },
    {
      name: 'says Could not load accounts when the expense form cannot list the money accounts',
      failing: ['/books/accounts'],
      open: (page) => visit(page, AddExpenseScreen),
      says: ['Could not load accounts'],
    },
  ]);
});
