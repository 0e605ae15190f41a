import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { AuditScreen, historyTable } from '../pages/AuditScreens.js';
import { currentPage } from '../pages/DataTable.js';
import { Shell } from '../pages/Shell.js';
import { TransactionDetailsScreen } from '../pages/TransactionsScreens.js';
import { startAdminScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { bringCashIn } from '../support/books-api.js';
import { PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene } from '../support/scene.js';
import { PASSWORD } from '../support/server.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

const MEMBER = 'baraka@example.com';
let transactionId: number;
/** The saving that brought the loan's money into Cash on hand (docs/decisions/money-accounts.md). */
let cashInId: number;
let loanId: number;
let memberId: number;

const scene = useScene(
  startAdminScene,
  async () => {
    const { admin } = scene;
    const created = await admin.call<{ user_id: number; invitation_code: string }>(
      '/create-user-account',
      'POST',
      { firstname: 'Baraka', lastname: 'Mwangi', email: MEMBER, role: 'member', initial_savings: 2000 },
    );
    memberId = created.user_id;
    // The member sets their own password from the invitation (docs/decisions/passwords.md, "Invitations").
    await ApiClient.acceptInvitation(admin.baseUrl, created.invitation_code, PASSWORD);
    cashInId = await bringCashIn(admin, memberId, 6000);
    loanId = (
      await admin.call<{ loan_id: number }>('/addshorttermloan', 'POST', {
        user_id: memberId,
        principal: 6000,
        date_issued: '2026-01-10',
      })
    ).loan_id;
    const member = await ApiClient.signIn(scene.server.url, MEMBER);
    transactionId = (
      await member.call<{ transaction_id: number }>('/create-transaction', 'POST', {
        user_id: memberId,
        total_payed: 1500,
        transaction_items: [
          { transaction_type: 'SAVING', transaction_amount: 1000, extra: 'QK7X2' },
          { transaction_type: 'STL', transaction_amount: 500 },
        ],
      })
    ).transaction_id;
    await admin.call(`/transactions/savings/${transactionId}/status`, 'PATCH', { status: 'Approved' });
    await admin.call('/settings', 'PATCH', { long_term_months: 36 });
  },
  120_000,
);
const asMember = signedInTest(scene, MEMBER);
const asAdmin = signedInTest(scene);

describe('the audit trail screen', () => {
  asAdmin(
    'lists every change with who, when, from where and what changed, and filters by record and action',
    async ({ page }) => {
      await new Shell(page).follow('Audit', '/audit');
      const audit = new AuditScreen(page);
      await audit.table.waitFor();
      const actions = await audit.table.column('Action');
      expect(actions).toEqual(expect.arrayContaining(['Changed', 'Approved', 'Created', 'Signed in']));
      await audit.filter('Record').selectOption('transaction');
      await page.waitForURL(/entity=transaction/);
      await expect
        .poll(() => audit.table.column('Record'))
        .toEqual([
          `Transaction #${transactionId}Baraka Mwangi`,
          `Transaction #${transactionId}Baraka Mwangi`,
          `Transaction #${cashInId}Baraka Mwangi`,
          `Transaction #${cashInId}Baraka Mwangi`,
        ]);
      await audit.filter('Action').selectOption('approve');
      await expect.poll(() => audit.table.column('Action')).toEqual(['Approved', 'Approved']);
      const changes = (await audit.table.column('Changes'))[0];
      expect(changes).toContain('Pending → ');
      expect(changes).toContain('Approved');
      await audit.filter('Action').selectOption('');
      await audit.filter('Record').selectOption('settings');
      await expect.poll(() => audit.table.column('Changes')).toEqual(['long term months: 24 → 36']);
      await pageSettled(page);
      await screenshotWhole(page, 'audit-1280');
    },
  );

  asAdmin(
    "shows the server's message for a filter it refuses, and fits a phone",
    async ({ page }) => {
      const audit = new AuditScreen(page);
      await audit.open('?entity_id=0');
      await expect.poll(() => audit.alert().textContent()).toBe('entity_id must be a positive whole number');
      await audit.open('?from=2026-03-10&to=2026-03-01');
      await expect.poll(() => audit.alert().textContent()).toBe('from must not be after to');
      await audit.open();
      await audit.table.waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await pageSettled(page);
      await screenshotWhole(page, 'audit-375');
    },
    PHONE,
  );
});

describe('History panels', () => {
  asAdmin("a transaction's detail shows its creation and each decision", async ({ page }) => {
    await page.goto(`/transactions/${transactionId}`);
    const history = historyTable(page);
    await history.waitFor();
    expect(await history.column('Action')).toEqual(['Approved', 'Created']);
    expect((await history.column('Who'))[0]).toBe('Amina Odhiamboadmin');
    const detail = new TransactionDetailsScreen(page);
    await detail.reject('Short-term loan').click();
    await detail.reason().fill('Not on the M-Pesa statement');
    await detail.confirmReject().click();
    await expect.poll(() => history.column('Action')).toEqual(['Rejected', 'Approved', 'Created']);
    await pageSettled(page);
    await screenshotWhole(page, 'history-transaction-1280');
  });

  asMember.onPhone(
    'a member sees the history of their own transaction and loan, on a phone',
    async ({ page }) => {
      await page.goto(`/transactions/${transactionId}`);
      const history = historyTable(page);
      await history.waitFor();
      await expect.poll(() => history.column('Action')).toEqual(['Rejected', 'Approved', 'Created']);
      expect(await overflowsSideways(page)).toBe(false);
      await pageSettled(page);
      await screenshotWhole(page, 'history-transaction-375');
      await page.goto(`/loans/${loanId}`);
      await expect.poll(() => historyTable(page).column('Action')).toEqual(['Created']);
    },
  );

  asAdmin("a loan's detail and the member profile card show their history to an admin", async ({ page }) => {
    await page.goto(`/loans/${loanId}`);
    await expect.poll(() => historyTable(page).column('Record')).toEqual([`Loan #${loanId}Baraka Mwangi`]);
    await pageSettled(page);
    await screenshotWhole(page, 'history-loan-1280');
    await page.goto('/accounts');
    await currentPage(page).getByRole('button', { name: 'View' }).first().click();
    const dialog = page.getByRole('dialog');
    const history = dialog.getByRole('list', { name: 'History' });
    await history.waitFor();
    const entries = await history.getByRole('listitem').allTextContents();
    expect(entries).toHaveLength(5);
    expect(entries[0]).toMatch(/^Signed in · Sign-in #\d+/);
    expect(await dialog.getByRole('navigation', { name: 'History pages' }).textContent()).toMatch(
      /Page 1 of [2-9]/,
    );
    await screenshotWhole(page, 'history-member-1280');
  });
});

async function downloadLatest(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    currentPage(page).getByRole('button', { name: 'Download latest backup' }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

describe('backups on the Settings screen', () => {
  asAdmin('shows the latest backup (taken at start), takes one now and downloads it', async ({ page }) => {
    await page.goto('/settings');
    const latest = currentPage(page).getByTestId('latest-backup');
    await expect
      .poll(() => latest.textContent())
      .toMatch(/^Latest backup: links-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz/);
    await currentPage(page).getByRole('button', { name: 'Back up now' }).click();
    await currentPage(page).getByText('Backup taken.').waitFor();
    await expect.poll(() => latest.textContent()).toMatch(/2 kept$/);
    const file = await downloadLatest(page);
    expect(file.name).toMatch(/^links-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz$/);
    const tar = gunzipSync(file.bytes);
    expect(tar.subarray(0, 13).toString()).toBe('manifest.json');
    await pageSettled(page);
    await screenshotWhole(page, 'settings-backups-1280');
  });

  asAdmin(
    'fits a phone',
    async ({ page }) => {
      await page.goto('/settings');
      await currentPage(page).getByRole('button', { name: 'Download latest backup' }).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await pageSettled(page);
      await screenshotWhole(page, 'settings-backups-375');
    },
    PHONE,
  );
});
