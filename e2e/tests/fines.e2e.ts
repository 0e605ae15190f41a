import { addDaysIso, todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { FinesSection } from '../pages/FinesSection.js';
import { visit } from '../pages/Screen.js';
import { ADMIN_EMAIL, startAdminScene } from '../support/admin-scene.js';
import { lateFinesSinceLongAgo } from '../support/fines.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import { addShortTermLoan, createMember, type SeededMember } from '../support/seed.js';
import { overflowsSideways, pageSettled, transitionsDone } from '../support/session.js';

const today = todayInGroupZone();
let wanjiru: SeededMember;
let baraka: SeededMember;

interface Fine {
  id: number;
  user_id: number;
  loan_id: number | null;
  status: string;
  waive_reason: string | null;
}
const finesOf = async (member: SeededMember) =>
  (await scene.admin.call<{ fines: Fine[] }>(`/fines?user_id=${member.userId}`)).fines;

/**
 * Wanjiru and Baraka each took a short-term loan 40 days ago and missed its first installment,
 * due 9 to 12 days ago: each owes one late fine of KES 250.00.
 */
const scene = useScene(
  () => startAdminScene(lateFinesSinceLongAgo(250_00)),
  async () => {
    wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau', 10_000);
    baraka = await createMember(scene.admin, 'Baraka', 'Otieno', 10_000);
    for (const member of [wanjiru, baraka])
      await addShortTermLoan(scene.admin, member.userId, 3_000, addDaysIso(today, -40));
    expect(await scene.admin.call<{ charged: number }>('/fines/run', 'POST')).toMatchObject({ charged: 2 });
  },
);
const asAdmin = signedInTest(scene);

describe('fines on the Arrears screen', () => {
  asAdmin.onPhone(
    'lists each fine with its member, loan, amount and status, on a phone too',
    async ({ page }) => {
      const fines = await visit(page, FinesSection);
      await fines.table.row('Baraka Otieno').waitFor();
      await pageSettled(page);
      expect(await overflowsSideways(page)).toBe(false);
      await screenshotWhole(page, 'fines-375');
      await fines.waiveButton('Wanjiru Kamau').click();
      await fines.reason().waitFor();
      await transitionsDone(fines.dialog());
      await screenshotWhole(page, 'fines-waive-dialog-375');
      await fines.cancel().click();
      await fines.dialog().waitFor({ state: 'hidden' });
    },
  );

  it('waives a fine with the reason the admin gives, and asks for one first', async () => {
    const [fine] = await finesOf(wanjiru);
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const fines = await visit(page, FinesSection);
      await fines.table.row('Wanjiru Kamau').waitFor();
      // The table's headings and formatting are ArrearsPage.test.tsx's; the fine the server charged stays here.
      const row = (await fines.table.cells()).find((cells) => cells[0] === 'Wanjiru Kamau');
      expect(row?.slice(1, 6)).toEqual([
        `Loan #${fine!.loan_id}, 1 month late`,
        expect.any(String),
        '250.00',
        '0.00',
        'Owed',
      ]);
      await pageSettled(page);
      await screenshotWhole(page, 'fines-1280');

      await fines.waiveButton('Wanjiru Kamau').click();
      await fines.confirm().click();
      await fines.dialog().getByText('reason is required', { exact: true }).waitFor();
      expect(await fines.reason().getAttribute('aria-invalid')).toBe('true');
      await fines.reason().fill('Bereavement in the family');
      await fines.confirm().click();
      await fines.done().getByText('Fine waived: KES 250.00 for Wanjiru Kamau.').waitFor();
      await expect.poll(() => fines.table.row('Wanjiru Kamau').count()).toBe(0);
      expect(await finesOf(wanjiru)).toEqual([
        expect.objectContaining({ status: 'Waived', waive_reason: 'Bereavement in the family' }),
      ]);
      await fines.show().selectOption('all');
      await fines.table.row('Wanjiru Kamau').getByText('Waived', { exact: true }).waitFor();
      await fines.table.row('Wanjiru Kamau').getByText('Bereavement in the family').waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'fines-waived-1280');
    });
  });

  it('shows the server’s refusal when another admin waived the fine meanwhile', async () => {
    const [fine] = await finesOf(baraka);
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const fines = await visit(page, FinesSection);
      await fines.waiveButton('Baraka Otieno').click();
      await fines.reason().fill('Paid in cash at the meeting');
      await scene.admin.call(`/fines/${fine!.id}/waive`, 'POST', { reason: 'Waived on the phone' });
      await fines.confirm().click();
      await fines.refusal().getByText('This fine is already paid or waived.').waitFor();
      await transitionsDone(fines.dialog());
      await screenshotWhole(page, 'fines-waive-refused-1280');
      await fines.cancel().click();
      // The refusal refreshed the list: the fine is no longer owed.
      await expect.poll(() => fines.table.row('Baraka Otieno').count()).toBe(0);
      expect((await finesOf(baraka))[0]).toMatchObject({ waive_reason: 'Waived on the phone' });
    });
  });
});
