import fs from 'node:fs';
import path from 'node:path';
import { todayInGroupZone } from '@links/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AccountsScreen } from '../pages/AccountsScreen.js';
import { visit } from '../pages/Screen.js';
import { Shell } from '../pages/Shell.js';
import { StatementScreen } from '../pages/StatementScreen.js';
import { ADMIN_EMAIL as ADMIN, startAdminScene } from '../support/admin-scene.js';
import { approveAll } from '../support/books-api.js';
import { artifacts, PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import { addLongTermLoan, createMember, type SeededMember, submitTransaction } from '../support/seed.js';
import { overflowsSideways, pageSettled } from '../support/session.js';

const today = todayInGroupZone();

let wanjiru: SeededMember;
let baraka: SeededMember;

/** Wanjiru: 5,000 brought in, 2,000 saved, a loan of 10,000 with a first repayment of 1,000. */
const scene = useScene(startAdminScene, async () => {
  await scene.admin.createBankAccount('Equity Bank', 50_000);
  wanjiru = await createMember(scene.admin, 'Wanjiru', 'Kamau', 5000);
  baraka = await createMember(scene.admin, 'Baraka', 'Otieno', 100);
  await addLongTermLoan(scene.admin, wanjiru.userId, 10_000, today);
  const paid = await submitTransaction(scene.admin, wanjiru.userId, [
    { type: 'SAVING', amount: 2000 },
    { type: 'LTL', amount: 1000 },
  ]);
  await approveAll(scene.admin, paid);
});
const asAdmin = signedInTest(scene, ADMIN);
const asWanjiru = signedInTest(scene, () => wanjiru.email);

async function downloaded(page: Page, button: ReturnType<StatementScreen['download']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(path) };
}

describe('Member statement', () => {
  asWanjiru(
    "shows a member their own statement from 1 January, with savings and the loan's movements",
    async ({ page }) => {
      const statement = new StatementScreen(page);
      await new Shell(page).follow('Statement', '/statement');
      await statement.savings.waitFor();
      expect(await statement.from().inputValue()).toBe(`${today.slice(0, 4)}-01-01`);
      expect(await statement.to().inputValue()).toBe(today);
      expect(await statement.who().textContent()).toContain('Wanjiru Kamau');
      // Her member number, what she types as the M-Pesa account number
      // (docs/decisions/payments.md, "Member numbers").
      expect(await statement.who().textContent()).toMatch(/\(M\d{3}\)/);
      expect((await statement.savingsFigures())['Closing balance']).toBe('KES 7,000.00');
      expect((await statement.savings.column('Balance')).at(-1)).toBe('7,000.00');
      const loan = statement.loans().getByRole('table').first();
      await loan.waitFor();
      expect(await statement.loans().textContent()).toContain('KES 10,000.00');
      await pageSettled(page);
      await screenshotWhole(page, 'statement-member-1280');
    },
  );

  asWanjiru('prints on paper without the sidebar, the period fields or the downloads', async ({ page }) => {
    const statement = await visit(page, StatementScreen);
    await statement.savings.waitFor();
    await pageSettled(page);
    // docs/decisions/phone.md, "On paper".
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#sidebar').isVisible()).toBe(false);
    expect(await statement.download('PDF').isVisible()).toBe(false);
    expect(await statement.from().isVisible()).toBe(false);
    expect(await statement.savings.root().isVisible()).toBe(true);
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).overflowY)).toBe('visible');
    // The page as Chromium prints it, kept to be looked at.
    fs.mkdirSync(artifacts, { recursive: true });
    fs.writeFileSync(path.join(artifacts, 'statement-print.pdf'), await page.pdf({ format: 'A4' }));
    await page.emulateMedia({ media: 'screen' });
  });

  asWanjiru('downloads the statement as CSV and as PDF with the bearer token', async ({ page }) => {
    const statement = await visit(page, StatementScreen);
    await statement.savings.waitFor();
    const csv = await downloaded(page, statement.download('CSV'));
    expect(csv.name).toBe(`statement-wanjiru-kamau-${today.slice(0, 4)}-01-01-${today}.csv`);
    const text = csv.bytes.toString('utf8');
    expect(text).toContain('Wanjiru');
    expect(text).toMatch(/7,?000\.00/);
    const pdf = await downloaded(page, statement.download('PDF'));
    expect(pdf.name.endsWith('.pdf')).toBe(true);
    expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  asWanjiru("does not show a member someone else's statement", async ({ page }) => {
    const statement = new StatementScreen(page);
    await statement.open(baraka.userId);
    await page.getByRole('alert').waitFor();
    expect(await statement.savings.root().count()).toBe(0);
  });

  asAdmin(
    "takes an admin from a member's profile to the member's statement, for another period",
    async ({ page }) => {
      const accounts = await visit(page, AccountsScreen);
      await accounts.view('Wanjiru Kamau');
      await accounts.dialog().getByRole('link', { name: 'View statement' }).click();
      await page.waitForURL(`**/statement/${wanjiru.userId}`);
      const statement = new StatementScreen(page);
      await statement.savings.waitFor();
      expect(await statement.who().textContent()).toContain('Wanjiru Kamau');
      await pageSettled(page);
      await screenshotWhole(page, 'statement-admin-1280');
      await statement.from().fill('2020-01-01');
      await statement.to().fill('2020-12-31');
      await page.waitForURL(/to=2020-12-31/);
      await expect.poll(async () => (await statement.savingsFigures())['Closing balance']).toBe('KES 0.00');
      const csv = await downloaded(page, statement.download('CSV'));
      expect(csv.name).toBe('statement-wanjiru-kamau-2020-01-01-2020-12-31.csv');
    },
  );

  it('fits a phone at 375 px', async () => {
    await withSignedInPage(
      scene,
      wanjiru.email,
      async ({ page }) => {
        const statement = await visit(page, StatementScreen);
        await statement.savings.waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await pageSettled(page);
        await screenshotWhole(page, 'statement-member-375');
      },
      PHONE,
    );
    await withSignedInPage(
      scene,
      ADMIN,
      async ({ page }) => {
        const adminView = new StatementScreen(page);
        await adminView.open(wanjiru.userId);
        await adminView.savings.waitFor();
        await pageSettled(page);
        await screenshotWhole(page, 'statement-admin-375');
      },
      PHONE,
    );
  });
});
