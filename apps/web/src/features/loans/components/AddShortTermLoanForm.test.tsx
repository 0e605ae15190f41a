// @vitest-environment happy-dom
import { addMonthsClamped, todayInGroupZone } from '@links/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, errorOf, fill, renderAt, stubApi } from '../../../lib/testing/component';
import { AddShortTermLoanForm } from './AddShortTermLoanForm';

/**
 * The short-term loan form's refusals of each field (docs/spec/validation.md, "Short-term loan form"),
 * checked on the component. The journey, the required fields' messages on screen and the server's 409 and 422
 * are loans-short-term.e2e.ts's (docs/testing.md, "Component tests and browser tests").
 */

const SETTINGS = {
  group_name: 'Umoja Savings Group',
  long_term_rate: 0.12,
  long_term_months: 24,
  short_term_rate: 0.18,
  short_term_months: 3,
  savings_target: 30000,
  default_account_id: null,
  mpesa_shortcode: null,
  mpesa_account_id: null,
  c2b_token_set: false,
  loan_multiplier: 3,
  late_fine_kind: 'none',
  late_fine_amount: 0,
  late_fine_rate: 0,
  missed_contribution_fine: 0,
  contribution_due_day: 5,
  approvals_required: 2,
  approval_threshold: 5000,
  hide_beneficiaries_from_members: false,
};

beforeEach(() => stubApi({ '/settings': SETTINGS }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function renderForm() {
  renderAt(<AddShortTermLoanForm />, '/addshorttermloan');
  // The settings' rate and period fill their fields once they load.
  await screen.findByDisplayValue('18');
  return {
    principal: () => field('Principal'),
    rate: () => field('Interest Rate'),
    period: () => field('Payment Period (Months)'),
    date: () => field('Date Issued'),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Add Short Term Loan' })),
  };
}

/** Expects each field's message under it. */
async function expectRefusals(refusals: [HTMLElement, string][]) {
  for (const [input, message] of refusals) expect(await errorOf(input, message)).toBe(message);
}

describe('the short-term loan form', () => {
  it('refuses a principal, rate and period of 0 and a date in the future', async () => {
    const form = await renderForm();
    form.submit();
    await expectRefusals([
      [field('User'), 'User is required'],
      [form.principal(), 'Principal is required'],
    ]);
    fill(form.principal(), '0');
    fill(form.rate(), '0');
    fill(form.period(), '0');
    fill(form.date(), addMonthsClamped(todayInGroupZone(), 1));
    form.submit();
    await expectRefusals([
      [form.principal(), 'Principal must be more than 0'],
      [form.rate(), 'Interest rate must be more than 0'],
      [form.period(), 'Payment period must be a whole number of months from 1 to 120'],
      [form.date(), 'Date issued must not be in the future'],
    ]);
    expect(callsTo('/addshorttermloan')).toEqual([]);
  });

  it('refuses a rate over 100% or of more than two decimals, and a period over 120 months', async () => {
    const form = await renderForm();
    fill(form.rate(), '150');
    fill(form.period(), '121');
    form.submit();
    await expectRefusals([
      [form.rate(), 'Interest rate must not exceed 100%'],
      [form.period(), 'Payment period must be a whole number of months from 1 to 120'],
    ]);
    fill(form.rate(), '12.345');
    form.submit();
    await expectRefusals([[form.rate(), 'Interest rate must have at most two decimals']]);
    expect(callsTo('/addshorttermloan')).toEqual([]);
  });
});
