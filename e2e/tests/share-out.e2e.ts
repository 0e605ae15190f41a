import fs from 'node:fs';
import path from 'node:path';
import { addDaysIso, todayInGroupZone } from '@links/domain';
import { describe, expect, it } from 'vitest';
import { currentPage, DataTable } from '../pages/DataTable.js';
import { visit } from '../pages/Screen.js';
import { ShareOutScreen } from '../pages/ShareOutScreen.js';
import { Shell } from '../pages/Shell.js';
import { StatementScreen } from '../pages/StatementScreen.js';
import { AMINA, person, startServerScene } from '../support/admin-scene.js';
import { artifacts, PHONE } from '../support/browser.js';
import { downloaded } from '../support/downloads.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { type OpenedPage, signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import { submitTransaction } from '../support/seed.js';
import { overflowsSideways, pageSettled, transitionsDone } from '../support/session.js';

const ACHIENG = 'achieng@example.com';
const today = todayInGroupZone();
const year = Number(today.slice(0, 4)) - 1;
const day = (monthDay: string) => `${year}-${monthDay}`;
const TIME_WEIGHTED = 'Time-weighted';

/**
 * Last year's books: Achieng saves 12,000 in January, Baraka 6,000 in April and 6,000 in October,
 * Chebet 24,000 in December; Daudi borrows 100,000 in February, paid out of the Co-op Bank account
 * that holds it (no money account goes below zero), and his first installment in March pays 1,000.00
 * of interest: the year's surplus.
 */
async function lastYearsBooks() {
  const ids = await scene.admin.userIds();
  const id = (name: string) => ids.get(`${name}@example.com`)!;
  for (const name of ['achieng', 'baraka', 'chebet']) await scene.admin.addSaving(id(name), 0);
  const pay = async (name: string, type: 'SAVING' | 'LTL', amount: number, date: string) => {
    const items = [{ transaction_type: type, transaction_amount: amount }];
    const body = { user_id: id(name), total_payed: amount, transaction_items: items, transaction_date: date };
    const { transaction_id } = await scene.admin.call<{ transaction_id: number }>(
      '/create-transaction',
      'POST',
      body,
    );
    const kind = type === 'SAVING' ? 'savings' : 'loan-long';
    await scene.admin.call(`/transactions/${kind}/${transaction_id}/status`, 'PATCH', { status: 'Approved' });
  };
  await pay('achieng', 'SAVING', 12_000, day('01-10'));
  await pay('baraka', 'SAVING', 6_000, day('04-05'));
  await pay('baraka', 'SAVING', 6_000, day('10-20'));
  await pay('chebet', 'SAVING', 24_000, day('12-01'));
  const coop = await scene.admin.createBankAccount('Co-op Bank', 100_000);
  const loan = await scene.admin.call<{ installment_amount: number }>('/addloan', 'POST', {
    user_id: id('daudi'),
    loan_amount: 100_000,
    date_issued: day('02-01'),
    account_id: coop.account_id,
  });
  await pay('daudi', 'LTL', loan.installment_amount, day('03-01'));
  await scene.admin.createBankAccount('Equity Bank', 0);
}

const scene = useScene(
  () =>
    startServerScene({
      seed: [
        AMINA,
        person('Achieng', 'Otieno'),
        person('Baraka', 'Mwangi'),
        person('Chebet', 'Kiprop'),
        person('Daudi', 'Njoroge'),
      ],
    }),
  lastYearsBooks,
);
const asAdmin = signedInTest(scene);

/** A test on the share-out screen, opened by the admin. */
const onShareOut = (
  name: string,
  body: (opened: OpenedPage & { screen: ShareOutScreen }) => Promise<void>,
  viewport?: typeof PHONE,
) =>
  asAdmin(
    name,
    async (opened) => body({ ...opened, screen: await visit(opened.page, ShareOutScreen) }),
    viewport,
  );

describe('Share-out', () => {
  asAdmin('sits after Books in the admin sidebar and checks the terms before sending', async ({ page }) => {
    await new Shell(page).follow('Share-out', '/share-out');
    const screen = new ShareOutScreen(page);
    await screen.heading().waitFor();
    expect(await screen.field('From').inputValue()).toBe(day('01-01'));
    expect(await screen.field('To').inputValue()).toBe(day('12-31'));
    await screen.fillTerms({ from: '', to: addDaysIso(today, 1), method: TIME_WEIGHTED, rate: '150' });
    await screen.previewButton().click();
    // One message on screen; each term's rule is ShareOutPage.test.tsx's.
    expect(await screen.errorOf('From')).toBe('From is required');
    // January made no surplus: the server says so.
    await screen.fillTerms({ from: day('01-01'), to: day('01-31'), method: TIME_WEIGHTED, rate: '5' });
    await screen.previewButton().click();
    await screen.alert().getByText('Nothing to share: the period made no surplus').waitFor();
    await pageSettled(page);
    await screenshotWhole(page, 'share-out-errors-1280');
  });

  onShareOut(
    'previews on a phone without scrolling sideways',
    async ({ page, screen }) => {
      await screen.fillTerms({ from: day('01-01'), to: day('12-31'), method: TIME_WEIGHTED, rate: '5' });
      await screen.previewButton().click();
      await screen.chart().waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await pageSettled(page);
      await screenshotWhole(page, 'share-out-preview-375');
    },
    PHONE,
  );

  onShareOut(
    'previews every member’s share with the totals and a chart, then commits it once',
    async ({ page, screen }) => {
      await screen.fillTerms({ from: day('01-01'), to: day('12-31'), method: TIME_WEIGHTED, rate: '5' });
      const sent = page.waitForRequest('**/api/links/share-outs/preview');
      await screen.previewButton().click();
      expect((await sent).postDataJSON()).toEqual({
        from: day('01-01'),
        to: day('12-31'),
        method: 'time_weighted',
        withholding_rate: 0.05,
      });
      await screen.preview.waitFor();
      expect(await screen.preview.cells()).toEqual([
        ['Achieng Otieno', '144,000.00', '600.00', '30.00', '570.00'],
        ['Baraka Mwangi', '72,000.00', '300.00', '15.00', '285.00'],
        ['Chebet Kiprop', '24,000.00', '100.00', '5.00', '95.00'],
        ['Totals (3 members)', '240,000.00', '1,000.00', '50.00', '950.00'],
      ]);
      expect(await screen.figures()).toMatchObject({
        'To share': 'KES 1,000.00',
        'Paid to members': 'KES 950.00',
      });
      await expect.poll(() => screen.chart().locator('rect').count()).toBe(3);
      await pageSettled(page);
      await screenshotWhole(page, 'share-out-preview-1280');

      // In cash from an empty bank account: refused, and nothing is closed.
      await screen.payout('In cash').check();
      await screen.paidFrom().selectOption({ label: 'Equity Bank' });
      await screen.commitButton().click();
      await screen.confirm().click();
      await screen.alert().getByText('Insufficient funds in Equity Bank: balance KES 0.00.').waitFor();

      // A new choice sets the refusal aside; the mutation's reset reaches the screen a tick later.
      await screen.payout('Into members’ savings').check();
      await expect.poll(() => screen.alert().count()).toBe(0);
      await screen.commitButton().click();
      await transitionsDone(screen.dialog());
      fs.mkdirSync(artifacts, { recursive: true });
      const dialog = await screen.dialog().textContent();
      expect(dialog).toContain('KES 1,000.00 will be shared among 3 members');
      expect(dialog).toContain('KES 950.00 paid into their savings and KES 50.00 withheld as tax');
      expect(dialog).toContain(`This cannot be undone. The books will be closed through 31 Dec ${year}`);
      // The dialog covers the window: a picture of the window, not of the whole page.
      await page.screenshot({ path: path.join(artifacts, 'share-out-confirm-1280.png') });
      const committed = page.waitForResponse('**/api/links/share-outs');
      await screen.confirm().click();
      expect((await committed).status()).toBe(201);
      await screen.status().getByText('Share-out committed.', { exact: false }).waitFor();
      await expect.poll(() => screen.past.column('Method')).toEqual(['Time-weighted']);
      const savings = await scene.admin.call<{ total_savings: number }>(
        `/savings/total/${(await scene.admin.userIds()).get(ACHIENG)}`,
      );
      expect(savings.total_savings).toBe(12_570);

      await screen.previewButton().click();
      await screen
        .alert()
        .getByText(`A share-out already covers this period: the books are closed through 31 Dec ${year}.`)
        .waitFor();
      await pageSettled(page);
      await screenshotWhole(page, 'share-out-committed-1280');

      const download = page.waitForEvent('download');
      await screen.past.root().getByRole('button', { name: 'Download PDF' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`share-out-${day('01-01')}-${day('12-31')}.pdf`);
      const saved = path.join(artifacts, 'share-out.pdf');
      await file.saveAs(saved);
      expect(fs.readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    },
  );

  it('shows a member their share-out on the dashboard and the statement', async () => {
    for (const viewport of [undefined, PHONE]) {
      await withSignedInPage(
        scene,
        ACHIENG,
        async ({ page }) => {
          const table = new DataTable(page, 'My share-outs');
          await table.waitFor();
          expect(await table.column('Net')).toEqual(['570.00']);
          expect(await table.column('Your share')).toEqual(['600.00']);
          expect(await overflowsSideways(page)).toBe(false);
          await pageSettled(page);
          await screenshotWhole(page, `share-out-member-dashboard-${viewport ? 375 : 1280}`);
          await visit(page, StatementScreen);
          const lines = new DataTable(page, 'Share-outs in this period');
          await lines.waitFor();
          expect(await lines.column('Net')).toEqual(['570.00']);
          await pageSettled(page);
          await screenshotWhole(page, `share-out-member-statement-${viewport ? 375 : 1280}`);
        },
        viewport,
      );
    }
  });

  asAdmin('orders the past share-outs, and downloads them as CSV in that order', async ({ page }) => {
    // A second share-out, of this year: Daudi repays 5,000 of his loan today, interest first.
    const thisYear = `${year + 1}-01-01`;
    const daudi = (await scene.admin.userIds()).get('daudi@example.com')!;
    const paid = await submitTransaction(scene.admin, daudi, [{ type: 'LTL', amount: 5000 }], {
      transaction_date: today,
    });
    await scene.admin.call(`/transactions/loan-long/${paid}/status`, 'PATCH', { status: 'Approved' });
    await scene.admin.call('/share-outs', 'POST', {
      from: thisYear,
      to: today,
      method: 'time_weighted',
      withholding_rate: 0,
      payout: 'to_savings',
    });
    const screen = await visit(page, ShareOutScreen);
    await expect.poll(async () => (await screen.past.column('Period')).length).toBe(2);
    // The latest period first unless ordered: last year's share-out second.
    const latestFirst = await screen.past.column('Period');
    expect(latestFirst[1]).toContain(String(year));
    expect(latestFirst[0]).not.toContain(String(year));

    const order = currentPage(page).getByLabel('Order', { exact: true });
    const shared = async () =>
      (await screen.past.column('Shared')).map((text) => Number(text.replace(/[^\d.]/g, '')));
    await order.selectOption('-distributable');
    await expect.poll(shared).toEqual((await shared()).toSorted((a, b) => b - a));
    await order.selectOption('distributable');
    await expect.poll(shared).toEqual((await shared()).toSorted((a, b) => a - b));
    await order.selectOption('to');
    await expect.poll(() => screen.past.column('Period')).toEqual([...latestFirst].reverse());

    const file = await downloaded(page, currentPage(page).getByRole('button', { name: 'Download CSV' }));
    expect(file.name).toBe('share-outs.csv');
    expect(file.lines[0]).toMatch(
      /^\uFEFF?share_out_id,from,to,method,payout,paid_on,user_id,member,basis,share,withholding,net$/,
    );
    const rows = file.lines.slice(1).map((line) => line.split(','));
    // Earliest period first, as ordered on the screen: last year's lines, then this year's.
    const froms = rows.map((row) => row[1]);
    expect(froms[0]).toBe(day('01-01'));
    expect(froms.at(-1)).toBe(thisYear);
    expect(froms).toEqual(froms.toSorted());
    expect(rows.filter((row) => row[1] === day('01-01')).map((row) => [row[7], row[11]])).toEqual([
      ['Achieng Otieno', '570.00'],
      ['Baraka Mwangi', '285.00'],
      ['Chebet Kiprop', '95.00'],
    ]);
  });
});
