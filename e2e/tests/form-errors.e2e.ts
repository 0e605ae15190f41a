import { describe, expect } from 'vitest';
import { AddExpenseScreen, ExpensesScreen } from '../pages/ExpensesScreens.js';
import { visit } from '../pages/Screen.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { DESKTOP, PHONE, screenshot } from '../support/browser.js';
import { signedInTest, useScene } from '../support/scene.js';
import { pageSettled } from '../support/session.js';

const scene = useScene(startAdminScene);
const asAdmin = signedInTest(scene, ADMIN);

/** The forms read their rules from the server's body schemas and put the server's refusals under their fields. */
describe('Form errors', () => {
  for (const [width, viewport] of [
    [1280, DESKTOP],
    [375, PHONE],
  ] as const) {
    asAdmin(
      `shows a bank account's validation error and the server's refusal at ${width} px`,
      async ({ page }) => {
        const expenses = await visit(page, ExpensesScreen);
        await expenses.tab('Bank Account').click();
        await expenses.submit().click();
        await expenses.form().getByText('Account name is required', { exact: true }).waitFor();
        expect(await expenses.name().getAttribute('aria-invalid')).toBe('true');
        await pageSettled(page);
        await screenshot(page, `form-bank-account-validation-${width}`);

        const name = `Till ${width}`;
        await expenses.createBankAccount(name, '100');
        await expenses.status().getByText('Bank account created successfully!', { exact: true }).waitFor();
        await expenses.createBankAccount(name.toUpperCase());
        await expenses
          .alert()
          .getByText(`A bank account named ${name.toUpperCase()} already exists.`)
          .waitFor();
        await pageSettled(page);
        await screenshot(page, `form-bank-account-server-${width}`);
      },
      viewport,
    );

    asAdmin(
      `shows an expense's validation errors and puts the server's refusal under the amount at ${width} px`,
      async ({ page }) => {
        const form = await visit(page, AddExpenseScreen);
        await form.submit().click();
        expect(await form.errorOf('account')).toBe('Account is required');
        expect(await form.errorOf('amount')).toBe('Amount is required');
        expect(await form.errorOf('type')).toBe('Expense type is required');
        await pageSettled(page);
        await screenshot(page, `form-expense-validation-${width}`);

        await expect.poll(() => form.offeredAccounts()).toContain(`Till ${width} (KES 100.00)`);
        await form.record({ account: `Till ${width}`, amount: '250', type: 'Transport' });
        const refusal = `Insufficient funds in Till ${width}: balance KES 100.00.`;
        await form.alert().getByText(refusal, { exact: true }).waitFor();
        expect(await form.errorOf('amount')).toBe(refusal);
        expect(await form.amount().getAttribute('aria-invalid')).toBe('true');
        await pageSettled(page);
        await screenshot(page, `form-expense-server-${width}`);
      },
      viewport,
    );
  }
});
