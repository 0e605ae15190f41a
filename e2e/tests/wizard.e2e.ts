import {
  addMonthsClamped,
  COMMON_PASSWORD_MESSAGE,
  formatMoney,
  PASSWORD_HINT,
  REQUIRED_USER_MESSAGE,
  todayInGroupZone,
} from '@links/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MemberDashboard } from '../pages/DashboardScreens.js';
import { currentPage } from '../pages/DataTable.js';
import { MembersScreen } from '../pages/MembersScreens.js';
import { visit } from '../pages/Screen.js';
import { WizardScreen } from '../pages/WizardScreen.js';
import { ADMIN_EMAIL as ADMIN, AMINA, newMember, startServerScene } from '../support/admin-scene.js';
import { ApiClient } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { signedInTest, useScene, withSignedInPage } from '../support/scene.js';
import { PASSWORD } from '../support/server.js';
import { overflowsSideways, pageSettled, signedInPage } from '../support/session.js';

const LONG_TERM_LOAN_MESSAGE = 'Long Term Loan requires both principal and loan amount to be valid numbers';
const today = todayInGroupZone();

const scene = useScene(() =>
  startServerScene(
    {
      seed: [AMINA],
    },
    ADMIN,
  ),
);

/** A KES number from the API as the screens show it: `KES 1,500.50`. */
const kes = (amount: number) => `KES ${formatMoney(Math.round(amount * 100))}`;

interface MemberLoan {
  kind: 'long_term' | 'short_term';
  installment_amount: number;
  principal: number;
  loan_amount: number;
  date_issued: string;
}
const loansOf = async (userId: number) =>
  (await scene.admin.call<{ loans: MemberLoan[] }>(`/loans/user/${userId}`)).loans;

/** The wizard, its User step filled in for a new member, at its Savings step. */
/** The wizard at its second step, for a member left without a password: they get an invitation. */
async function wizardAtSavings(page: Page, firstname: string, lastname: string) {
  const wizard = await visit(page, WizardScreen);
  const { password: _none, ...member } = newMember(firstname, lastname);
  await wizard.fillUser(member);
  await wizard.next('Savings');
  return wizard;
}

describe('the create-user wizard', () => {
  asAdmin('opens from Add Members on /members at its first step', async ({ page }) => {
    const members = await new MembersScreen(page).shown('/members');
    await members.addMembers().click();
    await page.waitForURL('**/add-member');
    const wizard = new WizardScreen(page);
    await wizard.stepHeading('User info').waitFor();
    expect(await currentPage(page).getByRole('heading', { level: 1 }).textContent()).toBe('Add Member');
    expect(await wizard.previous().isDisabled()).toBe(true);
    expect(await wizard.skipButton().count()).toBe(0);
  });

  asAdmin("shows the user and long-term loan steps' messages on screen", async ({ page }) => {
    // Every step's messages, and the min and step of the number inputs, are
    // CreateUserWizard.test.tsx's; here two of them reach the screen in Chromium.
    const wizard = await visit(page, WizardScreen);

    await wizard.nextButton().click();
    expect(await wizard.alert().textContent()).toBe(REQUIRED_USER_MESSAGE);
    expect(await wizard.field('First Name').getAttribute('aria-invalid')).toBe('true');
    await pageSettled(page);
    await screenshot(page, 'wizard-errors-1280');
    await wizard.fillUser({
      firstname: 'Njeri',
      lastname: 'Wambui',
      email: 'njeri@example.com',
      password: PASSWORD,
    });
    await wizard.next('Savings');
    // The group's target, from the settings.
    await expect.poll(() => wizard.field('Savings Target').inputValue()).toBe('30000');
    await wizard.next('Long-term loan');

    await wizard.field('Principal').fill('50000');
    await wizard.nextButton().click();
    expect(await wizard.alert().textContent()).toBe(LONG_TERM_LOAN_MESSAGE);
    expect(await wizard.field('Loan Amount').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'wizard-ltl-error-1280');
  });

  asAdmin('keeps what was typed on Previous, and leaves skipped steps out', async ({ page }) => {
    const wizard = await visit(page, WizardScreen);
    const user = { firstname: 'Baraka', lastname: 'Mwangi', email: 'baraka@example.com', password: PASSWORD };
    await wizard.fillUser(user);
    await wizard.field('Role').selectOption('admin');
    await wizard.next('Savings');
    await wizard.field('Savings Target').fill('48000');
    await wizard.field('Initial Savings').fill('100');
    await wizard.skip('Long-term loan');
    await wizard.field('Loan Amount').fill('50000');
    await wizard.field('Principal').fill('20000');

    await wizard.previous().click();
    await wizard.stepHeading('Savings').waitFor();
    expect(await wizard.field('Savings Target').inputValue()).toBe('48000');
    expect(await wizard.field('Initial Savings').inputValue()).toBe('100');
    await wizard.previous().click();
    await wizard.stepHeading('User info').waitFor();
    expect(await wizard.field('First Name').inputValue()).toBe('Baraka');
    expect(await wizard.field('Last Name').inputValue()).toBe('Mwangi');
    expect(await wizard.field('Email').inputValue()).toBe('baraka@example.com');
    expect(await wizard.field('Password (optional)').inputValue()).toBe(PASSWORD);
    expect(await wizard.field('Role').inputValue()).toBe('admin');
    await wizard.field('Role').selectOption('member');

    await wizard.next('Savings');
    await wizard.skip('Long-term loan');
    expect(await wizard.field('Loan Amount').inputValue()).toBe('50000');
    await wizard.skip('Short-term loan');
    await wizard.field('Principal').fill('10000');
    await wizard.skip('Review and submit');

    // The skipped step takes the group's target, from the settings.
    await expect
      .poll(() => wizard.section('Savings'))
      .toEqual({
        'Savings target (a year)': 'KES 30,000.00',
        'Target per month': 'KES 2,500.00',
        'Initial savings': 'KES 0.00',
        Step: "Skipped: the group's default target",
      });
    expect(await wizard.section('Long-term loan')).toEqual({ Loan: 'None' });
    expect(await wizard.section('Short-term loan')).toEqual({ Loan: 'None' });
    expect(await wizard.plannedTotal().textContent()).toBe('KES 2,500.00');

    await wizard.submitButton().click();
    await wizard.result().waitFor();
    const figures = await wizard.resultFigures();
    expect(figures).toMatchObject({
      'Long-term loan ID': '—',
      'Short-term loan ID': '—',
      'Long-term installment': 'KES 0.00',
      'Short-term installment': 'KES 0.00',
      'Monthly payment total': 'KES 2,500.00',
    });
    const userId = Number(figures['User ID']);
    expect(await loansOf(userId)).toEqual([]);
    const savings = await scene.admin.call<{
      savings: { user_id: number; saving_id: number; expected_saving: number }[];
    }>('/all-savings');
    const account = savings.savings.find((row) => row.user_id === userId);
    expect(account).toMatchObject({ saving_id: Number(figures['Saving ID']), expected_saving: 30000 });
    const users = await scene.admin.call<{ users: { users_id: number; role: string }[] }>('/get-users');
    expect(users.users.find((row) => row.users_id === userId)?.role).toBe('member');
  });

  it('creates a member without loans, who then signs in and sees their figures', async () => {
    let userId = 0;
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const wizard = await wizardAtSavings(page, 'Chebet', 'Langat');
      await wizard.field('Savings Target').fill('36000');
      expect(await wizard.hintOf('Savings Target')).toBe('Yearly. Target per month: KES 3,000.00.');
      await wizard.field('Initial Savings').fill('12500.50');
      await wizard.next('Long-term loan');
      await wizard.next('Short-term loan');
      await wizard.next('Review and submit');
      expect(await wizard.section('User')).toEqual({
        Name: 'Chebet Langat',
        Email: 'chebet@example.com',
        Phone: 'None',
        Role: 'member',
      });
      expect(await wizard.section('Savings')).toEqual({
        'Savings target (a year)': 'KES 36,000.00',
        'Target per month': 'KES 3,000.00',
        'Initial savings': 'KES 12,500.50',
      });
      await wizard.submitButton().click();
      await wizard.result().waitFor();
      expect(await wizard.success().textContent()).toBe('User account created successfully');
      const figures = await wizard.resultFigures();
      expect(figures['Monthly payment total']).toBe('KES 3,000.00');
      await pageSettled(page);
      await screenshot(page, 'wizard-result-1280');
      userId = Number(figures['User ID']);
      // Chebet chooses her password with the invitation the result shows.
      await ApiClient.acceptInvitation(scene.server.url, (await wizard.invitationCode().textContent()) ?? '');
    });

    const member = await signedInPage(scene.browser, scene.server.url, 'chebet@example.com');
    const dashboard = new MemberDashboard(member.page);
    await dashboard.heading().waitFor();
    const memberApi = await ApiClient.signIn(scene.server.url, 'chebet@example.com');
    const saved = await memberApi.call<{ total_savings: number }>(`/savings/total/${userId}`);
    expect(saved.total_savings).toBe(12500.5);
    await expect
      .poll(() => dashboard.savings.amount().textContent(), { timeout: 10_000 })
      .toBe('12,500.50 KES');
    await expect.poll(() => dashboard.loans.amount().textContent(), { timeout: 10_000 }).toBe('0.00 KES');
    await member.context.close();
  });

  it('creates a member with both loans, with the installments the server gives them', async () => {
    let userId = 0;
    await withSignedInPage(scene, ADMIN, async ({ page }) => {
      const wizard = await wizardAtSavings(page, 'Dalmas', 'Kiprop');
      await wizard.field('Initial Savings').fill('2500.50');
      await wizard.next('Long-term loan');
      const issued = addMonthsClamped(today, -2);
      await wizard.field('Loan Amount').fill('100000');
      await wizard.field('Principal').fill('60000');
      await wizard.field('Date Issued').fill(issued);
      await expect
        .poll(() => wizard.loanPreview().textContent())
        .toMatch(/^KES [\d,]+\.\d\d a month over 24 months at 12% a year\.$/);
      await wizard.next('Short-term loan');
      await wizard.field('Principal').fill('20000');
      expect(await wizard.loanPreview().textContent()).toBe(
        'KES 7,866.67 a month over 3 months at 18% flat.',
      );
      await wizard.next('Review and submit');

      const longTerm = await wizard.section('Long-term loan');
      expect(longTerm).toMatchObject({
        'Loan amount': 'KES 100,000.00',
        'Principal still owed': 'KES 60,000.00',
        Rate: '12% a year, 24 months',
      });
      expect(await wizard.section('Short-term loan')).toMatchObject({
        Principal: 'KES 20,000.00',
        Rate: '18% flat, 3 months',
        Installment: 'KES 7,866.67',
      });
      await pageSettled(page);
      await screenshot(page, 'wizard-review-1280');
      const plannedTotal = await wizard.plannedTotal().textContent();

      await wizard.submitButton().click();
      await wizard.result().waitFor();
      const figures = await wizard.resultFigures();
      userId = Number(figures['User ID']);
      const loans = await loansOf(userId);
      const ltl = loans.find((loan) => loan.kind === 'long_term');
      const stl = loans.find((loan) => loan.kind === 'short_term');
      expect(ltl).toMatchObject({ principal: 60000, loan_amount: 100000, date_issued: issued });
      expect(stl).toMatchObject({ principal: 20000, date_issued: today, installment_amount: 7866.67 });
      expect(figures).toMatchObject({
        'Long-term installment': kes(ltl!.installment_amount),
        'Short-term installment': 'KES 7,866.67',
      });
      expect(longTerm.Installment).toBe(kes(ltl!.installment_amount));
      const monthlyCents = 2500_00 + Math.round(ltl!.installment_amount * 100) + 7866_67;
      expect(figures['Monthly payment total']).toBe(`KES ${formatMoney(monthlyCents)}`);
      expect(plannedTotal).toBe(figures['Monthly payment total']);
      expect(figures['Long-term loan ID']).toMatch(/^\d+$/);
      expect(figures['Short-term loan ID']).toMatch(/^\d+$/);
      await ApiClient.acceptInvitation(scene.server.url, (await wizard.invitationCode().textContent()) ?? '');
    });

    const member = await signedInPage(scene.browser, scene.server.url, 'dalmas@example.com');
    const dashboard = new MemberDashboard(member.page);
    const memberApi = await ApiClient.signIn(scene.server.url, 'dalmas@example.com');
    const due = await memberApi.call<{ total_amount_due: { combined_total: number } }>(
      `/loans/total/${userId}`,
    );
    await expect
      .poll(() => dashboard.loans.amount().textContent(), { timeout: 10_000 })
      .toBe(`${formatMoney(Math.round(due.total_amount_due.combined_total * 100))} KES`);
    // Each card shows its figure once its own answer is in.
    await expect.poll(() => dashboard.savings.amount().textContent()).toBe('2,500.50 KES');
    await member.context.close();
  });

  asAdmin("shows the server's message, else Error adding user", async ({ page }) => {
    const wizard = await visit(page, WizardScreen);
    await wizard.fillUser(newMember('Amina', 'Again', 'AMINA@example.com'));
    await wizard.next('Savings');
    await wizard.skip('Long-term loan');
    await wizard.skip('Short-term loan');
    await wizard.skip('Review and submit');
    await wizard.submitButton().click();
    await expect.poll(() => wizard.alert().textContent()).toBe('A user with this email already exists.');

    await page.route('**/api/links/create-user-account', (route) => route.fulfill({ status: 502, body: '' }));
    await wizard.submitButton().click();
    await expect.poll(() => wizard.alert().textContent()).toBe('Error adding user');
    expect(await wizard.currentStep()).toBe('Review and submit');
  });

  asAdmin(
    'shows the password rule before anything is sent, and the server’s refusal of a common one',
    async ({ page }) => {
      const wizard = await visit(page, WizardScreen);
      expect(await page.getByText(PASSWORD_HINT).isVisible()).toBe(true);
      // The composition rule holds; the list of common passwords is the server's.
      await wizard.fillUser({ ...newMember('Neema', 'Atieno'), password: 'Password123!' });
      await wizard.next('Savings');
      await wizard.skip('Long-term loan');
      await wizard.skip('Short-term loan');
      await wizard.skip('Review and submit');
      await wizard.submitButton().click();
      await expect.poll(() => wizard.alert().textContent()).toBe(COMMON_PASSWORD_MESSAGE);
      await screenshot(page, 'wizard-common-password-1280');
    },
  );

  asAdmin.onPhone('stays usable at 375 px', async ({ page }) => {
    const wizard = await visit(page, WizardScreen);
    await pageSettled(page);
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'wizard-375');
    await wizard.fillUser(newMember('Esther', 'Achieng'));
    await wizard.next('Savings');
    await wizard.next('Long-term loan');
    await wizard.field('Loan Amount').fill('50000');
    await wizard.field('Principal').fill('50000');
    await wizard.next('Short-term loan');
    await wizard.next('Review and submit');
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'wizard-review-375');
  });
});
const asAdmin = signedInTest(scene, ADMIN);
