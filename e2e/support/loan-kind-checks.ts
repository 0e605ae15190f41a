import { formatDayNumeric, formatMoney, type ScheduleRow } from '@links/domain';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  AddLoanScreen,
  AddShortTermLoanScreen,
  LoanDetailScreen,
  LoansScreen,
} from '../pages/LoansScreens.js';
import { PHONE, screenshot } from './browser.js';
import type { LoanKind } from './loans-api.js';
import type { SeedUser } from './server.js';
import { failApiCall, overflowsSideways, pageSettled, signedInPage } from './session.js';

/** A repayment schedule as the schedule table shows it: number, due date and the four amounts. */
export const scheduleCells = (rows: readonly ScheduleRow[]) =>
  rows.map((row) => [
    String(row.number),
    formatDayNumeric(row.dueDate),
    formatMoney(row.installment),
    formatMoney(row.interest),
    formatMoney(row.principal),
    formatMoney(row.balanceAfter),
  ]);

export const ADMIN = 'amina@example.com';
export const BORROWER = 'wanjiru@example.com';
export const SMALL_BORROWER = 'baraka@example.com';
export const OTHER_MEMBER = 'chebet@example.com';
/** The admin, the borrower Wanjiru, Baraka who borrows a little, and Chebet who does not. */
export const loanSeed: SeedUser[] = [
  { firstname: 'Amina', lastname: 'Odhiambo', email: ADMIN, role: 'admin' },
  { firstname: 'Wanjiru', lastname: 'Kamau', email: BORROWER, role: 'member' },
  { firstname: 'Baraka', lastname: 'Otieno', email: SMALL_BORROWER, role: 'member' },
  { firstname: 'Chebet', lastname: 'Mutai', email: OTHER_MEMBER, role: 'member' },
];

/** What differs between the long-term and the short-term loan screens. */
const kinds = {
  long_term: {
    shots: 'long-term',
    addPath: 'addloan',
    listCall: '/all-loans',
    paymentsCall: '/loan-payments/long-term',
    listFailed: 'Failed to load loans',
    addFailed: 'Error adding loan',
  },
  short_term: {
    shots: 'short-term',
    addPath: 'addshorttermloan',
    listCall: '/all-shorttermloans',
    paymentsCall: '/loan-payments/short-term',
    listFailed: 'Failed to load short term loans',
    addFailed: 'Error adding short term loan',
  },
} as const;

/** After following a link to a loan: waits for its page and its schedule; its path and its screen. */
export async function openedLoan(page: Page): Promise<{ path: string; detail: LoanDetailScreen }> {
  await page.waitForURL(/\/loans\/\d+$/);
  const path = new URL(page.url()).pathname;
  const detail = new LoanDetailScreen(page);
  await detail.schedule.waitFor();
  return { path, detail };
}

/** Where the checks below look: the app, and who is signed in. */
export interface LoanScreensAt {
  browser: Browser;
  url: string;
  email: string;
}

/**
 * Before any loan: both tabs say so under their headers, and Add opens the form
 * (`paymentHeaders` also checks the Payment History columns).
 */
export async function expectNoLoansYet(
  at: LoanScreensAt,
  kind: LoanKind,
  accountHeaders: string[],
  paymentHeaders?: string[],
) {
  const { context, page, problems } = await signedInPage(at.browser, at.url, at.email);
  const loans = new LoansScreen(page, kind);
  await loans.open();
  await loans.accounts.empty().waitFor();
  expect(await loans.accounts.headers()).toEqual(accountHeaders);
  await loans.tab('Payment History').click();
  await loans.payments.root().getByText('No payment history found', { exact: true }).waitFor();
  if (paymentHeaders) expect(await loans.payments.headers()).toEqual(paymentHeaders);
  await pageSettled(page);
  await screenshot(page, `${kinds[kind].shots}-loans-empty-1280`);
  await loans.addLoan().click();
  await page.waitForURL(`**/${kinds[kind].addPath}`);
  expect(problems).toEqual([]);
  await context.close();
}

/** The add form says its own message when the server refuses a loan to Chebet without one. */
export async function expectRefusalWithoutMessage(
  at: LoanScreensAt,
  kind: LoanKind,
  userOptions: number,
  amount: string,
) {
  const { context, page } = await signedInPage(at.browser, at.url, at.email);
  await page.route(`**/api/links/${kinds[kind].addPath}`, (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  const form = kind === 'long_term' ? new AddLoanScreen(page) : new AddShortTermLoanScreen(page);
  await form.open();
  await expect
    .poll(async () => (await form.user().locator('option').allTextContents()).length)
    .toBe(userOptions);
  await form.user().selectOption({ label: 'Chebet Mutai' });
  await (form instanceof AddLoanScreen ? form.amount() : form.principal()).fill(amount);
  await form.submit().click();
  await form.alert().getByText(kinds[kind].addFailed, { exact: true }).waitFor();
  await context.close();
}

/** The screenshots of the phone check, after the list's and the payments' own. */
export interface PhoneShots {
  form: string;
  detail: string;
}

/**
 * At 375 px, with Wanjiru's loan at `loanPath`: the list, the payments, the add form once
 * `fillForm` has opened and filled it, and the loan do not overflow sideways.
 */
export async function expectReadableOnPhone(
  at: LoanScreensAt,
  kind: LoanKind,
  loanPath: string,
  fillForm: (page: Page) => Promise<void>,
  shots: PhoneShots,
) {
  const { context, page, problems } = await signedInPage(at.browser, at.url, at.email, PHONE);
  const loans = new LoansScreen(page, kind);
  await loans.open();
  await loans.accounts.row('Wanjiru Kamau').waitFor();
  expect(await overflowsSideways(page)).toBe(false);
  await pageSettled(page);
  await screenshot(page, `${kinds[kind].shots}-loans-375`);
  await loans.tab('Payment History').click();
  await loans.payments.row('Wanjiru Kamau').waitFor();
  expect(await overflowsSideways(page)).toBe(false);
  await screenshot(page, `${kinds[kind].shots}-payments-375`);

  await fillForm(page);
  expect(await overflowsSideways(page)).toBe(false);
  await pageSettled(page);
  await screenshot(page, shots.form);

  await page.goto(loanPath);
  await new LoanDetailScreen(page).schedule.waitFor();
  expect(await overflowsSideways(page)).toBe(false);
  await pageSettled(page);
  await screenshot(page, shots.detail);
  expect(problems).toEqual([]);
  await context.close();
}

/** With the loans list and the payments failing, each tab says which it could not load. */
export async function expectListsFailToLoad(page: Page, kind: LoanKind) {
  await failApiCall(page, kinds[kind].listCall);
  await failApiCall(page, kinds[kind].paymentsCall);
  const loans = new LoansScreen(page, kind);
  await loans.open();
  await loans.alert().getByText(kinds[kind].listFailed, { exact: true }).waitFor();
  await loans.tab('Payment History').click();
  await loans.alert().getByText('Failed to load payment history', { exact: true }).waitFor();
}
