import fs from 'node:fs';
import path from 'node:path';
import { addDaysIso, todayInGroupZone } from '@links/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataTable } from '../pages/DataTable.js';
import { ShareOutScreen } from '../pages/ShareOutScreen.js';
import { Shell } from '../pages/Shell.js';
import { StatementScreen } from '../pages/StatementScreen.js';
import { ApiClient } from '../support/api.js';
import { artifacts, launchBrowser, PHONE } from '../support/browser.js';
import { screenshotWhole } from '../support/full-screenshot.js';
import { type RunningServer, startServer } from '../support/server.js';
import { overflowsSideways, pageSettled, signedInPage, transitionsDone } from '../support/session.js';

const ADMIN = 'amina@example.com';
const ACHIENG = 'achieng@example.com';
const today = todayInGroupZone();
const year = Number(today.slice(0, 4)) - 1;
const day = (monthDay: string) => `${year}-${monthDay}`;
const TIME_WEIGHTED = 'Time-weighted';

let server: RunningServer;
let browser: Browser;
let admin: ApiClient;

/**
 * Last year's books: Achieng saves 12,000 in January, Baraka 6,000 in April and 6,000 in October,
 * Chebet 24,000 in December; Daudi borrows 100,000 in February and his first installment in March
 * pays 1,000.00 of interest: the year's surplus.
 */
async function lastYearsBooks() {
  const ids = await admin.userIds();
  const id = (name: string) => ids.get(`${name}@example.com`)!;
  for (const name of ['achieng', 'baraka', 'chebet']) await admin.addSaving(id(name), 0);
  const pay = async (name: string, type: 'SAVING' | 'LTL', amount: number, date: string) => {
    const items = [{ transaction_type: type, transaction_amount: amount }];
    const body = { user_id: id(name), total_payed: amount, transaction_items: items, transaction_date: date };
    const { transaction_id } = await admin.call<{ transaction_id: number }>(
      '/create-transaction',
      'POST',
      body,
    );
    const kind = type === 'SAVING' ? 'savings' : 'loan-long';
    await admin.call(`/transactions/${kind}/${transaction_id}/status`, 'PATCH', { status: 'Approved' });
  };
  await pay('achieng', 'SAVING', 12_000, day('01-10'));
  await pay('baraka', 'SAVING', 6_000, day('04-05'));
  await pay('baraka', 'SAVING', 6_000, day('10-20'));
  await pay('chebet', 'SAVING', 24_000, day('12-01'));
  const loan = await admin.call<{ installment_amount: number }>('/addloan', 'POST', {
    user_id: id('daudi'),
    loan_amount: 100_000,
    date_issued: day('02-01'),
  });
  await pay('daudi', 'LTL', loan.installment_amount, day('03-01'));
  await admin.createBankAccount('Equity Bank', 0);
}

beforeAll(async () => {
  const member = (firstname: string, lastname: string) => ({
    firstname,
    lastname,
    email: `${firstname.toLowerCase()}@example.com`,
    role: 'member' as const,
  });
  server = await startServer({
    seed: [
      { firstname: 'Amina', lastname: 'Odhiambo', email: ADMIN, role: 'admin' },
      member('Achieng', 'Otieno'),
      member('Baraka', 'Mwangi'),
      member('Chebet', 'Kiprop'),
      member('Daudi', 'Njoroge'),
    ],
  });
  browser = await launchBrowser();
  admin = await ApiClient.signIn(server.url, ADMIN);
  await lastYearsBooks();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openShareOut(viewport?: typeof PHONE) {
  const opened = await signedInPage(browser, server.url, ADMIN, viewport);
  const screen = new ShareOutScreen(opened.page);
  await screen.open();
  return { ...opened, screen };
}

describe('Share-out', () => {
  it('sits after Books in the admin sidebar and checks the terms before sending', async () => {
    const { context, page, problems } = await signedInPage(browser, server.url, ADMIN);
    await new Shell(page).sidebar().getByRole('link', { name: 'Share-out' }).click();
    await page.waitForURL('**/share-out');
    const screen = new ShareOutScreen(page);
    await screen.heading().waitFor();
    expect(await screen.field('From').inputValue()).toBe(day('01-01'));
    expect(await screen.field('To').inputValue()).toBe(day('12-31'));
    await screen.fillTerms({ from: '', to: addDaysIso(today, 1), method: TIME_WEIGHTED, rate: '150' });
    await screen.previewButton().click();
    expect(await screen.errorOf('From')).toBe('From is required');
    expect(await screen.errorOf('To')).toBe('The period must have ended: To cannot be in the future');
    expect(await screen.errorOf('Withholding tax (%)')).toBe(
      'Withholding tax must be a percent from 0 to 100 with at most two decimals',
    );
    // January made no surplus: the server says so.
    await screen.fillTerms({ from: day('01-01'), to: day('01-31'), method: TIME_WEIGHTED, rate: '5' });
    await screen.previewButton().click();
    await screen.alert().getByText('Nothing to share: the period made no surplus').waitFor();
    await pageSettled(page);
    await screenshotWhole(page, 'share-out-errors-1280');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('previews on a phone without scrolling sideways', async () => {
    const { context, page, problems, screen } = await openShareOut(PHONE);
    await screen.fillTerms({ from: day('01-01'), to: day('12-31'), method: TIME_WEIGHTED, rate: '5' });
    await screen.previewButton().click();
    await screen.chart().waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await pageSettled(page);
    await screenshotWhole(page, 'share-out-preview-375');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('previews every member’s share with the totals and a chart, then commits it once', async () => {
    const { context, page, problems, screen } = await openShareOut();
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

    await screen.payout('Into members’ savings').check();
    expect(await screen.alert().count()).toBe(0);
    await screen.commitButton().click();
    await transitionsDone(screen.dialog());
    fs.mkdirSync(artifacts, { recursive: true });
    const dialog = await screen.dialog().textContent();
    expect(dialog).toContain('KES 1,000.00 will be shared among 3 members');
    expect(dialog).toContain('KES 950.00 paid into their savings and KES 50.00 withheld as tax');
    expect(dialog).toContain(`This cannot be undone. The books will be closed through Dec 31, ${year}`);
    // The dialog covers the window: a picture of the window, not of the whole page.
    await page.screenshot({ path: path.join(artifacts, 'share-out-confirm-1280.png') });
    const committed = page.waitForResponse('**/api/links/share-outs');
    await screen.confirm().click();
    expect((await committed).status()).toBe(201);
    await screen.status().getByText('Share-out committed.', { exact: false }).waitFor();
    await expect.poll(() => screen.past.column('Method')).toEqual(['Time-weighted']);
    const savings = await admin.call<{ total_savings: number }>(
      `/savings/total/${(await admin.userIds()).get(ACHIENG)}`,
    );
    expect(savings.total_savings).toBe(12_570);

    await screen.previewButton().click();
    await screen
      .alert()
      .getByText(`A share-out already covers this period: the books are closed through Dec 31, ${year}.`)
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
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a member their share-out on the dashboard and the statement', async () => {
    for (const viewport of [undefined, PHONE]) {
      const { context, page, problems } = await signedInPage(browser, server.url, ACHIENG, viewport);
      const table = new DataTable(page, 'My share-outs');
      await table.waitFor();
      expect(await table.column('Net')).toEqual(['570.00']);
      expect(await table.column('Your share')).toEqual(['600.00']);
      expect(await overflowsSideways(page)).toBe(false);
      await pageSettled(page);
      await screenshotWhole(page, `share-out-member-dashboard-${viewport ? 375 : 1280}`);
      const statement = new StatementScreen(page);
      await statement.open();
      const lines = new DataTable(page, 'Share-outs in this period');
      await lines.waitFor();
      expect(await lines.column('Net')).toEqual(['570.00']);
      await pageSettled(page);
      await screenshotWhole(page, `share-out-member-statement-${viewport ? 375 : 1280}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
