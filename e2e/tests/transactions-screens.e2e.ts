import { addMonthsClamped, formatDate, todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { currentPage } from '../pages/DataTable.js';
import { MemberScreens } from '../pages/MemberScreens.js';
import { visit } from '../pages/Screen.js';
import {
  AddTransactionScreen,
  NewMemberTransactionScreen,
  PendingTransactionsScreen,
  TransactionDetailsScreen,
  TransactionsScreen,
} from '../pages/TransactionsScreens.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { screenshot } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene } from '../support/scene.js';
import { type SeededMember, seedBorrowers, submitTransaction } from '../support/seed.js';
import { failApiCall, overflowsSideways, pageSettled, signedInPage } from '../support/session.js';

/**
 * docs/spec/validation.md, "Transaction form", docs/spec/errors.md, "Loading" (load
 * failures) and every screen at 375 px.
 */

let wanjiru: SeededMember;
let transactionId: number;

const scene = useScene(startAdminScene, async () => {
  ({ wanjiru } = await seedBorrowers(scene.admin, 500, { longTerm: 50_000, shortTerm: 6_000 }));
  transactionId = await submitTransaction(scene.admin, wanjiru.userId, [
    { type: 'SAVING', amount: 1200, extra: 'QX12ABC' },
    { type: 'STL', amount: 800.4 },
  ]);
});
const asAdmin = signedInTest(scene, ADMIN);
const asWanjiru = signedInTest(scene, () => wanjiru.email);

describe('the admin transaction form', () => {
  // The form's rules in full (default date, min and step, decimals, more than 0, a date in the
  // future, items and their total) are AddTransactionForm.test.tsx's; here, that its messages
  // reach the screen in Chromium.
  asAdmin('requires a user and a type and an amount for each item', async ({ page }) => {
    const form = await visit(page, AddTransactionScreen);
    await form.submit().click();
    expect(await form.userError()).toBe('User is required');
    expect(await form.typeError(1)).toBe('Type is required');
    expect(await form.amountError(1)).toBe('Amount is required');
    await pageSettled(page);
    await screenshotWhole(page, 'add-transaction-errors-1280');
  });

  asAdmin('counts the comment up to 500 characters and stops there', async ({ page }) => {
    const form = await visit(page, AddTransactionScreen);
    expect(await form.counter().textContent()).toBe('0/500');
    await form.comment().fill('Paid at the meeting');
    expect(await form.counter().textContent()).toBe('19/500');
    await form.comment().fill('x'.repeat(600));
    expect(await form.comment().inputValue()).toHaveLength(500);
    expect(await form.counter().textContent()).toBe('500/500');
  });

  asAdmin(
    "shows the server's refusal, or Error submitting transaction when it gives no message",
    async ({ page }) => {
      const form = await visit(page, AddTransactionScreen);
      await form.user().selectOption({ label: 'Baraka Otieno' });
      await form.fillItem(1, 'LTL', '100');
      await form.submit().click();
      await form.alert().getByText('Baraka has no uncleared long-term loan.', { exact: true }).waitFor();

      await page.route('**/api/links/create-transaction', (route) =>
        route.fulfill({ status: 500, body: '' }),
      );
      await form.submit().click();
      await form.alert().getByText('Error submitting transaction', { exact: true }).waitFor();
    },
  );

  asAdmin("submits a payment and opens the new transaction's details", async ({ page }) => {
    const form = await visit(page, AddTransactionScreen);
    await form.user().selectOption({ label: 'Wanjiru Kamau' });
    const lastMonth = addMonthsClamped(todayInGroupZone(), -1);
    await form.date().fill(lastMonth);
    await form.comment().fill('Paid at the meeting');
    await form.fillItem(1, 'SAVING', '250');
    await form.fillItem(2, 'LTL', '1000.50');
    expect(await form.total().inputValue()).toBe('1250.50');
    await pageSettled(page);
    await screenshotWhole(page, 'add-transaction-1280');
    await form.submit().click();
    await page.waitForURL(/\/transactions\/\d+$/);
    const details = new TransactionDetailsScreen(page);
    await details.status().getByText('Transaction submitted successfully', { exact: true }).waitFor();
    const summary = await details.summary();
    expect(summary).toMatchObject({
      Member: 'Wanjiru Kamau',
      Date: formatDate(lastMonth),
      Total: 'KES 1,250.50',
      Status: 'Pending',
      Comment: 'Paid at the meeting',
    });
  });
});

describe('the member transaction form', () => {
  // No user or date asked, and each item's rules: MemberTransactionForm.test.tsx.
  asWanjiru('keeps one item and asks for its type', async ({ page }) => {
    const form = await visit(page, NewMemberTransactionScreen);
    expect(await form.remove(1).isDisabled()).toBe(true);
    await form.submit().click();
    expect(await form.typeError(1)).toBe('Type is required');
  });

  asWanjiru(
    'says User authentication information is missing without a user id in the cookie',
    async ({ context, page }) => {
      const url = new URL(scene.server.url);
      const record = encodeURIComponent(JSON.stringify({ firstname: 'Wanjiru', role: 'member' }));
      await context.addCookies([
        { name: 'user', value: record, domain: url.hostname, path: '/', secure: false, sameSite: 'Strict' },
      ]);
      for (const path of [
        '/new-member-transaction',
        '/member-transactions',
        '/member-savings',
        '/member-stl',
      ]) {
        await page.goto(path);
        await currentPage(page)
          .getByRole('alert')
          .getByText('User authentication information is missing', { exact: true })
          .waitFor();
      }
    },
  );
});

describe('load failures', () => {
  asAdmin('shows the spec messages on the admin screens', async ({ page }) => {
    await page.goto('/transactions/999999');
    await new TransactionDetailsScreen(page)
      .alert()
      .getByText('Transaction not found', { exact: true })
      .waitFor();

    // docs/spec/screens.md, "Pending transactions": the pending screen says Loading transactions... until the
    // list arrives.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/links/transactions?*', async (route) => {
      await held;
      await route.continue();
    });
    const slow = await visit(page, PendingTransactionsScreen);
    await slow.loading().waitFor();
    release();
    await slow.table.rows().first().waitFor();
    expect(await slow.loading().count()).toBe(0);
    await page.unroute('**/api/links/transactions?*');

    await failApiCall(page, '/transactions?*');
    const list = await visit(page, TransactionsScreen);
    await list.alert().getByText('Failed to load transactions', { exact: true }).waitFor();
    const pending = await visit(page, PendingTransactionsScreen);
    await pending.alert().getByText('Failed to load transactions', { exact: true }).waitFor();

    await failApiCall(page, '/transactions/*');
    const details = new TransactionDetailsScreen(page);
    await details.open(transactionId);
    await details.alert().getByText('Failed to load transaction details', { exact: true }).waitFor();
  });

  asWanjiru("shows the spec messages on the member's screens", async ({ page }) => {
    const member = new MemberScreens(page);
    await failApiCall(page, '/transactions/user/*');
    await member.openTransactions();
    await member.alert().getByText('Failed to load your transactions', { exact: true }).waitFor();

    await failApiCall(page, '/transactions/user/*/savings');
    await failApiCall(page, '/savings/total/*');
    await member.openSavings();
    await member.alert().getByText('Failed to load your savings transactions', { exact: true }).waitFor();
    await member.alert().getByText('Error fetching total savings', { exact: true }).waitFor();

    await failApiCall(page, '/transactions/user/*/loans');
    await member.openLongTermLoan();
    await member.alert().getByText('Failed to load your loan transactions', { exact: true }).waitFor();

    await failApiCall(page, '/loans/user/*');
    await member.openShortTermLoan();
    await member.alert().getByText('Error fetching outstanding loan details', { exact: true }).waitFor();
    await member.openShortLoanSummary();
    await member.alert().getByText('Error fetching outstanding loan details', { exact: true }).waitFor();
  });

  it("answers another member's transaction as not found, and says when there is no short-term loan", async () => {
    const { context, page } = await signedInPage(scene.browser, scene.server.url, 'baraka@example.com');
    const details = new TransactionDetailsScreen(page);
    await details.open(transactionId);
    await details.alert().getByText('Transaction not found', { exact: true }).waitFor();
    const member = new MemberScreens(page);
    await member.openShortTermLoan();
    await currentPage(page).getByText('You have no short-term loan.', { exact: true }).waitFor();
    await member.openShortLoanSummary();
    await currentPage(page).getByText('You have no short-term loan.', { exact: true }).waitFor();
    await context.close();
  });
});

describe('at 375 px', () => {
  const fits = async (page: Parameters<typeof pageSettled>[0], name: string) => {
    await pageSettled(page);
    expect(await overflowsSideways(page), name).toBe(false);
    await screenshotWhole(page, `${name}-375`);
  };

  asAdmin.onPhone('shows every admin screen without sideways scrolling', async ({ page }) => {
    const list = await visit(page, TransactionsScreen);
    await list.table.rows().first().waitFor();
    await fits(page, 'transactions');
    const pending = await visit(page, PendingTransactionsScreen);
    await pending.table.rows().first().waitFor();
    await fits(page, 'pending-transactions');
    const details = new TransactionDetailsScreen(page);
    await details.open(transactionId);
    await details.items.rows().first().waitFor();
    await fits(page, 'transaction-details');
    await details.reject('Savings').click();
    await details.reason().waitFor();
    await details.confirmReject().click();
    await screenshot(page, 'reject-dialog-375');
    await details.dialog().getByRole('button', { name: 'Cancel' }).click();
    const form = await visit(page, AddTransactionScreen);
    await form.addItem().click();
    await form.submit().click();
    await fits(page, 'add-transaction');
  });

  asWanjiru.onPhone('shows every member screen without sideways scrolling', async ({ page }) => {
    const member = new MemberScreens(page);
    await member.openTransactions();
    await member.transactions.rows().first().waitFor();
    await fits(page, 'member-transactions');
    const form = await visit(page, NewMemberTransactionScreen);
    await form.fillItem(1, 'SAVING', '150');
    await form.addItem().click();
    await fits(page, 'new-member-transaction');
    await member.openSavings();
    await member.savings.rows().first().waitFor();
    await fits(page, 'member-savings');
    await member.openLongTermLoan();
    await member.loanRepayments.waitFor();
    await fits(page, 'member-ltl');
    await member.openShortTermLoan();
    await member.schedule.rows().first().waitFor();
    await fits(page, 'member-stl');
    await member.openShortLoanSummary();
    await member.loanSummary();
    await fits(page, 'mermber-short-loan');
    const details = new TransactionDetailsScreen(page);
    await details.open(transactionId);
    await details.items.rows().first().waitFor();
    await fits(page, 'member-transaction-details');
  });
});
