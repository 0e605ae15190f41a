import { formatDayNumeric, todayInGroupZone } from '@links/domain';
import { describe, expect } from 'vitest';
import {
  ContributionKindsCard,
  MyContributionsCard,
  StatementKindSection,
} from '../pages/ContributionKindsScreens.js';
import { MemberDashboard } from '../pages/DashboardScreens.js';
import { visit } from '../pages/Screen.js';
import { StatementScreen } from '../pages/StatementScreen.js';
import {
  AddTransactionScreen,
  NewMemberTransactionScreen,
  PendingTransactionsScreen,
  TransactionDetailsScreen,
} from '../pages/TransactionsScreens.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { screenshot } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene } from '../support/scene.js';
import { createMember, type SeededMember } from '../support/seed.js';
import { overflowsSideways, pageSettled, transitionsDone } from '../support/session.js';

/*
 * docs/decisions/contribution-kinds.md end to end: an official adds a Welfare fund of KES 200 a month on
 * /settings (a second one of the same name is refused under the name), records a member's payment into
 * it and approves it on the pending screen; the member sees the fund on their dashboard and a section of
 * it on their statement; closed, the fund is no longer offered to pay into. The card's refusals and the
 * bodies sent are ContributionKindsCard.test.tsx's (docs/testing.md, "Component tests and browser tests").
 */

const WELFARE = 'Welfare fund';
const TAKEN = 'There is already a contribution kind called Welfare fund.';

let wanjiru: SeededMember;
const scene = useScene(startAdminScene, async () => {
  wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau', 1000);
});
const asAdmin = signedInTest(scene, ADMIN);
const asWanjiru = signedInTest(scene, () => wanjiru.email);

interface ListedKind {
  id: number;
  name: string;
  expected_amount: number | null;
  expected_every: string | null;
  balance: number;
  active: boolean;
}
const welfare = async () => {
  const { contribution_kinds } = await scene.admin.call<{ contribution_kinds: ListedKind[] }>(
    '/contribution-kinds',
  );
  return contribution_kinds.find((kind) => kind.name === WELFARE);
};

let transactionId: number;

describe('kinds of contribution', () => {
  asAdmin(
    'adds a Welfare fund of KES 200 a month, and refuses a second of the same name',
    async ({ page }) => {
      const card = await visit(page, ContributionKindsCard);
      await card.table.waitFor();
      expect(await card.table.cells()).toEqual([
        ['Savings', 'Savings', '—', '2000', '1,000.00', 'Active', 'Edit Savings'],
      ]);
      await card.addKind(WELFARE, 'fund', '200');
      await card.outcome().getByText(`${WELFARE} added.`, { exact: true }).waitFor();
      await card.table.row(WELFARE).waitFor();
      const [, added] = await card.table.cells();
      expect(added).toEqual([
        WELFARE,
        'Fund',
        'KES 200.00 a month',
        expect.stringMatching(/^22\d\d$/),
        '0.00',
        'Active',
        `Edit ${WELFARE}`,
      ]);
      expect(await welfare()).toMatchObject({ expected_amount: 200, expected_every: 'month', active: true });

      await card.addKind('welfare FUND', 'fee');
      await expect.poll(() => card.nameError()).toBe(TAKEN);
      expect(await card.table.rows().count()).toBe(2);
      await pageSettled(page);
      await card.shown();
      await screenshot(page, 'settings-contribution-kinds-1280');
    },
  );

  asAdmin(
    'records a payment into the fund for a member and approves it on the pending screen',
    async ({ page }) => {
      const form = await visit(page, AddTransactionScreen);
      await form.user().selectOption({ label: wanjiru.name });
      await form.type(1).selectOption({ label: WELFARE });
      await form.amount(1).fill('200');
      await form.submit().click();
      await page.waitForURL(/\/transactions\/\d+$/);
      transactionId = Number(new URL(page.url()).pathname.split('/').at(-1));

      const pending = await visit(page, PendingTransactionsScreen);
      await pending.view(transactionId).click();
      const details = new TransactionDetailsScreen(page);
      await details.items.waitFor();
      expect(await details.items.cells()).toEqual([
        [
          `${WELFARE} (CONTRIBUTION)`,
          '200.00',
          '—',
          'Pending Approval',
          `Approve ${WELFARE} itemReject ${WELFARE} item`,
        ],
      ]);
      await details.approve(WELFARE).click();
      await details.status().getByText('1 contribution item approved.', { exact: true }).waitFor();
      await expect.poll(async () => (await details.items.cells())[0]?.[3]).toMatch(/^Approved/);
      expect(await welfare()).toMatchObject({ balance: 200 });
    },
  );

  asWanjiru('shows the member the fund on their dashboard and on their statement', async ({ page }) => {
    const dashboard = await visit(page, MemberDashboard);
    const mine = new MyContributionsCard(page);
    await mine.card().waitFor();
    expect(await mine.rows()).toEqual([[WELFARE, 'Fund · Expected KES 200.00 a month', 'KES 200.00']]);
    await pageSettled(page);
    await mine.card().scrollIntoViewIfNeeded();
    await screenshot(page, 'member-contributions-1280');
    expect(await dashboard.heading().textContent()).toBe('Welcome, Wanjiru');

    const statement = await visit(page, StatementScreen);
    const section = new StatementKindSection(page);
    await section.movements(WELFARE).waitFor();
    expect(await section.figures(WELFARE)).toEqual({
      'Opening balance': 'KES 0.00',
      'Closing balance': 'KES 200.00',
    });
    const [line] = await section.movements(WELFARE).cells();
    expect(line?.slice(0, 4)).toEqual([
      formatDayNumeric(todayInGroupZone()),
      expect.stringContaining(`TRN-${transactionId}`),
      '200.00',
      '200.00',
    ]);
    expect(await statement.who().textContent()).toContain('Wanjiru Kamau');
    await pageSettled(page);
    await screenshotWhole(page, 'statement-contributions-1280');
  });

  asWanjiru.onPhone('fits the member’s card on a phone', async ({ page }) => {
    await visit(page, MemberDashboard);
    const mine = new MyContributionsCard(page);
    await mine.card().waitFor();
    await pageSettled(page);
    expect(await overflowsSideways(page)).toBe(false);
    await mine.card().scrollIntoViewIfNeeded();
    await screenshot(page, 'member-contributions-375');
  });

  asAdmin.onPhone('fits the settings card on a phone', async ({ page }) => {
    const card = await visit(page, ContributionKindsCard);
    await card.table.row(WELFARE).waitFor();
    await pageSettled(page);
    expect(await overflowsSideways(page)).toBe(false);
    // The page is long: the card alone, from its heading to its form.
    await screenshotWhole(page, 'settings-contribution-kinds-375', card.card());
  });

  asAdmin('closes the fund, which is then not offered to pay into', async ({ page }) => {
    const card = await visit(page, ContributionKindsCard);
    await card.edit(WELFARE).click();
    const dialog = card.dialog(WELFARE);
    await transitionsDone(dialog);
    await screenshot(page, 'settings-contribution-kind-edit-1280');
    await dialog.getByRole('button', { name: 'Close kind' }).click();
    await card.saved().getByText(`${WELFARE} saved.`, { exact: true }).waitFor();
    await expect.poll(async () => (await card.table.column('Status'))[1]).toBe('Closed');
    expect(await welfare()).toMatchObject({ active: false, balance: 200 });
  });

  asWanjiru('no longer offers a closed fund on the member’s payment form', async ({ page }) => {
    // The kinds are read as the form opens: the choices are read once their answer is on screen.
    const kindsRead = page.waitForResponse((answer) => answer.url().endsWith('/contribution-kinds'));
    const form = await visit(page, NewMemberTransactionScreen);
    await (await kindsRead).finished();
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    );
    expect(await form.type(1).locator('option').allTextContents()).toEqual([
      'Select a type',
      'SAVING: Savings',
      'LTL: Long-term loan',
      'STL: Short-term loan',
      'FINE: Fines',
    ]);
  });
});
