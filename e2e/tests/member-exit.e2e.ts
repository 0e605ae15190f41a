import { todayInGroupZone } from '@links/domain';
import { describe, expect } from 'vitest';
import { MemberExitScreen } from '../pages/MemberExitScreen.js';
import { PayoutsScreen } from '../pages/PayoutsScreen.js';
import { ADMIN_EMAIL, AMINA, person, type SeededScene, startScene } from '../support/admin-scene.js';
import { bringCashIn, moneyAccountIds } from '../support/books-api.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene } from '../support/scene.js';
import { pageSettled } from '../support/session.js';

/*
 * A member's exit from the preview to inactive, and back (docs/decisions/member-exits.md): the form's
 * refusals, the confirmation, the member signed out for good, Reactivate on a phone; a refund owed by
 * M-Pesa, found in Payouts (docs/decisions/payouts.md, "Owing"). MemberExit.test.tsx checks the
 * preview's figures and the body sent.
 */
const WANJIRU = person('Wanjiru', 'Kamau');
/** A saver with no loan: her refund is owed by M-Pesa. */
const ACHIENG = person('Achieng', 'Otieno');
let wanjiru: number;
let achieng: number;

const scene: SeededScene = useScene(
  () => startScene([AMINA, WANJIRU, ACHIENG]),
  async () => {
    wanjiru = scene.idOf(WANJIRU.email);
    achieng = scene.idOf(ACHIENG.email);
    await scene.admin.addSaving(wanjiru, 5000);
    await scene.admin.addSaving(achieng, 3000);
    await scene.admin.createBankAccount('Equity Bank', 20_000);
    await bringCashIn(scene.admin, scene.idOf(ADMIN_EMAIL), 8000);
    // A short-term loan above her savings, with no guarantor: the exit writes the rest off.
    await scene.admin.call('/addshorttermloan', 'POST', {
      user_id: wanjiru,
      principal: 8000,
      date_issued: todayInGroupZone(),
    });
  },
);

const asAdmin = signedInTest(scene);

describe("a member's exit", () => {
  asAdmin(
    'previews the refund, checks the form, and makes the member inactive once confirmed',
    async ({ page }) => {
      const screen = new MemberExitScreen(page);
      await screen.open(wanjiru);
      const preview = await screen.preview().textContent();
      expect(preview).toMatch(/ShortfallKES 3,000\.00/);
      expect(preview).toMatch(/Written offKES 3,000\.00/);
      expect(preview).toContain('Loans settled from savings');
      await screen.exit().click();
      expect(await screen.errorOf('Refund from')).toBe('Refund from is required');
      expect(await screen.errorOf('Reason')).toBe('Reason is required');
      await pageSettled(page);
      await screenshotWhole(page, 'member-exit-errors-1280');

      await screen.field('Refund from').selectOption({ label: 'Equity Bank' });
      await screen.field('Reason').fill('Moved to Mombasa');
      await screen.exit().click();
      const sent = page.waitForRequest(`**/api/links/members/${wanjiru}/exit`);
      await screen.confirm('Wanjiru Kamau').click();
      const equity = (await moneyAccountIds(scene.admin)).get('Equity Bank');
      expect((await sent).postDataJSON()).toMatchObject({ account_id: equity, reason: 'Moved to Mombasa' });
      await screen
        .preview()
        .getByText(/Wanjiru Kamau left the group on/)
        .waitFor();
      await screen.reactivate().waitFor();
      const listed = await scene.admin.call<{ users: { users_id: number; status: string }[] }>(
        '/get-users?status=all',
      );
      expect(listed.users.find((u) => u.users_id === wanjiru)?.status).toBe('inactive');
      await pageSettled(page);
      await screenshotWhole(page, 'member-exit-inactive-1280');
    },
  );

  asAdmin.onPhone('reactivates the member who left', async ({ page }) => {
    const screen = new MemberExitScreen(page);
    await screen.open(wanjiru);
    await pageSettled(page);
    await screenshotWhole(page, 'member-exit-inactive-375');
    await screen.reactivate().click();
    await screen.form().waitFor();
    expect(await screen.preview().textContent()).not.toContain('left the group');
    await pageSettled(page);
    await screenshotWhole(page, 'member-exit-preview-375');
  });

  asAdmin('owes the refund by M-Pesa, with no money account, and points to Payouts', async ({ page }) => {
    const screen = new MemberExitScreen(page);
    await screen.open(achieng);
    await screen.payByMpesa().check();
    expect(await screen.field('Refund from').count()).toBe(0);
    await screen.field('Reason').fill('Moved to Kisumu');
    await pageSettled(page);
    await screenshotWhole(page, 'member-exit-mpesa-1280');
    await screen.exit().click();
    await screen
      .form()
      .getByText(/the rest is owed to them by M-Pesa in Payouts/)
      .waitFor();
    const sent = page.waitForRequest(`**/api/links/members/${achieng}/exit`);
    await screen.confirm('Achieng Otieno').click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ pay_by_mpesa: true, reason: 'Moved to Kisumu' });
    expect(body).not.toHaveProperty('account_id');
    await screen
      .status()
      .getByText('Member exited: the refund of KES 3,000.00 is owed to Achieng Otieno by M-Pesa.', {
        exact: true,
      })
      .waitFor();
    await screen.reactivate().waitFor();
    await screen.status().getByRole('link', { name: 'Send it from Payouts' }).click();
    await page.waitForURL((url) => url.pathname === '/payouts');
    const payouts = new PayoutsScreen(page);
    await payouts.table.waitFor();
    const row = payouts.table.row('Achieng Otieno');
    expect(await row.getByTestId('payout-status').textContent()).toBe('Pending');
    expect(await row.textContent()).toContain('3,000.00');
  });
});
