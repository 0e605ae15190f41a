import { todayInGroupZone } from '@links/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type MpesaRow, mpesaStatementCsv } from '../../apps/server/src/demo/mpesa-csv.js';
import { PaymentsScreen, ReconciliationScreen } from '../pages/PaymentsScreens.js';
import { visit } from '../pages/Screen.js';
import { AddTransactionScreen, TransactionDetailsScreen } from '../pages/TransactionsScreens.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { DESKTOP, PHONE, screenshot } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { type OpenedPage, signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import { PASSWORD } from '../support/server.js';
import { overflowsSideways, pageSettled, signedInPage, transitionsDone } from '../support/session.js';

const today = todayInGroupZone();

let mpesaAccount: number;
const numbers = new Map<string, string>();
const userIds = new Map<string, number>();
/** The group's welfare fund, and the merry-go-round of Wanjiru and Otieno (KES 500 a month each). */
const WELFARE = 'Welfare fund';
const POT = 'Umoja pot';
let potId: number;

/** This morning's statement from the business portal: two members by number, a stranger's masked phone. */
function morningStatement(): string {
  const line = (
    receipt: string,
    time: string,
    amount: string,
    balance: string,
    party: string,
    account: string,
  ): MpesaRow => ({
    'Receipt No.': receipt,
    'Completion Time': `${today} ${time}`,
    'Initiation Time': `${today} ${time}`,
    Details: `Pay Bill from ${party} Acc. ${account}`,
    'Transaction Status': 'Completed',
    'Paid In': amount,
    Balance: balance,
    'Balance Confirmed': 'true',
    'Reason Type': 'Pay Bill Online',
    'Other Party Info': party,
    'A/C No.': account,
  });
  return mpesaStatementCsv([
    line('TKE0000003', '09:40:00', '700.00', '4,200.00', '2547******103 - ACHIENG X', 'CHAMA'),
    line(
      'TKE0000002',
      '09:05:00',
      '2,000.00',
      '3,500.00',
      '2547******102 - OTIENO ODHIAMBO',
      numbers.get('Otieno')!,
    ),
    line(
      'TKE0000001',
      '08:15:00',
      '1,500.00',
      '1,500.00',
      '2547******101 - WANJIRU KAMAU',
      numbers.get('Wanjiru')!,
    ),
  ]);
}

const scene = useScene(startAdminScene, async () => {
  // The answer names the bank by its money account id (docs/decisions/money-accounts.md).
  mpesaAccount = (await scene.admin.createBankAccount('M-Pesa Paybill', 0)).account_id;
  await scene.admin.call('/settings', 'PATCH', { mpesa_shortcode: '600123', mpesa_account_id: mpesaAccount });
  const members = [
    ['Wanjiru', 'Kamau'],
    ['Otieno', 'Odhiambo'],
    ['Achieng', 'Atieno'],
  ] as const;
  for (const [n, [firstname, lastname]] of members.entries()) {
    const created = await scene.admin.call<{ member_number: string; user_id: number }>(
      '/create-user-account',
      'POST',
      {
        firstname,
        lastname,
        email: `${firstname.toLowerCase()}@example.com`,
        password: PASSWORD,
        phone: `07000001${String(n + 1).padStart(2, '0')}`,
      },
    );
    numbers.set(firstname, created.member_number);
    userIds.set(firstname, created.user_id);
  }
  await scene.admin.call('/contribution-kinds', 'POST', { name: WELFARE, kind: 'fund' });
  const pot = await scene.admin.call<{ rotation_id: number }>('/rotations', 'POST', {
    name: POT,
    amount_per_member: 500,
    every: 'month',
    start_date: today,
    order: [userIds.get('Wanjiru'), userIds.get('Otieno')],
  });
  potId = pot.rotation_id;
});

/** A test on the payments screen, opened by the admin. */
const onPayments = (
  name: string,
  body: (opened: OpenedPage & { payments: PaymentsScreen }) => Promise<void>,
  viewport?: typeof PHONE,
) =>
  signedInTest(scene, ADMIN)(
    name,
    async (opened) => body({ ...opened, payments: await visit(opened.page, PaymentsScreen) }),
    viewport,
  );

/** The M-Pesa account's reconciliation on a phone: its verdict, and the lines fitting the screen. */
const reconciliationOnPhone = (verdict: string, shot: string) =>
  withSignedInPage(
    scene,
    ADMIN,
    async ({ page }) => {
      const screen = new ReconciliationScreen(page);
      await screen.open(mpesaAccount);
      await screen.verdict().getByText(verdict).waitFor();
      await pageSettled(page);
      expect(await overflowsSideways(page)).toBe(false);
      await screenshotWhole(page, shot);
    },
    PHONE,
  );

describe('Payments', () => {
  onPayments(
    'checks the upload and shows the server’s refusal of a file that is not a statement',
    async ({ payments }) => {
      await payments.importButton().click();
      expect(await payments.fileError()).toBe('Statement file is required');
      await payments.upload('members.csv', 'name,amount\nWanjiru,100\n');
      await payments
        .importAlert()
        .getByText('This file is not an M-Pesa statement: no line has the column "Receipt No.".', {
          exact: true,
        })
        .waitFor();
    },
  );

  onPayments(
    'uploads a statement and shows the matched and unmatched payments',
    async ({ page, payments }) => {
      await payments.upload('statement.csv', morningStatement());
      await payments
        .importStatus()
        .getByText(
          'Statement imported: 3 new payments (2 matched, 1 unmatched), 0 already recorded, 0 other lines.',
        )
        .waitFor();
      await expect.poll(payments.statuses).toEqual(['Unmatched', 'Pending approval', 'Pending approval']);
      expect(await payments.table.column('Receipt')).toEqual(['TKE0000003', 'TKE0000002', 'TKE0000001']);
      expect(await payments.table.column('Member')).toEqual([
        'Maybe Achieng Atieno',
        `Otieno Odhiambo ${numbers.get('Otieno')}`,
        `Wanjiru Kamau ${numbers.get('Wanjiru')}`,
      ]);
      await pageSettled(page);
      await screenshotWhole(page, 'payments-1280');
      await payments.filter('Status').selectOption({ label: 'Unmatched' });
      await expect.poll(() => payments.table.column('Receipt')).toEqual(['TKE0000003']);
      expect(page.url()).toContain('status=unmatched');
    },
  );

  onPayments('assigns the unmatched payment to the suggested member', async ({ page, payments }) => {
    const dialog = await payments.act('TKE0000003', 'Assign', 'Assign payment');
    // The member picker starts on the first suggestion, and offers the suggestions first.
    const member = dialog.getByLabel('Member', { exact: true });
    expect(await member.inputValue()).toBe('Achieng Atieno');
    await member.click();
    expect(await dialog.getByRole('option').first().textContent()).toBe(
      `Achieng Atieno${numbers.get('Achieng')} (suggested)`,
    );
    await dialog.getByRole('option').first().click();
    await transitionsDone(dialog);
    await screenshotWhole(page, 'payments-assign-1280');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await payments.outcome().getByText('Payment assigned: it waits for approval.').waitFor();
    await expect
      .poll(payments.statuses)
      .toEqual(['Pending approval', 'Pending approval', 'Pending approval']);
  });

  // The split's refusals are PaymentDecisionDialogs.test.tsx's.
  onPayments('approves a payment with the split it proposes', async ({ page, payments }) => {
    const dialog = await payments.act('TKE0000001', 'Approve', 'Approve payment');
    expect(await dialog.getByLabel('Savings', { exact: true }).inputValue()).toBe('1500');
    await transitionsDone(dialog);
    await screenshotWhole(page, 'payments-approve-1280');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await payments.outcome().getByText('Payment approved.').waitFor();
    await expect.poll(payments.statuses).toEqual(['Pending approval', 'Pending approval', 'Approved']);
  });

  onPayments(
    'shows the payments on a phone without sideways scrolling',
    async ({ page, payments }) => {
      await payments.table.waitFor();
      await pageSettled(page);
      expect(await overflowsSideways(page)).toBe(false);
      await screenshotWhole(page, 'payments-375');
    },
    PHONE,
  );
});

/** The approve dialog from its title, then scrolled down to its Approve: it is taller than the window. */
async function splitPictures(page: Page, approve: Locator, size: string) {
  await page.getByRole('heading', { name: 'Approve payment' }).scrollIntoViewIfNeeded();
  await screenshot(page, `payments-approve-split-${size}`);
  await approve.scrollIntoViewIfNeeded();
  await screenshot(page, `payments-approve-split-${size}-end`);
}

/**
 * docs/decisions/payments.md, "A matched payment's transaction": a payment is split into any item a hand
 * entry takes. The fund and the merry-go-round are offered on the hand entry and in the split; fines the
 * member does not owe are refused (docs/decisions/lending.md, "Paying fines").
 */
describe('Kinds and merry-go-rounds', () => {
  signedInTest(scene, ADMIN)(
    'records a hand entry into a merry-go-round after the server refuses fines that are not owed',
    async ({ page }) => {
      const form = await visit(page, AddTransactionScreen);
      await form.user().selectOption({ label: 'Wanjiru Kamau' });
      await form.type(1).selectOption({ label: 'FINE: Fines' });
      await form.amount(1).fill('100');
      await form.submit().click();
      await form.alertSays('This member owes no fines.');
      expect(await form.alert().count()).toBe(1);
      // Her merry-go-round is offered once its schedule says she is in it.
      await form.type(1).selectOption({ label: POT });
      await form.amount(1).fill('500');
      await form.submit().click();
      await page.waitForURL(/\/transactions\/\d+$/);
      const details = new TransactionDetailsScreen(page);
      await details.items.waitFor();
      await expect
        .poll(() => details.items.cells())
        .toEqual([
          [`${POT} (ROTATION)`, '500.00', '—', 'Pending Approval', `Approve ${POT} itemReject ${POT} item`],
        ]);
    },
  );

  onPayments(
    'approves a payment split into savings, the fund and the merry-go-round',
    async ({ page, payments }) => {
      const dialog = await payments.act('TKE0000002', 'Approve', 'Approve payment');
      const amount = (label: string) => dialog.getByLabel(label, { exact: true });
      expect(await amount('Savings').inputValue()).toBe('2000');
      // Otieno's merry-go-round joins the split once its schedule is read, with what he owes it.
      await dialog.getByText('Owes KES 500.00 now', { exact: true }).waitFor();
      await amount('Savings').fill('1000');
      await amount(WELFARE).fill('500');
      await amount(POT).fill('500');
      await dialog.getByText('Owes no fines', { exact: true }).waitFor();
      await dialog.getByText('Total KES 2,000.00 of KES 2,000.00', { exact: true }).waitFor();
      const approve = dialog.getByRole('button', { name: 'Approve', exact: true });
      await transitionsDone(dialog);
      await splitPictures(page, approve, '1280');
      // On a phone the split scrolls within the dialog, nothing sideways.
      await page.setViewportSize(PHONE);
      expect(await overflowsSideways(page)).toBe(false);
      await splitPictures(page, approve, '375');
      await page.setViewportSize(DESKTOP);
      await approve.click();
      await payments.outcome().getByText('Payment approved.').waitFor();
      await expect.poll(payments.statuses).toEqual(['Pending approval', 'Approved', 'Approved']);

      const otieno = userIds.get('Otieno');
      const { contributions } = await scene.admin.call<{ contributions: { name: string; total: number }[] }>(
        `/users/${otieno}/contributions`,
      );
      expect(contributions.find((kind) => kind.name === WELFARE)?.total).toBe(500);
      const schedule = await scene.admin.call<{ members: { user_id: number; owes: number }[] }>(
        `/rotations/${potId}`,
      );
      expect(schedule.members.find((member) => member.user_id === otieno)?.owes).toBe(0);
    },
  );
});

describe('Reconciliation', () => {
  it('shows the difference while payments wait, then agrees once they are approved', async () => {
    const opened = await signedInPage(scene.browser, scene.server.url, ADMIN);
    const screen = new ReconciliationScreen(opened.page);
    await screen.open(mpesaAccount);
    await screen.verdict().getByText('The statement and the books differ').waitFor();
    // Otieno's split payment (above) is in the books already: Achieng's still waits.
    expect(await screen.statementLines().column('Reference')).toEqual(['TKE0000003']);
    await pageSettled(opened.page);
    await screenshotWhole(opened.page, 'reconciliation-differs-1280');
    // On a phone, the lines without a partner fit the screen too.
    await reconciliationOnPhone('The statement and the books differ', 'reconciliation-differs-375');
    const pending = await scene.admin.call<{ payments: { id: number }[] }>('/payments?status=pending');
    for (const payment of pending.payments)
      await scene.admin.call(`/payments/${payment.id}/approve`, 'POST', {});
    await screen.open(mpesaAccount);
    await screen.verdict().getByText('The statement and the books agree').waitFor();
    expect(await screen.summary().textContent()).toContain('KES 4,200.00');
    await screen
      .statementLines()
      .root()
      .getByText('Every statement line has its partner in the books.')
      .waitFor();
    await pageSettled(opened.page);
    await screenshotWhole(opened.page, 'reconciliation-1280');
    expect(opened.problems).toEqual([]);
    await opened.context.close();

    await reconciliationOnPhone('The statement and the books agree', 'reconciliation-375');
  });
});
