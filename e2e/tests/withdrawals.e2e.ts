import { describe, expect, it } from 'vitest';
import { visit } from '../pages/Screen.js';
import { MyWithdrawalsScreen, WithdrawalsScreen } from '../pages/WithdrawalsScreens.js';
import { ADMIN_EMAIL, startAdminScene } from '../support/admin-scene.js';
import { PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { useScene, withSignedInPage } from '../support/scene.js';
import { createMember, type SeededMember } from '../support/seed.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/withdrawals.md: Wanjiru asks for part of her free savings on a 375 px phone (the
 * form's refusals first), and Amina, the group's one official, pays it from the withdrawals screen;
 * then Amina asks one for Wanjiru herself ("New withdrawal", the member picked, her free savings shown).
 */

let wanjiru: SeededMember;
const scene = useScene(
  () => startAdminScene(),
  async () => {
    wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau', 10_000);
    await scene.admin.call('/create-bank-account', 'POST', { name: 'Equity Bank', amount: 50_000 });
    const { accounts } = await scene.admin.call<{ accounts: { id: number; name: string }[] }>(
      '/books/accounts?money=true',
    );
    const equity = accounts.find((account) => account.name === 'Equity Bank')!.id;
    await scene.admin.call('/settings', 'PATCH', { default_account_id: equity });
  },
);

describe('a withdrawal of savings', () => {
  it('is asked for by the member on a phone, refused above the free savings, then sent for approval', async () => {
    await withSignedInPage(
      scene,
      wanjiru.email,
      async ({ page }) => {
        const mine = await visit(page, MyWithdrawalsScreen);
        await mine.freeSavings().getByText('KES 10,000.00').first().waitFor();
        await mine.send().click();
        await expect.poll(() => mine.amountError()).toBe('Amount is required');
        await mine.said('Reason is required').waitFor();
        await mine.amount().fill('20000');
        await mine.reason().fill('School fees');
        await mine.send().click();
        const above = 'A withdrawal may take at most the free savings: KES 10,000.00.';
        await expect.poll(() => mine.amountError()).toBe(above);
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'withdrawals-refused-375');

        await mine.amount().fill('2500');
        await mine.send().click();
        await mine.status().getByText('Sent for approval (0 of 1 approvals)').waitFor();
        await mine.table.row('School fees').getByText('Requested', { exact: true }).waitFor();
        await mine.freeSavings().getByText('KES 7,500.00').first().waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'withdrawals-member-375');
      },
      PHONE,
    );
  });

  it('is paid by the official from the withdrawals screen, and the member sees it paid', async () => {
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const list = await visit(page, WithdrawalsScreen);
      await list.pay('Wanjiru Kamau').click();
      await list.status().getByText('Withdrawal paid: KES 2,500.00 from Equity Bank.').waitFor();
      await list.table.row('Wanjiru Kamau').getByText('Paid', { exact: true }).waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'withdrawals-paid-1280');
    });
    const { savings, free } = await scene.admin.call<{ savings: number; free: number }>(
      `/withdrawals/allowance/${wanjiru.userId}`,
    );
    expect({ savings, free }).toEqual({ savings: 7_500, free: 7_500 });
    await withSignedInPage(scene, wanjiru.email, async ({ page }) => {
      const mine = await visit(page, MyWithdrawalsScreen);
      await mine.table.row('School fees').getByText('Paid', { exact: true }).waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'withdrawals-member-1280');
    });
    await withSignedInPage(
      scene,
      ADMIN_EMAIL,
      async ({ page }) => {
        const list = await visit(page, WithdrawalsScreen);
        await list.table.row('Wanjiru Kamau').waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'withdrawals-list-375');
      },
      PHONE,
    );
  });

  it('is asked by the official for a picked member, her free savings shown, and paid at once', async () => {
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const list = await visit(page, WithdrawalsScreen);
      await list.newWithdrawal().click();
      await list.send().click();
      await expect.poll(() => list.memberError()).toBe('Member is required');
      await expect.poll(() => list.amountError()).toBe('Amount is required');
      await list.member().selectOption({ label: 'Wanjiru Kamau' });
      await list.freeSavings().getByText('Wanjiru Kamau can withdraw').waitFor();
      await list.freeSavings().getByText('KES 7,500.00').first().waitFor();
      await list.amount().fill('8000');
      await list.reason().fill('Hospital bill');
      await list.send().click();
      const above = 'A withdrawal may take at most the free savings: KES 7,500.00.';
      await expect.poll(() => list.amountError()).toBe(above);
      await pageSettled(page);
      await screenshotWhole(page, 'withdrawals-new-refused-1280');

      await list.amount().fill('1500');
      await list.send().click();
      await list.status().getByText('Withdrawal paid: KES 1,500.00 from Equity Bank.').waitFor();
      await list.table.row('Hospital bill').getByText('Paid', { exact: true }).waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'withdrawals-new-paid-1280');
    });
    const { savings, free } = await scene.admin.call<{ savings: number; free: number }>(
      `/withdrawals/allowance/${wanjiru.userId}`,
    );
    expect({ savings, free }).toEqual({ savings: 6_000, free: 6_000 });
    await withSignedInPage(
      scene,
      ADMIN_EMAIL,
      async ({ page }) => {
        const list = await visit(page, WithdrawalsScreen);
        await list.newWithdrawal().click();
        await list.member().selectOption({ label: 'Wanjiru Kamau' });
        await list.freeSavings().getByText('KES 6,000.00').first().waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'withdrawals-new-375');
      },
      PHONE,
    );
  });
});
