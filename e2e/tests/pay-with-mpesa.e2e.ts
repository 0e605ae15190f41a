import { addMonthsClamped, formatKES, todayInGroupZone } from '@links/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentPage } from '../pages/DataTable.js';
import { AMINA, startServerScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { DESKTOP, PHONE, screenshot } from '../support/browser.js';
import {
  DARAJA_CREDENTIALS,
  type Daraja,
  type PublicAddress,
  startDaraja,
  startPublicAddress,
} from '../support/daraja.js';
import { useScene, withSignedInPage } from '../support/scene.js';
import { directUrl, PASSWORD } from '../support/server.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/daraja.md, "Pay with M-Pesa", "What is due", "The callback": Wanjiru, who owes on a
 * long-term loan and this month's savings, presses "Pay with M-Pesa" on her home screen on a 375 px
 * phone, sees what is due and the amount it comes to, and sends it to her phone. Safaricom's side is
 * the Daraja look-alike the API tests use (docs/testing.md, "Outside services"), which calls the
 * server back at its PUBLIC_URL: the dialog waits for her PIN, then shows the receipt, and the
 * payment waits for the treasurer. She cancels the next one on her phone and sees Safaricom's reason
 * and Try again; at 1280 px the loan screens offer the same. The amount's rules, the bodies sent and
 * the server's refusals are PayWithMpesaDialog.test.tsx's (docs/testing.md, "Component tests and
 * browser tests").
 */

const WANJIRU = 'wanjiru@example.com';
const PHONE_SHOWN = '+254 712 000 111';
const WAITING = 'Check your phone and enter your M-Pesa PIN';
const PAID = /^Paid\. Receipt SIM[0-9A-F]{8}\. The treasurer will approve it\.$/;
const CANCELLED = 'Request cancelled by user';

interface Due {
  amount: number;
  parts: { label: string; amount: number }[];
}

let daraja: Daraja;
let publicAddress: PublicAddress;
let due: Due;

const scene = useScene(
  async () => {
    daraja = await startDaraja();
    publicAddress = await startPublicAddress();
    const started = await startServerScene({
      seed: [AMINA],
      env: {
        LINKS_SECRET_KEY: 'e2e-links-secret-key-for-pay-with-mpesa-0001',
        DARAJA_BASE_URL: daraja.url,
        DARAJA_TIMEOUT_MS: '5000',
        PUBLIC_URL: publicAddress.url,
      },
    });
    publicAddress.forwardTo(directUrl(started.server.url));
    return {
      ...started,
      async close() {
        await started.close();
        await publicAddress.stop();
        await daraja.stop();
      },
    };
  },
  async (s) => {
    // The group's paybill and M-Pesa account, and its Daraja credentials (an official saves them).
    const { account_id } = await s.admin.createBankAccount('M-Pesa Paybill 600123');
    await s.admin.call('/settings', 'PATCH', { mpesa_shortcode: '600123', mpesa_account_id: account_id });
    await s.admin.call('/settings/daraja', 'PATCH', DARAJA_CREDENTIALS);
    // Wanjiru: her phone, a savings target, and a long-term loan running since four months ago.
    const { invitation_code } = await s.admin.call<{ invitation_code: string }>(
      '/create-user-account',
      'POST',
      {
        firstname: 'Wanjiru',
        lastname: 'Kamau',
        email: WANJIRU,
        phone: '0712 000 111',
        savings_target: 30_000,
        ltl_principal: 50_000,
        ltl_loan_amount: 60_000,
        ltl_date_issued: addMonthsClamped(todayInGroupZone(), -4),
      },
    );
    // She sets her own password from the invitation, as a member would (docs/decisions/passwords.md, "Invitations").
    await ApiClient.acceptInvitation(s.server.url, invitation_code, PASSWORD);
    due = await (await ApiClient.signIn(s.server.url, WANJIRU)).call<Due>('/payments/stk/due');
  },
);

/** The "Pay with M-Pesa" button of the screen on show, and its dialog. */
class PayWithMpesa {
  constructor(readonly page: Page) {}
  dialog = () => this.page.getByRole('dialog', { name: 'Pay with M-Pesa' });
  amount = () => this.dialog().getByLabel('Amount (KES)');
  phone = () => this.dialog().getByLabel('Phone', { exact: true });
  says = (text: string | RegExp) =>
    this.dialog()
      .getByText(text, { exact: typeof text === 'string' })
      .waitFor();

  /** Presses the button and waits for what is due. */
  async open(): Promise<void> {
    await pageSettled(this.page);
    await currentPage(this.page).getByRole('button', { name: 'Pay with M-Pesa' }).click();
    await this.dialog().getByTestId('stk-due').waitFor();
  }

  /** Each line of what is due, label and amount, then the total. */
  dueLines = () => this.dialog().getByTestId('stk-due').locator(':scope > div').allTextContents();

  send = () => this.dialog().getByRole('button', { name: 'Send to my phone' }).click();

  /** The latest STK request Daraja took. */
  async asked() {
    const requests = await daraja.stk();
    const latest = requests.at(-1);
    if (!latest) throw new Error('Daraja took no STK request');
    return latest;
  }

  /**
   * A screenshot once the dialog has opened and moved: as `transitionsDone`, but the waiting
   * spinner, which turns for as long as it shows, is not waited for.
   */
  async picture(name: string): Promise<void> {
    await expect
      .poll(() =>
        this.dialog().evaluate(
          (dialog) =>
            dialog
              .getAnimations({ subtree: true })
              .every((animation) => animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY) &&
            dialog.querySelector('[data-closed], [data-enter], [data-leave]') === null,
        ),
      )
      .toBe(true);
    await screenshot(this.page, name);
  }
}

const asWanjiru = (body: (pay: PayWithMpesa) => Promise<void>, viewport = PHONE) =>
  withSignedInPage(scene, WANJIRU, ({ page }) => body(new PayWithMpesa(page)), viewport);

const dueLines = () => [
  ...due.parts.map((part) => `${part.label}${formatKES(Math.round(part.amount * 100))}`),
  `Total${formatKES(due.amount * 100)}`,
];

describe('Pay with M-Pesa', () => {
  it('asks her phone for what is due, waits for her PIN, then shows the receipt (375 px)', async () => {
    expect(due.parts.map((part) => part.label)).toEqual(['Long-term loan due', 'Savings this month']);
    await asWanjiru(async (pay) => {
      // No callback yet: Safaricom answers once her PIN is in (sent below).
      await daraja.setMode('missing');
      await pay.open();
      expect(await pay.dueLines()).toEqual(dueLines());
      expect(await pay.amount().inputValue()).toBe(String(due.amount));
      expect(await pay.phone().inputValue()).toBe(PHONE_SHOWN);
      expect(await overflowsSideways(pay.page)).toBe(false);
      await pay.picture('pay-with-mpesa-due-375');
      await pay.send();
      await pay.says(WAITING);
      await pay.picture('pay-with-mpesa-waiting-375');
      const asked = await pay.asked();
      expect(asked).toMatchObject({ amount: due.amount, phone: '254712000111', callbacksSent: 0 });
      expect(await daraja.callBack(asked.checkoutRequestId)).toBe(200);
      await pay.says(PAID);
      await pay.picture('pay-with-mpesa-paid-375');
    });
    const { payments } = await scene.admin.call<{
      payments: { amount: number; status: string; member_name: string | null }[];
    }>('/payments?status=pending');
    expect(payments).toEqual([
      expect.objectContaining({
        amount: due.amount,
        status: 'Pending approval',
        member_name: 'Wanjiru Kamau',
      }),
    ]);
  });

  it('says Safaricom’s reason when she cancels on her phone, and tries again (375 px)', async () => {
    await asWanjiru(async (pay) => {
      await daraja.setMode('cancelled');
      await pay.open();
      await pay.amount().fill('500');
      await pay.send();
      await pay.dialog().getByRole('alert').getByText(CANCELLED, { exact: true }).waitFor();
      expect(await overflowsSideways(pay.page)).toBe(false);
      await pay.picture('pay-with-mpesa-failed-375');
      await daraja.setMode('success');
      await pay.dialog().getByRole('button', { name: 'Try again' }).click();
      expect(await pay.amount().inputValue()).toBe('500');
      await pay.send();
      await pay.says(PAID);
      expect(await pay.asked()).toMatchObject({ amount: 500, resultCode: 0 });
    });
  });

  it('is offered on the loan screens too (1280 px)', async () => {
    await asWanjiru(async (pay) => {
      await daraja.setMode('missing');
      await pay.page.goto('/member-ltl');
      await pay.open();
      await pay.picture('pay-with-mpesa-due-1280');
      await pay.send();
      await pay.says(WAITING);
      await pay.picture('pay-with-mpesa-waiting-1280');
      await daraja.callBack((await pay.asked()).checkoutRequestId);
      await pay.says(PAID);
      await pay.picture('pay-with-mpesa-paid-1280');
      await pay.dialog().getByRole('button', { name: 'Done' }).click();
      await pay.dialog().waitFor({ state: 'detached' });

      await daraja.setMode('cancelled');
      await pay.page.goto('/member-stl');
      await pay.open();
      await pay.send();
      await pay.dialog().getByRole('alert').getByText(CANCELLED, { exact: true }).waitFor();
      await pay.picture('pay-with-mpesa-failed-1280');
    }, DESKTOP);
  });
});
