import { describe, expect, it } from 'vitest';
import { FundClaimsScreen } from '../pages/FundClaimsScreens.js';
import { visit } from '../pages/Screen.js';
import { Shell } from '../pages/Shell.js';
import { ADMIN_EMAIL, startAdminScene } from '../support/admin-scene.js';
import { PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { useScene, withSignedInPage } from '../support/scene.js';
import { createMember, type SeededMember } from '../support/seed.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/fund-claims.md: the group's Welfare fund pays Bereavement claims up to KES 10,000 and
 * Hospital claims up to KES 5,000, and holds KES 12,000 (a member's contribution, approved). Wanjiru
 * claims for a hospital bill on a 375 px phone (above the type's limit first, refused under the amount),
 * and her claim waits for the officials; Amina, the group's one official, opens Funds from the sidebar
 * and pays it, and the fund then holds KES 9,000. The form's refusals and the bodies sent are
 * FundClaimForm.test.tsx's (docs/testing.md, "Component tests and browser tests").
 */

const WELFARE = 'Welfare fund';
let wanjiru: SeededMember;
let fundId: number;

const scene = useScene(
  () => startAdminScene(),
  async () => {
    wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau', 1000);
    const { contribution_kind } = await scene.admin.call<{ contribution_kind: { id: number } }>(
      '/contribution-kinds',
      'POST',
      {
        name: WELFARE,
        kind: 'fund',
        claim_types: [
          { name: 'Bereavement', limit: 10_000 },
          { name: 'Hospital', limit: 5_000 },
        ],
      },
    );
    fundId = contribution_kind.id;
    // KES 12,000 into the fund: a contribution recorded for Wanjiru, then approved
    // (docs/decisions/contribution-kinds.md, "Items of a kind").
    const { transaction_id } = await scene.admin.call<{ transaction_id: number }>(
      '/create-transaction',
      'POST',
      {
        user_id: wanjiru.userId,
        total_payed: 12_000,
        transaction_items: [
          { transaction_type: 'CONTRIBUTION', contribution_kind_id: fundId, transaction_amount: 12_000 },
        ],
      },
    );
    await scene.admin.call(`/transactions/contributions/${transaction_id}/status`, 'PATCH', {
      status: 'Approved',
    });
  },
);

/** What the fund holds, as `GET /contribution-kinds` answers it. */
const holds = async () => {
  const { contribution_kinds } = await scene.admin.call<{
    contribution_kinds: { id: number; balance: number }[];
  }>('/contribution-kinds');
  return contribution_kinds.find((kind) => kind.id === fundId)?.balance;
};

describe('a claim on the welfare fund', () => {
  it('is made by the member on a phone, refused above the type’s limit, then sent for approval', async () => {
    expect(await holds()).toBe(12_000);
    await withSignedInPage(
      scene,
      wanjiru.email,
      async ({ page }) => {
        const screen = await visit(page, FundClaimsScreen);
        await screen.fund(WELFARE).getByText('The Welfare fund holds KES 12,000.00').waitFor();
        expect(await screen.claimTypes().allTextContents()).toEqual([
          'Bereavement up to KES 10,000.00',
          'Hospital up to KES 5,000.00',
        ]);
        await screen.table.root().getByText('No claims on the Welfare fund yet').waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'fund-claims-member-empty-375');

        await screen.newClaim().click();
        await screen.claimType().selectOption({ label: 'Hospital (up to KES 5,000.00)' });
        await screen.amount().fill('6000');
        await screen.reason().fill('Hospital bill');
        await screen.document().fill('KNH-4411');
        await screen.send().click();
        const above = 'A Hospital claim may be at most KES 5,000.00.';
        await expect.poll(() => screen.amountError()).toBe(above);
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'fund-claims-refused-375');

        await screen.amount().fill('3000');
        await screen.send().click();
        await screen.status().getByText('Sent for approval (0 of 1 approvals)').waitFor();
        await screen.table.row('Hospital bill').getByText('Requested', { exact: true }).waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'fund-claims-member-375');
      },
      PHONE,
    );
    expect(await holds()).toBe(12_000);
  });

  it('is paid by the official from the Funds screen, and the fund holds that much less', async () => {
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      await new Shell(page).follow('Funds', '/fund-claims');
      const screen = new FundClaimsScreen(page);
      await screen.fund(WELFARE).getByText('The Welfare fund holds KES 12,000.00').waitFor();
      await screen.pay('Wanjiru Kamau').click();
      await screen
        .status()
        .getByText(/^Claim paid: KES 3,000\.00 from the Welfare fund/)
        .waitFor();
      await screen.table.row('Wanjiru Kamau').getByText('Paid', { exact: true }).waitFor();
      await screen.fund(WELFARE).getByText('The Welfare fund holds KES 9,000.00').waitFor();
      expect(await screen.table.row('Wanjiru Kamau').getByRole('button').count()).toBe(0);
      await pageSettled(page);
      await screenshotWhole(page, 'fund-claims-paid-1280');
    });
    expect(await holds()).toBe(9_000);
    await withSignedInPage(
      scene,
      ADMIN_EMAIL,
      async ({ page }) => {
        const screen = await visit(page, FundClaimsScreen);
        await screen.table.row('Wanjiru Kamau').getByText('Paid', { exact: true }).waitFor();
        await screen.newClaim().click();
        await screen.member().selectOption({ label: 'Wanjiru Kamau' });
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'fund-claims-official-375');
      },
      PHONE,
    );
    await withSignedInPage(scene, wanjiru.email, async ({ page }) => {
      const screen = await visit(page, FundClaimsScreen);
      await screen.table.row('Hospital bill').getByText('Paid', { exact: true }).waitFor();
      await screen.fund(WELFARE).getByText('The Welfare fund holds KES 9,000.00').waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'fund-claims-member-1280');
    });
  });
});
