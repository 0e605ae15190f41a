import {
  addMonthsClamped,
  type Cents,
  flatSchedule,
  formatDate,
  formatDayNumeric,
  formatKES,
  formatMoney,
  todayInGroupZone,
} from '@links/domain';
import { describe, expect, it } from 'vitest';
import { AddShortTermLoanScreen, LoanDetailScreen, LoansScreen } from '../pages/LoansScreens.js';
import { visit } from '../pages/Screen.js';
import { person, startScene } from '../support/admin-scene.js';
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
  openedLoan,
  SMALL_BORROWER,
  scheduleCells,
} from '../support/loan-kind-checks.js';
import { changeSettings, issueAndClearLoan, listLoans, repayLoan } from '../support/loans-api.js';
import { signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import type { SeedUser } from '../support/server.js';
import { failApiCall, pageSettled } from '../support/session.js';

const seed: SeedUser[] = [...loanSeed, person('Dalmas', 'Njoroge')];

const today = todayInGroupZone();
/**
 * docs/decisions/loans.md, "Group settings": the default short-term terms, 18% flat over 3 months, from the
 * domain engine.
 */
const defaultSchedule = flatSchedule({
  principal: 1_000_000 as Cents,
  rateBp: 1800,
  months: 3,
  issuedOn: today,
});
/** Cents as a read-only amount field shows them: `11800.00`. */
const fieldText = (cents: number) => formatMoney(cents).replaceAll(',', '');

let loanPath: string;

/** The form's read-only figures for a loan due `months` from today. */
const figuresDue = (interest: string, amountDue: string, installment: string, months: number) => ({
  interest,
  amountDue,
  installment,
  dueDate: formatDayNumeric(addMonthsClamped(today, months)),
});
const scene = useScene(async () => {
  const started = await startScene(seed, ADMIN);
  // The loans' money comes into Cash on hand first (docs/decisions/money-accounts.md).
  await bringCashIn(started.admin, started.idOf(ADMIN), 1_000_000);
  return started;
});
const asAdmin = signedInTest(scene, ADMIN);
const at = () => ({ browser: scene.browser, url: scene.server.url, email: ADMIN });

describe('Short-term loans', () => {
  it('shows No data found and No payment history found before any loan', () =>
    expectNoLoansYet(at(), 'short_term', [
      'User',
      'Principal',
      'Interest Rate',
      'Interest',
      'Total Due',
      'Installment',
      'Term (Months)',
      'Issued Date',
      'Due Date',
      'Status',
    ]));

  asAdmin(
    'computes 10,000 at the default 18% over 3 months read-only, sends it, and lists it uncleared',
    async ({ page }) => {
      const form = await visit(page, AddShortTermLoanScreen);
      expect(await form.principal().getAttribute('min')).toBe('0');
      expect(await form.principal().getAttribute('step')).toBe('0.01');
      expect(await form.date().inputValue()).toBe(today);
      await expect.poll(() => form.rate().inputValue()).toBe('18');
      expect(await form.period().inputValue()).toBe('3');
      for (const field of [form.interestAmount(), form.amountDue(), form.installment(), form.dueDate()]) {
        expect(await field.getAttribute('readonly')).not.toBeNull();
      }
      expect(await form.computed()).toEqual({ interest: '', amountDue: '', installment: '', dueDate: '' });

      await form.user().selectOption({ label: 'Wanjiru Kamau' });
      await form.principal().fill('10000');
      expect(await form.computed()).toEqual(figuresDue('1800.00', '11800.00', '3933.33', 3));
      expect(await form.computed()).toEqual({
        interest: fieldText(defaultSchedule.totalInterest),
        amountDue: fieldText(defaultSchedule.amountDue),
        installment: fieldText(defaultSchedule.installment),
        dueDate: formatDayNumeric(defaultSchedule.dueDate),
      });
      expect(await form.previewFigures()).toEqual({
        Installment: 'KES 3,933.33',
        'Total Interest': 'KES 1,800.00',
        'Total to Repay': 'KES 11,800.00',
        'Due Date': formatDate(addMonthsClamped(today, 3)),
        Term: '3 months at 18% for the whole loan',
      });
      await form.scheduleToggle().click();
      expect(await form.schedule.cells()).toEqual(scheduleCells(defaultSchedule.rows));
      await pageSettled(page);
      await screenshot(page, 'addshorttermloan-1280');

      const sent = page.waitForRequest('**/api/links/addshorttermloan');
      await form.submit().click();
      expect((await sent).postDataJSON()).toEqual({
        user_id: scene.idOf(BORROWER),
        principal: 10000,
        interest_rate: 0.18,
        interest_amount: 1800,
        amount_due: 11800,
        payment_period: 3,
        installment_amount: 3933.33,
        date_issued: today,
        due_date: addMonthsClamped(today, 3),
        status: 'uncleared',
      });
      const lastDue = formatDate(addMonthsClamped(today, 3));
      await form.waitForAdded('Short term loan added successfully', 'KES 3,933.33', lastDue);
      expect(await form.principal().inputValue()).toBe('');
      await form.viewLoan().click();
      const { path, detail } = await openedLoan(page);
      loanPath = path;
      expect(await detail.summary()).toMatchObject({
        'Amount Due': 'KES 11,800.00',
        Rate: '18% for the whole loan',
        Term: '3 months',
      });
      expect(await detail.status().textContent()).toBe('uncleared');
      expect(await detail.schedule.rows().count()).toBe(3);
      await pageSettled(page);
      await screenshot(page, 'short-term-loan-detail-1280');

      const loans = new LoansScreen(page, 'short_term');
      await loans.open();
      await loans.accounts.row('Wanjiru Kamau').waitFor();
      expect(await loans.accounts.cells()).toEqual([
        [
          'Wanjiru Kamau',
          '10,000.00',
          '18%',
          '1,800.00',
          '11,800.00',
          '3,933.33',
          '3',
          formatDayNumeric(today),
          formatDayNumeric(addMonthsClamped(today, 3)),
          'uncleared',
        ],
      ]);
      expect(await loans.badges()).toEqual(['uncleared red']);
      await pageSettled(page);
      await screenshot(page, 'short-term-loans-1280');
    },
  );

  asAdmin('takes a rate and a period other than the settings, exactly to the cent', async ({ page }) => {
    const form = await visit(page, AddShortTermLoanScreen);
    await form.user().selectOption({ label: 'Dalmas Njoroge' });
    await form.principal().fill('5000.50');
    await form.rate().fill('12.5');
    await form.period().fill('2');
    const expected = flatSchedule({ principal: 500_050 as Cents, rateBp: 1250, months: 2, issuedOn: today });
    expect(await form.computed()).toEqual({
      interest: fieldText(expected.totalInterest),
      amountDue: fieldText(expected.amountDue),
      installment: fieldText(expected.installment),
      dueDate: formatDayNumeric(expected.dueDate),
    });
    expect(await form.interestAmount().inputValue()).toBe('625.06');
    await form.submit().click();
    await form.status().getByText('Short term loan added successfully', { exact: true }).waitFor();
    const row = (await listLoans(scene.admin, 'short_term')).find(
      (loan) => loan.user_id === scene.idOf('dalmas@example.com'),
    );
    expect(row).toMatchObject({ amount_due: 5625.56 });
  });

  asAdmin('uses the settings again when the rate or the period is left empty', async ({ page }) => {
    const form = await visit(page, AddShortTermLoanScreen);
    // The settings first, so that the emptied fields fall back on them rather than fill from them.
    await expect.poll(() => form.rate().inputValue()).toBe('18');
    await form.principal().fill('10000');
    await form.rate().fill('');
    await form.period().fill('');
    expect(await form.rate().getAttribute('placeholder')).toBe('18');
    expect(await form.computed()).toMatchObject({ interest: '1800.00', installment: '3933.33' });
  });

  asAdmin("refuses each invalid field, and shows the server's 409 and 422 messages", async ({ page }) => {
    // Each field's refusals in full (0, over 100%, two decimals, 121 months, a date in the
    // future) are AddShortTermLoanForm.test.tsx's; here, that they reach the screen in Chromium.
    const form = await visit(page, AddShortTermLoanScreen);
    await form.submit().click();
    expect(await form.errorOf('user')).toBe('User is required');
    expect(await form.errorOf('principal')).toBe('Principal is required');
    await form.principal().fill('0');
    await form.rate().fill('150');
    await form.submit().click();
    expect(await form.errorOf('principal')).toBe('Principal must be more than 0');
    expect(await form.errorOf('rate')).toBe('Interest rate must not exceed 100%');
    await screenshot(page, 'addshorttermloan-errors-1280');

    // Wanjiru owes the loan issued above: the server's 409
    // (docs/decisions/loans.md, "One loan of each kind").
    await form.user().selectOption({ label: 'Wanjiru Kamau' });
    await form.principal().fill('2000');
    await form.rate().fill('18');
    await form.period().fill('3');
    await form.date().fill(today);
    await form.submit().click();
    await form.alertSays('This member already has an uncleared short-term loan.');

    // A figure that does not match the server's to the cent is a 422 naming the field.
    await page.route('**/api/links/addshorttermloan', (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      return route.continue({ postData: JSON.stringify({ ...body, interest_amount: 1 }) });
    });
    await form.user().selectOption({ label: 'Chebet Mutai' });
    await form.submit().click();
    await form.alert().getByText('interest_amount must be 360.00 for this loan', { exact: true }).waitFor();
    await screenshot(page, 'addshorttermloan-422-1280');
  });

  it('says Error adding short term loan when the server answers without a message', () =>
    expectRefusalWithoutMessage(at(), 'short_term', 6, '2000'));

  it('shows a repayment in Payment History with its split, and a cleared loan in green', async () => {
    await repayLoan(scene.admin, scene.idOf(BORROWER), 'short_term', 3933.33);
    await issueAndClearLoan(scene.admin, 'short_term', scene.idOf(SMALL_BORROWER), 1000, today);

    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const loans = new LoansScreen(page, 'short_term');
      await loans.open();
      await loans.accounts.row('Baraka Otieno').waitFor();
      expect(await loans.badges()).toEqual(['cleared green', 'uncleared red', 'uncleared red']);
      const wanjiru = (await loans.accounts.cells()).find((row) => row[0] === 'Wanjiru Kamau');
      // Installment 1 paid: its share of the interest (600.00) first, then 3,333.33 of principal.
      expect(wanjiru?.slice(1, 6)).toEqual(['6,666.67', '18%', '1,200.00', '7,866.67', '3,933.33']);
      await pageSettled(page);
      await screenshot(page, 'short-term-loans-cleared-1280');

      await loans.tab('Payment History').click();
      await loans.payments.row('Wanjiru Kamau').waitFor();
      expect(await loans.payments.cells()).toEqual([
        [
          'Baraka Otieno',
          '1,180.00',
          '1,000.00',
          '180.00',
          '0.00',
          '1,000.00 @ 18%',
          formatDayNumeric(today),
        ],
        [
          'Wanjiru Kamau',
          '3,933.33',
          '3,333.33',
          '600.00',
          '0.00',
          '10,000.00 @ 18%',
          formatDayNumeric(today),
        ],
      ]);
      await pageSettled(page);
      await screenshot(page, 'short-term-payments-1280');

      await page.goto(loanPath);
      const detail = new LoanDetailScreen(page);
      await detail.payments.row('3,933.33').waitFor();
      expect((await detail.schedule.cells())[0]?.[5]).toBe('3,933.33');
    });
  });

  it("previews with the settings' new rate and term once they change", async () => {
    await changeSettings(scene.admin, { short_term_rate: 0.2, short_term_months: 4 });
    try {
      await withSignedInPage(scene, ADMIN, async ({ page }) => {
        const form = await visit(page, AddShortTermLoanScreen);
        await expect.poll(() => form.rate().inputValue()).toBe('20');
        expect(await form.period().inputValue()).toBe('4');
        await form.principal().fill('10000');
        expect(await form.computed()).toEqual(figuresDue('2000.00', '12000.00', '3000.00', 4));
        expect((await form.previewFigures()).Installment).toBe(formatKES(300_000));
      });
    } finally {
      await changeSettings(scene.admin, { short_term_rate: 0.18, short_term_months: 3 });
    }
  });

  it('stays readable at 375 px', () =>
    expectReadableOnPhone(
      at(),
      'short_term',
      loanPath,
      async (page) => {
        const form = await visit(page, AddShortTermLoanScreen);
        await form.principal().fill('10000');
        await expect.poll(() => form.installment().inputValue()).toBe('3933.33');
      },
      { form: 'addshorttermloan-375', detail: 'short-term-loan-detail-375' },
    ));

  asAdmin('says Failed to load short term loans and Failed to load payment history', async ({ page }) => {
    await expectListsFailToLoad(page, 'short_term');
  });

  asAdmin('asks for the rate and the period when the settings cannot be loaded', async ({ page }) => {
    await failApiCall(page, '/settings');
    const form = await visit(page, AddShortTermLoanScreen);
    await form
      .alert()
      .getByText('Failed to load settings: enter the interest rate and the payment period.', { exact: true })
      .waitFor();
    await form.principal().fill('10000');
    await form.rate().fill('18');
    await form.period().fill('3');
    expect(await form.computed()).toMatchObject({ amountDue: '11800.00' });
  });
});
