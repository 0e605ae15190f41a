import {
  addMonthsClamped,
  type Cents,
  formatDate,
  formatDayNumeric,
  formatKES,
  reducingBalanceSchedule,
  todayInGroupZone,
} from '@links/domain';
import { describe, expect, it } from 'vitest';
import { cellsOf, currentPage } from '../pages/DataTable.js';
import { AddLoanScreen, LoanDetailScreen, LoansScreen } from '../pages/LoansScreens.js';
import { visit } from '../pages/Screen.js';
import { startScene } from '../support/admin-scene.js';
import { bringCashIn } from '../support/books-api.js';
import { screenshot } from '../support/browser.js';
import {
  ADMIN,
  BORROWER,
  expectListsFailToLoad,
  expectNoLoansYet,
  expectReadableOnPhone,
  expectRefusalWithoutMessage,
  loanSeed,
  OTHER_MEMBER,
  openedLoan,
  SMALL_BORROWER,
  scheduleCells,
} from '../support/loan-kind-checks.js';
import { changeSettings, issueAndClearLoan, repayLoan } from '../support/loans-api.js';
import { signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import { failApiCall, pageSettled, signedInPage } from '../support/session.js';

const seed = loanSeed;

const today = todayInGroupZone();
/**
 * docs/decisions/loans.md, "Group settings": the default long-term terms, 12% a year over 24 months, from the
 * domain engine.
 */
const defaultSchedule = reducingBalanceSchedule({
  principal: 10_000_000 as Cents,
  yearlyRateBp: 1200,
  months: 24,
  issuedOn: today,
});

let loanPath: string;

const scene = useScene(async () => {
  const started = await startScene(seed, ADMIN);
  // The loans' money comes into Cash on hand first (docs/decisions/money-accounts.md).
  await bringCashIn(started.admin, started.idOf(ADMIN), 1_000_000);
  return started;
});
const asAdmin = signedInTest(scene, ADMIN);
const at = () => ({ browser: scene.browser, url: scene.server.url, email: ADMIN });

describe('Long-term loans', () => {
  it('shows No data found and No payment history found before any loan', () =>
    expectNoLoansYet(
      at(),
      'long_term',
      [
        'User',
        'Principal',
        'Loan Amount',
        'Interest',
        'Total Due',
        'Installment',
        'Issued Date',
        'Due Date',
        'Status',
      ],
      ['User', 'Amount Paid', 'Principal', 'Interest', 'Fines', 'Loan Details', 'Payment Date'],
    ));

  asAdmin(
    'previews 100,000 at the default 12% a year over 24 months with the domain engine, then issues it',
    async ({ page }) => {
      const form = await visit(page, AddLoanScreen);
      expect(await form.amount().getAttribute('min')).toBe('1000');
      expect(await form.amount().getAttribute('step')).toBe('1000');
      expect(await form.date().inputValue()).toBe(today);
      expect(await form.date().getAttribute('max')).toBe(today);
      await form.previewHint().waitFor();

      await expect.poll(async () => (await form.user().locator('option').allTextContents()).length).toBe(5);
      await form.user().selectOption({ label: 'Wanjiru Kamau' });
      await form.amount().fill('100000');
      await form.preview().waitFor();
      expect(await form.previewFigures()).toEqual({
        Installment: formatKES(defaultSchedule.installment),
        'Total Interest': formatKES(defaultSchedule.totalInterest),
        'Total to Repay': formatKES(defaultSchedule.amountDue),
        'Due Date': formatDate(addMonthsClamped(today, 24)),
        Term: '24 months at 12% a year',
      });
      // Worked by hand in the server's tests: 4,707.35 a month and 12,976.34 of interest.
      expect(formatKES(defaultSchedule.installment)).toBe('KES 4,707.35');
      expect(formatKES(defaultSchedule.totalInterest)).toBe('KES 12,976.34');

      await form.scheduleToggle().click();
      await form.schedule.waitFor();
      expect(await form.schedule.headers()).toEqual(
        cellsOf('No. | Due Date | Installment | Interest | Principal | Balance After'),
      );
      const rows = await form.schedule.cells();
      expect(rows).toHaveLength(24);
      expect(rows).toEqual(scheduleCells(defaultSchedule.rows));
      await pageSettled(page);
      await screenshot(page, 'addloan-preview-1280');

      await form.submit().click();
      // The server's own figures for the loan, as it answered.
      await form.waitForAdded(
        'Loan added successfully',
        'KES 4,707.35',
        formatDate(addMonthsClamped(today, 24)),
      );
      expect(await form.amount().inputValue()).toBe('');
      expect(await form.user().inputValue()).toBe('');
      await form.viewLoan().waitFor();
      await screenshot(page, 'addloan-added-1280');

      await currentPage(page).getByRole('link', { name: 'Back to long term loans' }).first().click();
      await page.waitForURL('**/long-term-loans');
      const loans = new LoansScreen(page, 'long_term');
      await loans.accounts.row('Wanjiru Kamau').waitFor();
      expect(await loans.accounts.cells()).toEqual([
        [
          'Wanjiru Kamau',
          '100,000.00',
          '100,000.00',
          '12,976.34',
          '112,976.34',
          '4,707.35',
          formatDayNumeric(today),
          formatDayNumeric(addMonthsClamped(today, 24)),
          'Uncleared',
        ],
      ]);
      expect(await loans.badges()).toEqual(['Uncleared red']);
      // Red on screen too, not only in the attribute.
      expect(await loans.status('Wanjiru Kamau').evaluate((badge) => badge.className)).toMatch(/\btext-red-/);
      await pageSettled(page);
      await screenshot(page, 'long-term-loans-1280');

      await loans.openLoan('Wanjiru Kamau').click();
      const { path, detail } = await openedLoan(page);
      loanPath = path;
      expect(await detail.summary()).toEqual({
        'Amount Due': 'KES 112,976.34',
        'Principal Owed': 'KES 100,000.00',
        'Interest Owed': 'KES 12,976.34',
        Installment: 'KES 4,707.35',
        'Loan Amount': 'KES 100,000.00',
        Rate: '12% a year',
        Term: '24 months',
        Issued: formatDate(today),
        'Due Date': formatDate(addMonthsClamped(today, 24)),
      });
      expect(await detail.status().textContent()).toBe('Uncleared');
      expect(await detail.schedule.headers()).toEqual(
        cellsOf('No. | Due Date | Installment | Interest | Principal | Paid So Far | Balance After'),
      );
      const schedule = await detail.schedule.cells();
      expect(schedule).toHaveLength(24);
      expect(schedule[0]).toEqual([
        '1',
        formatDayNumeric(addMonthsClamped(today, 1)),
        '4,707.35',
        '1,000.00',
        '3,707.35',
        '0.00',
        '96,292.65',
      ]);
      expect(schedule[23]?.[6]).toBe('0.00');
      await detail.payments.root().getByText('No payment history found', { exact: true }).waitFor();
      expect(await detail.due().textContent()).toContain(
        `KES 4,707.35 due ${formatDate(addMonthsClamped(today, 1))}`,
      );
      await pageSettled(page);
      await screenshot(page, 'loan-detail-1280');
    },
  );

  it('previews 8,884.88 a month and 6,618.53 of interest once the settings say 12 months', async () => {
    await changeSettings(scene.admin, { long_term_months: 12 });
    try {
      await withSignedInPage(scene, ADMIN, async ({ page }) => {
        const form = await visit(page, AddLoanScreen);
        await form.amount().fill('100000');
        await form.preview().waitFor();
        expect(await form.previewFigures()).toEqual({
          Installment: 'KES 8,884.88',
          'Total Interest': 'KES 6,618.53',
          'Total to Repay': 'KES 106,618.53',
          'Due Date': formatDate(addMonthsClamped(today, 12)),
          Term: '12 months at 12% a year',
        });
        await form.preview().getByText('The last installment is KES 8,884.85', { exact: false }).waitFor();
        await form.scheduleToggle().click();
        expect(await form.schedule.rows().count()).toBe(12);
      });
    } finally {
      await changeSettings(scene.admin, { long_term_months: 24 });
    }
  });

  asAdmin(
    "refuses an empty user or amount, and a second uncleared loan with the server's message",
    async ({ page }) => {
      const form = await visit(page, AddLoanScreen);
      await form.submit().click();
      expect(await form.errorOf('user')).toBe('User is required');
      expect(await form.errorOf('amount')).toBe('Amount is required');
      expect(await form.errorOf('date')).toBeNull();
      // The amount's steps and the date's refusals are AddLoanForm.test.tsx's.
      await screenshot(page, 'addloan-errors-1280');

      // Wanjiru already owes the loan issued above (docs/decisions/loans.md, "One loan of each kind": one
      // uncleared loan of each kind).
      await form.user().selectOption({ label: 'Wanjiru Kamau' });
      await form.amount().fill('50000');
      await form.submit().click();
      await form.alertSays('This member already has an uncleared long-term loan.');
      await screenshot(page, 'addloan-conflict-1280');
    },
  );

  it('says Error adding loan when the server answers without a message', () =>
    expectRefusalWithoutMessage(at(), 'long_term', 5, '20000'));

  it('shows a repayment in Payment History with its split, and in the loan', async () => {
    await repayLoan(scene.admin, scene.idOf(BORROWER), 'long_term', 4707.35);
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const loans = new LoansScreen(page, 'long_term');
      await loans.open();
      await loans.accounts.row('Wanjiru Kamau').waitFor();
      // The first installment paid its interest (1,000.00) first, then 3,707.35 of principal.
      expect((await loans.accounts.cells())[0]?.slice(1, 6)).toEqual(
        cellsOf('96,292.65 | 100,000.00 | 11,976.34 | 108,268.99 | 4,707.35'),
      );
      await loans.tab('Payment History').click();
      await loans.payments.row('Wanjiru Kamau').waitFor();
      expect(await loans.payments.cells()).toEqual([
        [
          'Wanjiru Kamau',
          '4,707.35',
          '3,707.35',
          '1,000.00',
          '0.00',
          '100,000.00 @ 12%',
          formatDayNumeric(today),
        ],
      ]);
      await pageSettled(page);
      await screenshot(page, 'long-term-payments-1280');

      // The payment's loan opens from its Loan Details.
      await loans.payments.row('Wanjiru Kamau').getByRole('link', { name: '100,000.00 @ 12%' }).click();
      await page.waitForURL(`**${loanPath}`);
      const detail = new LoanDetailScreen(page);
      await detail.payments.row('4,707.35').waitFor();
      expect(await detail.payments.cells()).toEqual([
        [formatDayNumeric(today), '4,707.35', '3,707.35', '1,000.00', '0.00'],
      ]);
      expect((await detail.schedule.cells())[0]?.[5]).toBe('4,707.35');
      expect(await detail.due().textContent()).toContain(
        `KES 4,707.35 due ${formatDate(addMonthsClamped(today, 2))}`,
      );
      expect((await detail.summary())['Amount Due']).toBe('KES 108,268.99');
      await pageSettled(page);
      await screenshot(page, 'loan-detail-paid-1280');
    });
  });

  it('shows a cleared loan with a green badge', async () => {
    await issueAndClearLoan(scene.admin, 'long_term', scene.idOf(SMALL_BORROWER), 1000, today);

    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const loans = new LoansScreen(page, 'long_term');
      await loans.open();
      await loans.accounts.row('Baraka Otieno').waitFor();
      expect(await loans.badges()).toEqual(['Cleared green', 'Uncleared red']);
      expect((await loans.accounts.cells())[0]?.slice(0, 5)).toEqual(
        cellsOf('Baraka Otieno | 0.00 | 1,000.00 | 0.00 | 0.00'),
      );
      await pageSettled(page);
      await screenshot(page, 'long-term-loans-cleared-1280');
      await loans.openLoan('Baraka Otieno').click();
      const detail = new LoanDetailScreen(page);
      await detail.schedule.waitFor();
      expect(await detail.status().getAttribute('data-tone')).toBe('green');
      await currentPage(page).getByText('Nothing is due: every installment is paid.').waitFor();
    });
  });

  it('shows the loan to the member who owes it, and to another member it does not exist', async () => {
    await withSignedInPage(scene, BORROWER, async ({ page }) => {
      await page.goto(loanPath);
      const detail = new LoanDetailScreen(page);
      await detail.schedule.waitFor();
      expect(await detail.back().getAttribute('href')).toBe('/member-ltl');
    });

    const other = await signedInPage(scene.browser, scene.server.url, OTHER_MEMBER);
    await other.page.goto(loanPath);
    await new LoanDetailScreen(other.page).alert().getByText('Loan not found.', { exact: true }).waitFor();
    await other.context.close();
  });

  it('stays readable at 375 px', () =>
    expectReadableOnPhone(
      at(),
      'long_term',
      loanPath,
      async (page) => {
        const form = await visit(page, AddLoanScreen);
        await form.amount().fill('100000');
        await form.scheduleToggle().click();
        await form.schedule.waitFor();
      },
      { form: 'addloan-375', detail: 'loan-detail-375' },
    ));

  asAdmin(
    'says Failed to load loans and Failed to load payment history when the lists cannot be loaded',
    async ({ page }) => {
      await expectListsFailToLoad(page, 'long_term');
      await pageSettled(page);
      await screenshot(page, 'long-term-loans-failed-1280');

      await failApiCall(page, '/loans/*');
      await page.goto(loanPath);
      await new LoanDetailScreen(page).alert().getByText('Failed to load loans', { exact: true }).waitFor();
    },
  );

  asAdmin(
    'says what it cannot load on the form: the users, or the settings for the preview',
    async ({ page }) => {
      await failApiCall(page, '/get-users');
      await failApiCall(page, '/settings');
      const form = await visit(page, AddLoanScreen);
      await form.alert().getByText('Failed to fetch users.', { exact: true }).waitFor();
      await form
        .alert()
        .getByText('Failed to load settings: the preview is not available.', { exact: true })
        .waitFor();
    },
  );

  asAdmin("says the server's Loan not found. for a loan that does not exist", async ({ page }) => {
    await page.goto('/loans/9999');
    await new LoanDetailScreen(page).alert().getByText('Loan not found.', { exact: true }).waitFor();
  });
});
