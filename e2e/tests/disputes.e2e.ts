import { describe, expect, it } from 'vitest';
import { DisputesScreen } from '../pages/DisputesScreen.js';
import { visit } from '../pages/Screen.js';
import { Shell } from '../pages/Shell.js';
import { StatementDisputes, StatementScreen } from '../pages/StatementScreen.js';
import { ADMIN_EMAIL, startAdminScene } from '../support/admin-scene.js';
import { approveAll } from '../support/books-api.js';
import { PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { useScene, withSignedInPage } from '../support/scene.js';
import { createMember, type SeededMember, submitTransaction } from '../support/seed.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

/*
 * docs/decisions/disputes.md: Wanjiru says two lines of her statement are wrong, one on a 375 px phone
 * (the empty reason refused first) and one on a laptop; Amina, the group's official, finds them on
 * /disputes (the sidebar counts them) and answers one on a laptop and one on a phone; Wanjiru's
 * statement then shows each answer.
 */

let wanjiru: SeededMember;
let saving: number;
const scene = useScene(
  () => startAdminScene(),
  async () => {
    wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau', 5_000);
    saving = await submitTransaction(scene.admin, wanjiru.userId, [{ type: 'SAVING', amount: 2_000 }]);
    await approveAll(scene.admin, saving);
  },
);

describe('"This is wrong" on a statement', () => {
  it('is said by the member on a phone, an empty reason refused, and the line shows Disputed', async () => {
    await withSignedInPage(
      scene,
      wanjiru.email,
      async ({ page }) => {
        const statement = await visit(page, StatementScreen);
        await statement.savings.waitFor();
        const lines = new StatementDisputes(page);
        await lines.flag('Opening savings balance').click();
        await lines.reason().waitFor();
        await lines.send().click();
        await lines.dialog().getByText('reason is required').waitFor();
        await pageSettled(page);
        await screenshotWhole(page, 'dispute-dialog-375');
        await lines.reason().fill('I brought KES 6,000 to the first meeting, not 5,000.');
        await lines.send().click();
        await lines.dialog().waitFor({ state: 'detached' });
        await statement.savings
          .row('Opening savings balance')
          .getByText('Disputed', { exact: true })
          .waitFor();
        expect(await lines.flag('Opening savings balance').count()).toBe(0);
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'dispute-statement-375');
      },
      PHONE,
    );
  });

  it('is said by the member on a laptop about a second line', async () => {
    await withSignedInPage(scene, wanjiru.email, async ({ page }) => {
      const statement = await visit(page, StatementScreen);
      const lines = new StatementDisputes(page);
      await lines.flag(`Saving, transaction TRN-${saving}`).click();
      await lines.reason().fill('This was 2,500: my M-Pesa message says so.');
      await lines.send().click();
      await lines.dialog().waitFor({ state: 'detached' });
      await statement.savings.row(`TRN-${saving}`).getByText('Disputed', { exact: true }).waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'dispute-statement-1280');
    });
  });

  it('is answered by the official on a laptop and on a phone, and the member sees the answers', async () => {
    await withSignedInPage(scene, ADMIN_EMAIL, async ({ page }) => {
      const shell = new Shell(page);
      await shell
        .sidebar()
        .getByRole('link', { name: /^Disputes\s*2$/ })
        .waitFor();
      await shell.follow('Disputes', '/disputes');
      const disputes = new DisputesScreen(page);
      await disputes.table.waitFor();
      expect(await disputes.table.column('Reason')).toEqual([
        'I brought KES 6,000 to the first meeting, not 5,000.',
        'This was 2,500: my M-Pesa message says so.',
      ]);
      expect(await disputes.table.column('Member')).toEqual(['Wanjiru Kamau', 'Wanjiru Kamau']);
      await pageSettled(page);
      await screenshotWhole(page, 'disputes-1280');
      await disputes.table
        .rows()
        .first()
        .getByRole('button', { name: "Resolve Wanjiru Kamau's dispute" })
        .click();
      await disputes.send('Resolve dispute', 'Resolve').click();
      await disputes.dialog('Resolve dispute').getByText('answer is required').waitFor();
      await disputes
        .answerBox('Resolve dispute')
        .fill('The minutes show 6,000; the opening balance is corrected.');
      await pageSettled(page);
      await screenshotWhole(page, 'disputes-answer-1280');
      await disputes.send('Resolve dispute', 'Resolve').click();
      await disputes.status().getByText('Dispute resolved: the member is told.').waitFor();
      await expect.poll(() => disputes.table.rows().count()).toBe(1);
    });
    await withSignedInPage(
      scene,
      ADMIN_EMAIL,
      async ({ page }) => {
        const disputes = await visit(page, DisputesScreen);
        await disputes.answer('Wanjiru Kamau', 'Reject').click();
        await disputes.answerBox('Reject dispute').fill('The M-Pesa statement shows 2,000.');
        await disputes.send('Reject dispute', 'Reject').click();
        await disputes.status().getByText('Dispute rejected: the member is told.').waitFor();
        await disputes.table.root().getByText('No open disputes').waitFor();
        await pageSettled(page);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshotWhole(page, 'disputes-answered-375');
      },
      PHONE,
    );
    await withSignedInPage(scene, wanjiru.email, async ({ page }) => {
      const statement = await visit(page, StatementScreen);
      await statement.savings.row('Opening savings balance').getByText('Dispute resolved').waitFor();
      await statement.savings.row(`TRN-${saving}`).getByText('Dispute rejected').waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'dispute-answered-statement-1280');
    });
  });
});
