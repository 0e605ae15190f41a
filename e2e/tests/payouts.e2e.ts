import { todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { AddLoanScreen, AddShortTermLoanScreen } from '../pages/LoansScreens.js';
import { errorUnder, PAY_BY_MPESA, PayoutsScreen } from '../pages/PayoutsScreen.js';
import { visit } from '../pages/Screen.js';
import { AMINA, startServerScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { PHONE, screenshot } from '../support/browser.js';
import {
  DARAJA_B2C_CREDENTIALS,
  DARAJA_CREDENTIALS,
  type Daraja,
  type PublicAddress,
  startDaraja,
  startPublicAddress,
} from '../support/daraja.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { useScene, withSignedInPage } from '../support/scene.js';
import { directUrl, PASSWORD } from '../support/server.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/payouts.md, "Owing", "Sending", "Lists": Amina, the chair, issues Wanjiru a long-term
 * loan with "Pay by M-Pesa to the member's phone" ticked: no money account pays it, it is owed in
 * Payouts. She follows "Send it from Payouts", presses Send by M-Pesa with Wanjiru's phone on file, and
 * the Daraja look-alike (docs/testing.md, "Outside services") takes the B2C payment and posts its result
 * to the server's PUBLIC_URL: the row turns Completed with Safaricom's receipt while she looks. An
 * amount with cents is refused under the box; a member with no phone on file is asked for one. Wanjiru
 * reads her own payouts on a 375 px phone. "Paid by hand": a loan owed by M-Pesa is recorded as paid
 * from a money account instead, refused from one that cannot pay it, then Completed from one that
 * holds it. The dialogs' other refusals and the bodies sent are PayoutDialogs.test.tsx's and the
 * forms' component tests' (docs/testing.md, "Component tests and browser tests").
 */

const ADMIN = AMINA.email;
const WANJIRU = 'wanjiru@example.com';
const BARAKA = 'baraka@example.com';
/** A member with no loan: hers is paid by hand. */
const CHEBET = 'chebet@example.com';
const PHONE_ON_FILE = '+254 712 000 111';
const NO_PHONE = 'Give the phone number to pay: the member has none on file.';
const CENTS =
  'M-Pesa sends whole shillings only: KES 1,500.50 has cents. Pay it from a money account instead.';
/** A money account with nothing in it, and one that holds what "Paid by hand" pays. */
const EMPTY_BANK = 'Equity Bank';
const FULL_BANK = 'Co-op Bank';

let daraja: Daraja;
let publicAddress: PublicAddress;
/** Baraka's loan, owed by M-Pesa, issued through the API: he has no phone on file. */
let barakaLoan: string;

const scene = useScene(
  async () => {
    daraja = await startDaraja();
    publicAddress = await startPublicAddress();
    const started = await startServerScene({
      seed: [AMINA],
      env: {
        LINKS_SECRET_KEY: 'e2e-links-secret-key-for-payouts-by-mpesa-01',
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
    // The group's M-Pesa account, holding KES 100,000 in the books, and its Daraja credentials.
    const { account_id } = await s.admin.createBankAccount('M-Pesa Paybill 600123', 100_000);
    await s.admin.call('/settings', 'PATCH', { mpesa_shortcode: '600123', mpesa_account_id: account_id });
    await s.admin.call('/settings/daraja', 'PATCH', { ...DARAJA_CREDENTIALS, ...DARAJA_B2C_CREDENTIALS });
    await s.admin.createBankAccount(EMPTY_BANK, 0);
    await s.admin.createBankAccount(FULL_BANK, 50_000);
    const member = (firstname: string, email: string, phone?: string) =>
      s.admin.call<{ invitation_code: string }>('/create-user-account', 'POST', {
        firstname,
        lastname: firstname === 'Wanjiru' ? 'Kamau' : 'Otieno',
        email,
        ...(phone ? { phone } : {}),
        savings_target: 30_000,
      });
    const { invitation_code } = await member('Wanjiru', WANJIRU, '0712 000 111');
    await ApiClient.acceptInvitation(s.server.url, invitation_code, PASSWORD);
    await member('Baraka', BARAKA);
    await member('Chebet', CHEBET);
    const baraka = (await s.admin.userIds()).get(BARAKA);
    const { loan_id } = await s.admin.call<{ loan_id: number }>('/addloan', 'POST', {
      user_id: baraka,
      loan_amount: 3_000,
      date_issued: todayInGroupZone(),
      pay_by_mpesa: true,
    });
    barakaLoan = `Long-term loan #${loan_id}`;
  },
);

describe('Payouts by M-Pesa', () => {
  it('issues a loan owed by M-Pesa, sends it from Payouts and shows it Completed with its receipt (1280 px)', async () => {
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const form = await visit(page, AddLoanScreen);
      await form.user().selectOption({ label: 'Wanjiru Kamau' });
      await form.amount().fill('20000');
      await page.getByLabel(PAY_BY_MPESA).check();
      expect(await page.getByLabel('Paid from', { exact: true }).count()).toBe(0);
      await form.submit().click();
      await form.status().getByText('Loan added successfully', { exact: true }).waitFor();
      await form.status().getByRole('link', { name: 'Send it from Payouts' }).click();
      await page.waitForURL((url) => url.pathname === '/payouts');

      const payouts = new PayoutsScreen(page);
      await payouts.table.waitFor();
      const loan = (await payouts.table.column('What for')).find((what) => what !== barakaLoan) ?? '';
      expect(loan).toMatch(/^Long-term loan #\d+$/);
      expect(await payouts.table.row(loan).textContent()).toContain('20,000.00');
      expect(await payouts.badge(loan).textContent()).toBe('Pending');
      await pageSettled(page);
      await screenshot(page, 'payouts-pending-1280');

      await payouts.openSend('Wanjiru Kamau');
      expect(await payouts.phone().inputValue()).toBe(PHONE_ON_FILE);
      await payouts.send();
      await payouts.table.row(loan).getByText('Completed', { exact: true }).waitFor();
      const [paid] = await daraja.b2c();
      expect(paid).toMatchObject({ amount: 20_000, partyB: '254712000111', sent: true, resultsSent: 1 });
      const receipt = paid?.receipt ?? 'no receipt';
      expect(await payouts.table.row(loan).textContent()).toContain(receipt);
      // The message above the list followed the payout from Sent to Safaricom's result.
      await payouts
        .status()
        .getByText(`KES 20,000.00 sent to ${PHONE_ON_FILE}. Safaricom's receipt: ${receipt}.`, {
          exact: true,
        })
        .waitFor();
      expect(await payouts.sendButton('Wanjiru Kamau').count()).toBe(0);
      await pageSettled(page);
      await screenshot(page, 'payouts-completed-1280');
    });
  });

  it('refuses a short-term loan with cents by M-Pesa, under the box (1280 px)', async () => {
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const form = await visit(page, AddShortTermLoanScreen);
      await form.user().selectOption({ label: 'Wanjiru Kamau' });
      await form.principal().fill('1500.50');
      const box = page.getByLabel(PAY_BY_MPESA);
      await box.check();
      await form.submit().click();
      await expect.poll(() => errorUnder(box)).toBe(CENTS);
      await screenshot(page, 'payouts-cents-refused-1280');
    });
  });

  it('asks for the phone of a member with none on file, then sends to the number typed (375 px)', async () => {
    await withSignedInPage(
      scene,
      ADMIN,
      async ({ page }) => {
        const payouts = await visit(page, PayoutsScreen);
        expect(await payouts.badge(barakaLoan).textContent()).toBe('Pending');
        expect(await overflowsSideways(page)).toBe(false);
        await pageSettled(page);
        await screenshotWhole(page, 'payouts-official-375');
        await payouts.openSend('Baraka Otieno');
        expect(await payouts.phone().inputValue()).toBe('');
        await payouts.send();
        await expect.poll(() => payouts.phoneError()).toBe(NO_PHONE);
        await screenshot(page, 'payouts-no-phone-375');
        await payouts.phone().fill('0722 333 444');
        await payouts.send();
        await payouts.dialog().waitFor({ state: 'detached' });
        await payouts.table.row(barakaLoan).getByText('Completed', { exact: true }).waitFor();
        expect((await daraja.b2c()).at(-1)).toMatchObject({ amount: 3_000, partyB: '254722333444' });
        expect(await payouts.table.row(barakaLoan).textContent()).toContain('+254 722 333 444');
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'payouts-official-sent-375');
      },
      PHONE,
    );
  });

  it('shows a member their own payouts under My payouts (375 px)', async () => {
    await withSignedInPage(
      scene,
      WANJIRU,
      async ({ page }) => {
        const mine = new PayoutsScreen(page);
        await mine.openMine();
        await mine.table.waitFor();
        expect(await mine.table.column('What for')).not.toContain(barakaLoan);
        const [row] = await mine.table.cells();
        expect(row?.slice(1, 3)).toEqual(['20,000.00', 'Completed']);
        expect(await mine.sendButton('Wanjiru Kamau').count()).toBe(0);
        expect(await overflowsSideways(page)).toBe(false);
        await pageSettled(page);
        await screenshot(page, 'payouts-member-375');
      },
      PHONE,
    );
  });

  it('records a loan owed by M-Pesa as paid by hand: refused from an empty account, Completed from one that holds it (1280 px)', async () => {
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const form = await visit(page, AddLoanScreen);
      await form.user().selectOption({ label: 'Chebet Otieno' });
      await form.amount().fill('5000');
      await page.getByLabel(PAY_BY_MPESA).check();
      const issued = page.waitForResponse('**/api/links/addloan');
      await form.submit().click();
      const { loan_id } = (await (await issued).json()) as { loan_id: number };
      const loan = `Long-term loan #${loan_id}`;
      await form.status().getByRole('link', { name: 'Send it from Payouts' }).click();
      await page.waitForURL((url) => url.pathname === '/payouts');

      const payouts = new PayoutsScreen(page);
      await payouts.table.waitFor();
      expect(await payouts.badge(loan).textContent()).toBe('Pending');
      await payouts.openByHand(loan);
      // The account must hold the payout (docs/decisions/payouts.md, "Paid by hand"): refused under it.
      await payouts.paidFrom().selectOption({ label: `${EMPTY_BANK} (KES 0.00)` });
      await payouts.recordAsPaid();
      await expect
        .poll(() => payouts.paidFromError())
        .toBe(`Insufficient funds in ${EMPTY_BANK}: balance KES 0.00.`);
      await pageSettled(page);
      await screenshot(page, 'payouts-by-hand-refused-1280');

      await payouts.paidFrom().selectOption({ label: `${FULL_BANK} (KES 50,000.00)` });
      await payouts.recordAsPaid();
      await payouts.byHandDialog().waitFor({ state: 'detached' });
      await payouts
        .status()
        .getByText('Recorded as paid by hand: KES 5,000.00 to Chebet Otieno.', { exact: true })
        .waitFor();
      await payouts.table.row(loan).getByText('Completed', { exact: true }).waitFor();
      expect(await payouts.table.row(loan).textContent()).toContain('Paid by hand');
      expect(await payouts.byHandButton(loan).count()).toBe(0);
      // Its one entry left the account named, and nothing went to Safaricom.
      const { accounts } = await scene.admin.call<{ accounts: { name: string; balance: number }[] }>(
        '/books/accounts?money=true',
      );
      expect(accounts.find((account) => account.name === FULL_BANK)?.balance).toBe(45_000);
      expect((await daraja.b2c()).some((payment) => payment.amount === 5_000)).toBe(false);
      await pageSettled(page);
      await screenshot(page, 'payouts-by-hand-completed-1280');
    });
  });
});
