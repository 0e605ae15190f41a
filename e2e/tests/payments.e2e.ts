import { todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { type MpesaRow, mpesaStatementCsv } from '../../apps/server/src/demo/mpesa-csv.js';
import { PaymentsScreen, ReconciliationScreen } from '../pages/PaymentsScreens.js';
import { visit } from '../pages/Screen.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { type OpenedPage, signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import { PASSWORD } from '../support/server.js';
import { overflowsSideways, pageSettled, signedInPage, transitionsDone } from '../support/session.js';

const today = todayInGroupZone();

let mpesaAccount: number;
const numbers = new Map<string, string>();

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
    const created = await scene.admin.call<{ member_number: string }>('/create-user-account', 'POST', {
      firstname,
      lastname,
      email: `${firstname.toLowerCase()}@example.com`,
      password: PASSWORD,
      phone: `07000001${String(n + 1).padStart(2, '0')}`,
    });
    numbers.set(firstname, created.member_number);
  }
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

describe('Reconciliation', () => {
  it('shows the difference while payments wait, then agrees once they are approved', async () => {
    const opened = await signedInPage(scene.browser, scene.server.url, ADMIN);
    const screen = new ReconciliationScreen(opened.page);
    await screen.open(mpesaAccount);
    await screen.verdict().getByText('The statement and the books differ').waitFor();
    expect(await screen.statementLines().column('Reference')).toEqual(['TKE0000002', 'TKE0000003']);
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
