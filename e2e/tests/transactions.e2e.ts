import { addMonthsClamped, formatDate, formatDayNumeric, formatMoney } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { cellsOf } from '../pages/DataTable.js';
import { MemberScreens } from '../pages/MemberScreens.js';
import { visit } from '../pages/Screen.js';
import {
  NewMemberTransactionScreen,
  PendingTransactionsScreen,
  TransactionDetailsScreen,
  TransactionsScreen,
} from '../pages/TransactionsScreens.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { repayLoan } from '../support/loans-api.js';
import { signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import { loanTotals, type SeededMember, seedBorrowers, submitTransaction } from '../support/seed.js';
import { pageSettled } from '../support/session.js';

/**
 * docs/spec/screens.md; docs/spec/states.md, "Approval"; docs/spec/errors.md, "Approval" and
 * docs/decisions/transactions.md, "Rejecting", end to end: a member submits a payment, an admin approves or
 * rejects it, and both see the outcome and the new balances.
 */
const cents = (kes: number) => Math.round(kes * 100);
const kes = (amount: number) => formatMoney(cents(amount));

let wanjiru: SeededMember;
let baraka: SeededMember;
let today: string;
/** The day both of Wanjiru's loans were issued: a month ago. */
let issued: string;
/** What Wanjiru owed before her first payment, in KES. */
let owedBefore: { long_term: number; short_term: number };
/** The transaction Wanjiru submits through the form. */
let firstId: number;

const scene = useScene(startAdminScene, async () => {
  ({ wanjiru, baraka, issued } = await seedBorrowers(scene.admin, 1000, {
    longTerm: 100_000,
    shortTerm: 10_000,
  }));
  owedBefore = await loanTotals(scene.admin, wanjiru.userId);
  today = formatDate(new Date());
});
const asAdmin = signedInTest(scene, ADMIN);
const asWanjiru = signedInTest(scene, () => wanjiru.email);

/** Wanjiru's own payment of savings, submitted through the API. */
const wanjiruPays = async (amount: number) =>
  submitTransaction(await ApiClient.signIn(scene.server.url, wanjiru.email), wanjiru.userId, [
    { type: 'SAVING', amount },
  ]);
describe('a member submits a payment and an admin approves it', () => {
  asWanjiru('lets a member submit a three-item transaction, which shows Pending', async ({ page }) => {
    const member = new MemberScreens(page);
    await member.openTransactions();
    await member.transactions.empty().waitFor();
    await member.newTransaction().click();
    await page.waitForURL('**/new-member-transaction');

    const form = new NewMemberTransactionScreen(page);
    await form.fillItem(1, 'SAVING', '1500.50');
    await form.fillItem(2, 'LTL', '2000');
    await form.fillItem(3, 'STL', '500.25');
    await form.reference(1).fill('QX12ABC');
    expect(await form.total().inputValue()).toBe('4000.75');
    expect(await form.total().getAttribute('readonly')).not.toBeNull();
    await pageSettled(page);
    await screenshotWhole(page, 'new-member-transaction-1280');

    await form.submit().click();
    await page.waitForURL('**/member-transactions');
    await member.status().getByText('Transaction submitted successfully', { exact: true }).waitFor();
    // The list shown before the submission is refetched: wait for the new row.
    await member.transactions.row('TRN-').waitFor();
    expect(await member.transactions.headers()).toEqual(
      cellsOf('Date | Transaction ID | Total Amount | Items Count | Status | Actions'),
    );
    const [row] = await member.transactions.cells();
    firstId = Number(row?.[1]?.replace('TRN-', ''));
    expect(row).toEqual([
      formatDayNumeric(new Date()),
      `TRN-${firstId}`,
      '4,000.75',
      '3',
      'Pending',
      `View Details of TRN-${firstId}`,
    ]);
    await pageSettled(page);
    await screenshotWhole(page, 'member-transactions-1280');
  });

  asAdmin('shows it to the admin in /pending-transactions and /transactions', async ({ page }) => {
    const pending = await visit(page, PendingTransactionsScreen);
    await pending.table.rows().first().waitFor();
    expect(await pending.table.cells()).toEqual([
      [formatDayNumeric(new Date()), '4,000.75', 'Pending Approval', `View TRN-${firstId} of Wanjiru Kamau`],
    ]);
    await pageSettled(page);
    await screenshotWhole(page, 'pending-transactions-1280');

    const list = await visit(page, TransactionsScreen);
    await list.table.rows().first().waitFor();
    expect(await list.table.headers()).toEqual(
      cellsOf('Date | Transaction ID | Username | Total Amount | Items Count | Status | Actions'),
    );
    expect(await list.table.cells()).toEqual([
      [
        formatDayNumeric(new Date()),
        `TRN-${firstId}`,
        'Wanjiru Kamau',
        '4,000.75',
        '3',
        'Pending',
        `View Details of TRN-${firstId}`,
      ],
    ]);
    expect(await list.table.pageLabel().textContent()).toBe('Page 1 of 1');
    await list.pendingApproval().click();
    await page.waitForURL('**/pending-transactions');
    await pending.view(firstId).click();
    await page.waitForURL(`**/transactions/${firstId}`);
  });

  asAdmin(
    'lets the admin approve all three kinds at once; the buttons then stay disabled',
    async ({ page }) => {
      const details = new TransactionDetailsScreen(page);
      await details.open(firstId);
      await details.items.rows().first().waitFor();
      expect(await details.summary()).toEqual({
        'Transaction ID': `TRN-${firstId}`,
        Member: 'Wanjiru Kamau',
        Date: today,
        Total: 'KES 4,000.75',
        Status: 'Pending',
        Submitted: today,
        Comment: 'No comment',
      });
      expect(await details.items.column('Type')).toEqual([
        'Savings (SAVING)',
        'Long-term loan (LTL)',
        'Short-term loan (STL)',
      ]);
      expect(await details.items.column('Amount')).toEqual(['1,500.50', '2,000.00', '500.25']);
      expect(await details.items.column('Reference')).toEqual(['QX12ABC', '—', '—']);
      expect(await details.items.column('Status')).toEqual([
        'Pending Approval',
        'Pending Approval',
        'Pending Approval',
      ]);
      await pageSettled(page);
      await screenshotWhole(page, 'transaction-details-1280');

      await details.approveAll().click();
      await details
        .status()
        .getByText(
          '1 savings item approved. 1 long-term loan item approved. 1 short-term loan item approved.',
          { exact: true },
        )
        .waitFor();
      await expect.poll(async () => (await details.summary()).Status).toBe('Approved');
      expect(await details.items.column('Status')).toEqual(['Approved', 'Approved', 'Approved']);
      expect(await details.approveAll().isDisabled()).toBe(true);
      expect(await details.approve('Savings').isDisabled()).toBe(true);
      expect(await details.reject('Short-term loan').isDisabled()).toBe(true);
      await screenshotWhole(page, 'transaction-approved-1280');

      const pending = await visit(page, PendingTransactionsScreen);
      await pending.table.empty().waitFor();
    },
  );

  asWanjiru('shows the member the approval and the new balances', async ({ page }) => {
    const member = new MemberScreens(page);
    await member.openTransactions();
    await member.transactions.rows().first().waitFor();
    expect(await member.transactions.column('Status')).toEqual(['Approved']);

    await member.openSavings();
    await expect.poll(() => member.savingsTotal().textContent()).toBe('KES 2,500.50');
    await member.savings.rows().first().waitFor();
    expect(await member.savings.cells()).toEqual([
      [formatDayNumeric(new Date()), `TRN-${firstId}`, '1,500.50', 'Approved'],
    ]);
    await pageSettled(page);
    await screenshotWhole(page, 'member-savings-1280');

    await member.openLongTermLoan();
    const longTermDue = kes((cents(owedBefore.long_term) - 2000_00) / 100);
    await expect.poll(() => member.longTermDue().textContent()).toBe(`KES ${longTermDue}`);
    await member.loanRepayments.rows().first().waitFor();
    expect(await member.loanRepayments.cells()).toEqual([
      [formatDayNumeric(new Date()), `TRN-${firstId}`, '2,000.00', 'Approved'],
    ]);
    await pageSettled(page);
    await screenshotWhole(page, 'member-ltl-1280');

    await member.openShortTermLoan();
    const summary = await member.loanSummary();
    expect(owedBefore.short_term).toBe(11_800);
    expect(summary).toMatchObject({
      'Amount Due': 'KES 11,299.75',
      // Interest first (docs/decisions/loans.md, "Repayments"): the whole 500.25 went to the first
      // installment's interest.
      Principal: 'KES 10,000.00',
      Interest: 'KES 1,299.75',
      Borrowed: 'KES 10,000.00',
      Installment: 'KES 3,933.33',
      'Interest Rate': '18%',
      'Term (Months)': '3',
      Status: 'uncleared',
      'Issued Date': formatDate(issued),
      'Due Date': formatDate(addMonthsClamped(issued, 3)),
    });
    await member.schedule.rows().first().waitFor();
    expect(await member.schedule.rows().count()).toBe(3);
    expect(await member.repayments.column('Amount Paid')).toEqual(['500.25']);
    await pageSettled(page);
    await screenshotWhole(page, 'member-stl-1280');

    await member.openShortLoanSummary();
    expect(await member.loanSummary()).toEqual(summary);
    expect(await member.schedule.root().count()).toBe(0);
    await pageSettled(page);
    await screenshotWhole(page, 'mermber-short-loan-1280');
  });
});

describe('rejections and failed approvals', () => {
  it('asks for a reason to reject, and shows the reason to the admin and the member', async () => {
    const id = await wanjiruPays(300);
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const details = new TransactionDetailsScreen(page);
      await details.open(id);
      await details.reject('Savings').click();
      await details.reason().waitFor();
      await details.confirmReject().click();
      expect(await details.reasonError()).toBe('A reason is required to reject');
      await details.reason().fill('M-Pesa code not found');
      await screenshot(page, 'reject-dialog-1280');
      await details.confirmReject().click();
      await details.status().getByText('1 savings item rejected.', { exact: true }).waitFor();
      await details.dialog().waitFor({ state: 'detached' });
      await expect.poll(async () => (await details.summary()).Status).toBe('Partially Rejected');
      expect(await details.items.column('Status')).toEqual(['RejectedReason: M-Pesa code not found']);
      expect(await details.approveAll().isDisabled()).toBe(true);
      await screenshotWhole(page, 'transaction-rejected-1280');
    });

    await withSignedInPage(scene, wanjiru.email, async ({ page }) => {
      const member = new MemberScreens(page);
      await member.openSavings();
      await member.savings.row(`TRN-${id}`).waitFor();
      expect(await member.savings.row(`TRN-${id}`).getByTestId('reject-reason').textContent()).toBe(
        'Reason: M-Pesa code not found',
      );
      await expect.poll(() => member.savingsTotal().textContent()).toBe('KES 2,500.50');

      const readOnly = new TransactionDetailsScreen(page);
      await readOnly.open(id);
      await readOnly.items.rows().first().waitFor();
      expect(await readOnly.items.headers()).toEqual(['Type', 'Amount', 'Reference', 'Status']);
      expect(await readOnly.approveAll().count()).toBe(0);
      expect(await readOnly.items.column('Status')).toEqual(['RejectedReason: M-Pesa code not found']);
      await pageSettled(page);
      await screenshotWhole(page, 'member-transaction-details-1280');
    });
  });

  it('joins the failures of an approval and applies the kinds that went through', async () => {
    // Entry refuses a repayment above the amount due, so each item is what its loan owes when
    // entered; a repayment of 1.00 on each loan approved first takes each 1.00 above it.
    const due = await loanTotals(scene.admin, wanjiru.userId);
    const id = await submitTransaction(
      await ApiClient.signIn(scene.server.url, wanjiru.email),
      wanjiru.userId,
      [
        { type: 'SAVING', amount: 100 },
        { type: 'LTL', amount: due.long_term },
        { type: 'STL', amount: due.short_term },
      ],
    );
    await repayLoan(scene.admin, wanjiru.userId, 'long_term', 1);
    await repayLoan(scene.admin, wanjiru.userId, 'short_term', 1);
    const owed = await loanTotals(scene.admin, wanjiru.userId);
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const details = new TransactionDetailsScreen(page);
      await details.open(id);
      await details.items.rows().first().waitFor();
      await details.approve('Short-term loan').click();
      await details
        .alert()
        .getByText(
          [
            `Failed to approve long-term loan: Payment of KES ${kes(due.long_term)} exceeds the amount due KES ${kes(owed.long_term)}.`,
            `Failed to approve short-term loan: Payment of KES ${kes(due.short_term)} exceeds the amount due KES ${kes(owed.short_term)}.`,
          ].join(' | '),
          { exact: true },
        )
        .waitFor();
      await details.status().getByText('1 savings item approved.', { exact: true }).waitFor();
      await expect.poll(async () => (await details.summary()).Status).toBe('Partially Approved');
      expect(await details.items.column('Status')).toEqual([
        'Approved',
        'Pending Approval',
        'Pending Approval',
      ]);
      expect(await details.approveAll().isEnabled()).toBe(true);
      expect(await details.approve('Savings').isDisabled()).toBe(true);
      await screenshotWhole(page, 'approval-failure-1280');
      expect(await loanTotals(scene.admin, wanjiru.userId)).toEqual(owed);
    });
  });

  it('says Unexpected error while approving when the server cannot be reached', async () => {
    const id = await wanjiruPays(5);
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const details = new TransactionDetailsScreen(page);
      await details.open(id);
      await details.items.rows().first().waitFor();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/links/transactions/*/*/status', async (route) => {
        await held;
        await route.abort('connectionrefused');
      });
      await details.approveAll().click();
      // docs/spec/states.md, "Approval": the buttons are disabled while the approval is in progress.
      await expect.poll(() => details.approveAll().textContent()).toBe('Approving…');
      expect(await details.approveAll().isDisabled()).toBe(true);
      expect(await details.approve('Savings').isDisabled()).toBe(true);
      release();
      await details
        .alert()
        .getByText(
          'Unexpected error while approving: The server could not be reached. Check your connection and try again.',
          { exact: true },
        )
        .waitFor();
      expect(await details.approveAll().isEnabled()).toBe(true);
      expect(await details.items.column('Status')).toEqual(['Pending Approval']);
    });
  });
});

describe('server paging', () => {
  it('pages more than ten transactions by ten, with Previous and Next disabled at the ends', async () => {
    const memberApi = await ApiClient.signIn(scene.server.url, baraka.email);
    for (let i = 1; i <= 11; i++) {
      await submitTransaction(memberApi, baraka.userId, [{ type: 'SAVING', amount: i }]);
    }
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const list = await visit(page, TransactionsScreen);
      await list.table.rows().first().waitFor();
      const total = (await scene.admin.call<{ pagination: { total: number } }>('/transactions')).pagination
        .total;
      expect(total).toBeGreaterThan(10);
      expect(total).toBeLessThanOrEqual(20);
      expect(await list.table.pageLabel().textContent()).toBe('Page 1 of 2');
      expect(await list.table.previous().isDisabled()).toBe(true);
      expect(await list.table.next().isEnabled()).toBe(true);
      expect(await list.table.rows().count()).toBe(10);
      // Newest first: Baraka's eleventh payment leads.
      expect((await list.table.cells())[0]?.slice(2, 4)).toEqual(['Baraka Otieno', '11.00']);
      await pageSettled(page);
      await screenshotWhole(page, 'transactions-1280');

      await list.table.nextPage(2, 2);
      await expect.poll(() => list.table.rows().count()).toBe(total - 10);
      expect(await list.table.next().isDisabled()).toBe(true);
      expect(await list.table.previous().isEnabled()).toBe(true);
      expect(await list.table.column('Transaction ID')).toContain(`TRN-${firstId}`);
      await list.table.previous().click();
      await list.table.onPage(1, 2);

      const pending = await visit(page, PendingTransactionsScreen);
      await pending.table.rows().first().waitFor();
      expect(await pending.table.pageLabel().textContent()).toBe('Page 1 of 2');
      await pending.table.nextPage(2, 2);
      expect(await pending.table.next().isDisabled()).toBe(true);
    });
  });
});
