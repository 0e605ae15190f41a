import { formatDayNumeric, todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { RotationScreen, RotationsScreen } from '../pages/RotationsScreens.js';
import { visit } from '../pages/Screen.js';
import { ADMIN_EMAIL, startAdminScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { useScene, withSignedInPage } from '../support/scene.js';
import { createMember, type SeededMember } from '../support/seed.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/rotations.md: Amina, the group's official, starts a merry-go-round of three members
 * in the order she puts them in on the screen. Each member pays their KES 1,000 (entered and approved
 * through the API, as any transaction): round 1's pot is paid out by itself and round 2 opens. Then
 * Baraka asks to swap his round with Akinyi's, Akinyi agrees on her phone, and the schedule shows
 * their rounds exchanged; last, Akinyi pays what she owes from the schedule ("Paying in").
 */

const POT = 'Umoja merry-go-round';
const today = todayInGroupZone();
let wanjiru: SeededMember;
let baraka: SeededMember;
let akinyi: SeededMember;
let rotationId: number;

const scene = useScene(
  () => startAdminScene(),
  async () => {
    wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau');
    baraka = await createMember(scene.admin, 'Baraka', 'Otieno');
    akinyi = await createMember(scene.admin, 'Akinyi', 'Wambui');
  },
);

/** The member's payment of `amount` into the rotation, then the official's approval of it. */
async function paysIn(member: SeededMember, amount: number): Promise<void> {
  const client = await ApiClient.signIn(scene.server.url, member.email);
  const { transaction_id } = await client.call<{ transaction_id: number }>('/create-transaction', 'POST', {
    user_id: member.userId,
    total_payed: amount,
    transaction_items: [
      { transaction_type: 'ROTATION', rotation_id: rotationId, transaction_amount: amount },
    ],
  });
  await scene.admin.call(`/transactions/rotations/${transaction_id}/status`, 'PATCH', { status: 'Approved' });
}

describe('a merry-go-round', () => {
  it('is started by an official with the members in the order she puts them', async () => {
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const list = await visit(page, RotationsScreen);
      await list.newRotation().click();
      await list.name().fill(POT);
      await list.amount().fill('0');
      await list.start().click();
      await expect.poll(() => list.amountError()).toBe('Amount per member must be more than 0');
      await list.amount().fill('1000');
      await list.every().selectOption('month');
      await list.startDate().fill(today);
      await list.add(baraka.name);
      await list.add(wanjiru.name);
      await list.add(akinyi.name);
      await list.moveUp(wanjiru.name).click();
      await expect
        .poll(() => list.order().allTextContents())
        .toEqual([
          expect.stringContaining(`Round 1${wanjiru.name}`),
          expect.stringContaining(`Round 2${baraka.name}`),
          expect.stringContaining(`Round 3${akinyi.name}`),
        ]);
      await pageSettled(page);
      await screenshotWhole(page, 'rotations-new-1280');
      await list.start().click();

      const rotation = new RotationScreen(page);
      await rotation.shown(POT);
      await rotation.says(`${POT} started with 3 members.`).waitFor();
      rotationId = Number(new URL(page.url()).pathname.split('/').at(-1));
      expect(await rotation.rounds()).toEqual([
        ['Round 1', wanjiru.name, 'Open'],
        ['Round 2', baraka.name, 'Upcoming'],
        ['Round 3', akinyi.name, 'Upcoming'],
      ]);
      expect((await rotation.schedule.column('Day'))[0]).toBe(formatDayNumeric(today));
      await rotation.says('The officials set the order when they started it.').waitFor();
    });
  });

  it('pays round 1’s pot out once every member has paid, and opens round 2', async () => {
    for (const member of [wanjiru, baraka, akinyi]) await paysIn(member, 1000);
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const list = await visit(page, RotationsScreen);
      await list.table.row(POT).getByText('Round 2 of 3', { exact: true }).waitFor();
      await list.table.row(POT).getByText(baraka.name, { exact: true }).waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'rotations-list-1280');
      await list.table.row(POT).getByRole('link', { name: POT }).click();
      const rotation = new RotationScreen(page);
      await rotation.shown(POT);
      expect(await rotation.rounds()).toEqual([
        ['Round 1', wanjiru.name, `Released${formatDayNumeric(today)}`],
        ['Round 2', baraka.name, 'Open'],
        ['Round 3', akinyi.name, 'Upcoming'],
      ]);
      const round1 = (await rotation.schedule.cells())[0]!;
      expect(round1.slice(3, 5)).toEqual(['3,000.00', '3,000.00']);
      expect(round1.slice(6)).toEqual(['3,000.00', '0.00']);
      await rotation.releaseNow().waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'rotations-schedule-1280');
    });
    await withSignedInPage(
      scene,
      ADMIN_EMAIL,
      async ({ page }) => {
        await page.goto(`/rotations/${rotationId}`);
        const rotation = new RotationScreen(page);
        await rotation.shown(POT);
        await rotation.schedule.waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'rotations-schedule-375');
      },
      PHONE,
    );
  });

  it('exchanges two members’ rounds once both agree to the swap', async () => {
    await withSignedInPage(scene, baraka.email, async ({ page }) => {
      await page.goto(`/rotations/${rotationId}`);
      const rotation = new RotationScreen(page);
      await rotation.shown(POT);
      await rotation.swapWith().selectOption({ label: `${akinyi.name} (round 3)` });
      await rotation.askSwap().click();
      await rotation.says('Swap asked: it is done once both members agree.').waitFor();
      await rotation
        .swaps()
        .filter({ hasText: `Waiting for ${akinyi.name} to agree` })
        .waitFor();
      expect(await rotation.agree().count()).toBe(0);
    });
    await withSignedInPage(
      scene,
      akinyi.email,
      async ({ page }) => {
        await page.goto(`/rotations/${rotationId}`);
        const rotation = new RotationScreen(page);
        await rotation.shown(POT);
        await rotation.agree().waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'rotations-swap-asked-375');
        await rotation.agree().click();
        await rotation.says('Swap done: the two rounds are exchanged.').waitFor();
        expect(await rotation.rounds()).toEqual([
          ['Round 1', wanjiru.name, `Released${formatDayNumeric(today)}`],
          ['Round 2', `${akinyi.name} (you)`, 'Open'],
          ['Round 3', baraka.name, 'Upcoming'],
        ]);
        await rotation.swaps().filter({ hasText: 'Done' }).waitFor();

        // docs/decisions/rotations.md, "Paying in": what she owes filled in; the payment waits for approval.
        expect(await rotation.payAmount().inputValue()).toBe('1000');
        await rotation.payAmount().fill('1500');
        await rotation.pay().click();
        await rotation
          .payForm()
          .getByText(/at most what .* owes now: KES 1,000.00/)
          .waitFor();
        await rotation.payAmount().fill('1000');
        await rotation.pay().click();
        await rotation.payForm().getByRole('status').waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'rotations-member-375');
      },
      PHONE,
    );
    await withSignedInPage(scene, baraka.email, async ({ page }) => {
      await page.goto(`/rotations/${rotationId}`);
      const rotation = new RotationScreen(page);
      await rotation.shown(POT);
      expect((await rotation.rounds()).map((round) => round[1])).toEqual([
        wanjiru.name,
        akinyi.name,
        `${baraka.name} (you)`,
      ]);
      await pageSettled(page);
      await screenshotWhole(page, 'rotations-member-1280');
    });
  });
});
