import { describe, expect } from 'vitest';
import { AddExpenseScreen, ExpensesScreen } from '../pages/ExpensesScreens.js';
import { visit } from '../pages/Screen.js';
import { AddTransactionScreen, TransactionDetailsScreen } from '../pages/TransactionsScreens.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { screenshot } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene } from '../support/scene.js';
import { createMember, type SeededMember, submitTransaction } from '../support/seed.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/**
 * docs/decisions/reversals.md: the wrong amount approved, reversed with a reason on the transaction screen,
 * and re-entered from the payment form filled with the old values, at 375 and 1280 px.
 */

let wanjiru: SeededMember;
const wrong: number[] = [];

const scene = useScene(startAdminScene, async () => {
  wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau');
  for (let i = 0; i < 2; i++) {
    const id = await submitTransaction(scene.admin, wanjiru.userId, [{ type: 'SAVING', amount: 20_000 }], {
      comment: 'March contribution',
    });
    await scene.admin.call(`/transactions/savings/${id}/status`, 'PATCH', { status: 'Approved' });
    wrong.push(id);
  }
  const bank = await scene.admin.call<{ account_id: number }>('/create-bank-account', 'POST', {
    name: 'Equity Bank',
    amount: 50_000,
  });
  await scene.admin.call('/create-expense', 'POST', {
    account_id: bank.account_id,
    amount: 3_000,
    comment_type: 'Transport',
    comment: 'Paid twice by mistake',
  });
});
const asAdmin = signedInTest(scene, ADMIN);

async function reverseAndReenter(
  page: Parameters<Parameters<typeof asAdmin>[1]>[0]['page'],
  id: number,
  size: string,
) {
  const details = new TransactionDetailsScreen(page);
  await details.open(id);
  await expect.poll(async () => (await details.summary()).Status).toBe('Approved');
  await page.getByRole('button', { name: 'Reverse', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reverse payment' });
  await dialog.getByRole('button', { name: 'Reverse', exact: true }).click();
  await dialog.getByText('reason is required').waitFor();
  await screenshot(page, `reverse-dialog-${size}`);
  await dialog.getByLabel('Reason').fill('Typed 20,000 for 2,000');
  await dialog.getByRole('button', { name: 'Reverse', exact: true }).click();
  await page.getByText(`Transaction TRN-${id} reversed.`).waitFor();
  await expect.poll(async () => (await details.summary()).Status).toBe('Reversed');
  const panel = page.getByTestId('reversal-panel');
  await panel.getByText('Typed 20,000 for 2,000').waitFor();
  expect(await panel.getByRole('row').count()).toBe(3);
  await pageSettled(page);
  expect(await overflowsSideways(page)).toBe(false);
  await screenshotWhole(page, `transaction-reversed-${size}`);

  await panel.getByRole('button', { name: 'Re-enter' }).click();
  const form = new AddTransactionScreen(page);
  await page.getByRole('heading', { name: 'New Transaction' }).waitFor();
  expect(await form.amount(1).inputValue()).toBe('20000');
  expect(await form.type(1).inputValue()).toBe('SAVING');
  expect(await form.comment().inputValue()).toBe('March contribution');
  // The picker names the payer once it has asked who user 2 is (the leaving page's summary does not count).
  await expect.poll(() => form.user().inputValue()).toBe('Wanjiru Kamau');
  await form.amount(1).fill('2000');
  await pageSettled(page);
  expect(await overflowsSideways(page)).toBe(false);
  await screenshotWhole(page, `transaction-reenter-${size}`);
  await form.submit().click();
  await page.waitForURL(
    (url) => /^\/transactions\/\d+$/.test(url.pathname) && url.pathname !== `/transactions/${id}`,
  );
  await page.getByText('Transaction submitted successfully').waitFor();
  await expect.poll(async () => (await details.summary()).Total).toContain('2,000.00');
}

describe('reversing a payment and entering it again', () => {
  asAdmin.onPhone('on a phone: reverse with a reason, then re-enter the right amount', async ({ page }) => {
    await reverseAndReenter(page, wrong[0]!, '375');
  });

  asAdmin('on a desktop: the same, with both sides of the reversal shown', async ({ page }) => {
    await reverseAndReenter(page, wrong[1]!, '1280');
  });
});

describe('reversing an expense and entering it again', () => {
  asAdmin.onPhone('marks it Reversed in the list and fills the expense form again', async ({ page }) => {
    const expenses = await visit(page, ExpensesScreen);
    await expenses.expenses.rows().first().waitFor();
    await page
      .getByRole('button', { name: /^Reverse expense #\d+$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reverse expense' });
    await dialog.getByLabel('Reason').fill('Paid twice');
    await dialog.getByRole('button', { name: 'Reverse', exact: true }).click();
    await page.getByText(/^Expense #\d+ reversed\.$/).waitFor();
    await page.getByText('Paid twice', { exact: false }).first().waitFor();
    await pageSettled(page);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshotWhole(page, 'expense-reversed-375');
    await page
      .getByRole('button', { name: /^Re-enter expense #\d+$/ })
      .first()
      .click();
    const form = new AddExpenseScreen(page);
    await page.getByRole('heading', { name: 'Add Expense' }).waitFor();
    await expect.poll(() => form.amount().inputValue()).toBe('3000');
    expect(await form.type().inputValue()).toBe('Transport');
    expect(await form.comment().inputValue()).toBe('Paid twice by mistake');
    await screenshotWhole(page, 'expense-reenter-375');
  });
});
