import {
  EMAIL_MESSAGE,
  LONG_TERM_LOAN_MESSAGE,
  PASSWORD_MESSAGE,
  PRINCIPAL_ABOVE_AMOUNT,
  REQUIRED_USER_MESSAGE,
} from '@links/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SettingsAnswer } from '../../settings';
import { LoanPreview } from '../components/LoanPreview';
import { bodyOf, planOf } from './plan';
import { problemsOf } from './validate';
import { initialValues, type SkippableStep, type WizardValues } from './wizard-values';

const today = '2026-03-15';
const values = (changes: Partial<WizardValues> = {}): WizardValues => ({
  ...initialValues(30000, today),
  firstname: 'Njeri',
  lastname: 'Wambui',
  email: 'njeri@example.com',
  password: 'Str0ng!pass',
  ...changes,
});
const settings = {
  long_term_rate: 0.12,
  long_term_months: 12,
  short_term_rate: 0.18,
  short_term_months: 3,
  savings_target: 30000,
} as SettingsAnswer;
const none: ReadonlySet<SkippableStep> = new Set();

describe('the wizard\'s steps (docs/spec/validation.md, "Create-user wizard")', () => {
  it('asks for every required user field with one sentence, marking only the blank ones', () => {
    const problems = problemsOf('user', values({ lastname: ' ', email: 'x', password: 'y' }), today);
    expect(problems).toEqual({ message: REQUIRED_USER_MESSAGE, fields: { lastname: REQUIRED_USER_MESSAGE } });
  });

  it('then the email, then the password', () => {
    expect(problemsOf('user', values({ email: 'njeri@' }), today).message).toBe(EMAIL_MESSAGE);
    expect(problemsOf('user', values({ password: 'alllowercase1!' }), today)).toEqual({
      message: PASSWORD_MESSAGE,
      fields: { password: PASSWORD_MESSAGE },
    });
    expect(problemsOf('user', values(), today)).toEqual({ message: undefined, fields: {} });
  });

  it.each([
    ['', 'Savings target is required'],
    ['500', 'Savings target must be at least 1,000'],
    ['1500', 'Savings target must be a multiple of 1,000'],
  ])('reads a savings target of %j as %s', (typed, message) => {
    expect(problemsOf('savings', values({ savingsTarget: typed }), today).fields.savingsTarget).toBe(message);
  });

  it('refuses a third decimal in the initial savings', () => {
    expect(problemsOf('savings', values({ initialSavings: '10.555' }), today).fields).toEqual({
      initialSavings: 'Initial savings must have at most two decimals',
    });
  });

  it('needs both long-term amounts once one is typed, as one sentence above the step', () => {
    const problems = problemsOf('long_term', values({ ltlPrincipal: '50000' }), today);
    expect(problems).toEqual({
      message: LONG_TERM_LOAN_MESSAGE,
      fields: { ltlLoanAmount: LONG_TERM_LOAN_MESSAGE },
    });
    expect(problemsOf('long_term', values(), today)).toEqual({ fields: {} });
  });

  it('refuses a principal above the loan amount, odd thousands and a future date', () => {
    const loan = { ltlPrincipal: '50000', ltlLoanAmount: '40000' };
    expect(problemsOf('long_term', values(loan), today).fields).toEqual({
      ltlPrincipal: PRINCIPAL_ABOVE_AMOUNT,
    });
    expect(problemsOf('long_term', values({ ...loan, ltlLoanAmount: '100500' }), today).fields).toEqual({
      ltlLoanAmount: 'Loan amount must be a multiple of 1,000',
    });
    expect(
      problemsOf(
        'long_term',
        values({ ...loan, ltlLoanAmount: '100000', ltlDateIssued: '2026-04-01' }),
        today,
      ).fields,
    ).toEqual({ ltlDateIssued: 'Date issued must not be in the future' });
    expect(
      problemsOf('short_term', values({ stlPrincipal: '999', stlDateIssued: '' }), today).fields,
    ).toEqual({
      stlPrincipal: 'Principal must be at least 1,000',
      stlDateIssued: 'Date issued is required',
    });
  });
});

describe("the wizard's plan and body", () => {
  // docs/decisions/loans.md, "Group settings"
  it("prices the loans with the group's settings, as the server does", () => {
    const typed = values({
      savingsTarget: '36000',
      ltlPrincipal: '100000',
      ltlLoanAmount: '100000',
      stlPrincipal: '20000',
    });
    const plan = planOf(typed, none, settings);
    expect(plan.monthlyTarget).toBe(3000_00);
    expect(plan.longTermLoan?.installment).toBe(8884_88);
    // 20,000 + 18% flat = 23,600 over 3 months.
    expect(plan.shortTermLoan?.installment).toBe(7866_67);
    expect(plan.monthlyTotal).toBe(3000_00 + 8884_88 + 7866_67);
  });

  it('leaves skipped steps out of the body, and falls back to the settings for a skipped target', () => {
    const typed = values({ ltlPrincipal: '50000', ltlLoanAmount: '60000', stlPrincipal: '20000' });
    const skipped = new Set<SkippableStep>(['savings', 'long_term']);
    const plan = planOf(typed, skipped, settings);
    expect(plan.savingsTarget).toBe(30000_00);
    expect(bodyOf(typed, plan)).toMatchObject({
      savings_target: null,
      initial_savings: null,
      ltl_principal: null,
      ltl_loan_amount: null,
      ltl_date_issued: null,
      stl_principal: 20000,
      stl_date_issued: today,
    });
  });

  it('shows the installment while a loan is typed, and nothing until the settings are known', () => {
    const loan = planOf(values({ stlPrincipal: '20000' }), none, settings).shortTermLoan;
    expect(renderToStaticMarkup(<LoanPreview loan={loan} flat />)).toContain(
      'KES 7,866.67 a month over 3 months at 18% flat.',
    );
    const unknown = planOf(
      values({ ltlPrincipal: '1000', ltlLoanAmount: '1000' }),
      none,
      undefined,
    ).longTermLoan;
    expect(renderToStaticMarkup(<LoanPreview loan={unknown} flat={false} />)).toBe('');
  });
});
