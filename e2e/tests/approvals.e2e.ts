import { describe, expect, it } from 'vitest';
import { ApprovalsScreen } from '../pages/ApprovalsScreen.js';
import { AddExpenseScreen } from '../pages/ExpensesScreens.js';
import { visit } from '../pages/Screen.js';
import { ApprovalSettingsCard } from '../pages/SettingsScreen.js';
import { Shell } from '../pages/Shell.js';
import { ADMIN_EMAIL, AMINA, person, type SeededScene, startScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { bringCashIn } from '../support/books-api.js';
import { PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { loadFailureTests, useScene, withSignedInPage } from '../support/scene.js';
import { overflowsSideways, pageSettled, transitionsDone } from '../support/session.js';

/**
 * Two officials (Amina makes requests, Grace approves them), the group's default quorum of two,
 * a member, and Equity Bank holding KES 100,000 (docs/decisions/approvals.md).
 */
const GRACE = person('Grace', 'Wambui', 'admin');
const WANJIRU = person('Wanjiru', 'Kamau');
const scene = useScene(
  () => startScene([AMINA, GRACE, WANJIRU]),
  async (s: SeededScene) => {
    await s.admin.call('/create-bank-account', 'POST', { name: 'Equity Bank', amount: 100_000 });
  },
);

interface Pending {
  approval_id: number;
  message: string;
}

describe('money out waits for a second official', () => {
  it('says a large expense was sent for approval instead of claiming it was paid', async () => {
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const form = await visit(page, AddExpenseScreen);
      await expect
        .poll(() => form.offeredAccounts())
        .toEqual(['Cash on hand (KES 0.00)', 'Equity Bank (KES 100,000.00)']);
      await form.record({ account: 'Equity Bank', amount: '6000', type: 'Meeting', comment: 'Tent hire' });
      await form.status().getByText('Sent for approval (1 of 2 approvals)', { exact: true }).waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'approvals-expense-sent-1280');
    });
    const expenses = await scene.admin.call<{ expenses: unknown[] }>('/all-expenses');
    expect(expenses.expenses).toEqual([]);
  });

  it('lets the second official approve it from the queue, which pays it once', async () => {
    await withSignedInPage(scene, GRACE.email, async ({ page }) => {
      await new Shell(page).follow('Approvals', '/approvals');
      const approvals = new ApprovalsScreen(page);
      await approvals.table.row('Tent hire').waitFor();
      const [row] = await approvals.table.cells();
      expect(row?.slice(0, 6)).toEqual([
        'ExpenseExpense: Meeting (Tent hire)',
        '6,000.00',
        'Amina Odhiambo',
        '1 of 2: Amina Odhiambo',
        expect.stringMatching(/^Asked .+; expires .+$/),
        'Pending',
      ]);
      const link = new Shell(page).sidebar().getByRole('link', { name: 'Approvals' });
      await expect.poll(() => link.textContent()).toBe('Approvals1');
      await pageSettled(page);
      await screenshotWhole(page, 'approvals-queue-1280');
      const [request] = (await scene.admin.call<{ approvals: { id: number }[] }>('/approvals?status=pending'))
        .approvals;
      await approvals.approve(request!.id).click();
      await approvals.status().getByText('Approved and carried out: Expense: Meeting (Tent hire).').waitFor();
      await approvals.statusFilter().selectOption('approved');
      await expect.poll(() => approvals.table.column('Status')).toEqual(['Approved']);
      expect(await approvals.table.column('Approvals')).toEqual(['2 of 2: Amina Odhiambo, Grace Wambui']);
      await pageSettled(page);
      await screenshotWhole(page, 'approvals-approved-1280');
    });
    const expenses = await scene.admin.call<{ expenses: unknown[] }>('/all-expenses');
    expect(expenses.expenses).toHaveLength(1);
  });

  it('on a phone, asks why before a rejection and closes the request', async () => {
    const wanjiru = scene.idOf(WANJIRU.email);
    await bringCashIn(scene.admin, scene.idOf(ADMIN_EMAIL), 20_000);
    const sent = await scene.admin.call<Pending>('/addloan', 'POST', {
      user_id: wanjiru,
      loan_amount: 20_000,
      date_issued: new Date().toISOString().slice(0, 10),
    });
    expect(sent.message).toBe('Sent for approval (1 of 2 approvals)');
    await withSignedInPage(
      scene,
      GRACE.email,
      async ({ page }) => {
        const approvals = await visit(page, ApprovalsScreen);
        await approvals.table.row('Long-term loan').waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await pageSettled(page);
        await screenshotWhole(page, 'approvals-queue-375');
        await approvals.reject(sent.approval_id).click();
        await approvals.reason().waitFor();
        await transitionsDone(approvals.dialog());
        await approvals.confirmReject().click();
        await approvals.dialog().getByText('reason is required to reject a request').waitFor();
        await approvals.reason().fill('No guarantor named');
        await screenshotWhole(page, 'approvals-reject-dialog-375');
        await approvals.confirmReject().click();
        await approvals.dialog().waitFor({ state: 'hidden' });
        await approvals
          .status()
          .getByText(/^Rejected: Long-term loan of KES 20,000\.00/)
          .waitFor();
      },
      PHONE,
    );
    const request = await scene.admin.call<{ status: string; approvals: { reason: string | null }[] }>(
      `/approvals/${sent.approval_id}`,
    );
    expect(request).toMatchObject({ status: 'Rejected', approvals: [{}, { reason: 'No guarantor named' }] });
  });

  it('gives the maker no Approve of their own request', async () => {
    const sent = await scene.admin.call<Pending>('/create-expense', 'POST', {
      account_id: (await scene.admin.call<{ accounts: { account_id: number }[] }>('/all-bank-accounts'))
        .accounts[0]!.account_id,
      amount: 7_000,
      comment_type: 'Transport',
    });
    const grace = await ApiClient.signIn(scene.server.url, GRACE.email);
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const approvals = await visit(page, ApprovalsScreen);
      await approvals.table.row('Transport').waitFor();
      expect(await approvals.approve(sent.approval_id).count()).toBe(0);
    });
    await grace.call(`/approvals/${sent.approval_id}/decision`, 'POST', {
      decision: 'Reject',
      reason: 'Too dear',
    });
  });

  it('sends a change of the quorum itself for approval from the Settings screen, on a phone too', async () => {
    for (const viewport of [undefined, PHONE]) {
      await withSignedInPage(
        scene,
        ADMIN_EMAIL,
        async ({ page }) => {
          const card = await visit(page, ApprovalSettingsCard);
          expect(await card.required().inputValue()).toBe('2');
          expect(await card.threshold().inputValue()).toBe('5000');
          if (viewport) {
            expect(await overflowsSideways(page)).toBe(false);
            await card.form().scrollIntoViewIfNeeded();
            await screenshotWhole(page, 'approvals-settings-375');
            return;
          }
          await card.required().selectOption('3');
          await card.save().click();
          await card.outcome().getByText('Sent for approval (1 of 2 approvals)', { exact: true }).waitFor();
          await pageSettled(page);
          await screenshotWhole(page, 'approvals-settings-1280');
        },
        viewport,
      );
    }
    const settings = await scene.admin.call<{ approvals_required: number }>('/settings');
    expect(settings.approvals_required).toBe(2);
  });

  it('shows the server’s refusal when the last approval can no longer be carried out', async () => {
    const equity = (await scene.admin.call<{ accounts: { account_id: number }[] }>('/all-bank-accounts'))
      .accounts[0]!.account_id;
    const big = { account_id: equity, amount: 60_000, comment_type: 'Welfare', comment: 'Burial support' };
    const first = await scene.admin.call<Pending>('/create-expense', 'POST', big);
    const second = await scene.admin.call<Pending>('/create-expense', 'POST', {
      ...big,
      comment: 'Hospital bill',
    });
    const grace = await ApiClient.signIn(scene.server.url, GRACE.email);
    await grace.call(`/approvals/${first.approval_id}/decision`, 'POST', { decision: 'Approve' });
    await withSignedInPage(scene, GRACE.email, async ({ page }) => {
      const approvals = await visit(page, ApprovalsScreen);
      await approvals.table.row('Hospital bill').waitFor();
      await approvals.approve(second.approval_id).click();
      await approvals
        .alert()
        .getByText(/^Insufficient funds in Equity Bank/)
        .waitFor();
      expect(await approvals.table.row('Hospital bill').textContent()).toContain('Pending');
    });
  });
});

loadFailureTests(
  scene,
  [
    {
      name: 'says Failed to load the requests when the queue cannot be loaded',
      failing: ['/approvals'],
      open: (page) => page.goto('/approvals'),
      says: ['Failed to load the requests'],
    },
  ],
  GRACE.email,
);
