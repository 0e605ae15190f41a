// @vitest-environment happy-dom
import { addMonthsClamped, todayInGroupZone } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, errorOf, fill, renderAt, stubApi } from '../../../lib/testing/component';
import { GROUP_SETTINGS } from '../../../lib/testing/fixtures';
import { AddShortTermLoanForm } from './AddShortTermLoanForm';

/**
 * The short-term loan form's refusals of each field (docs/spec/validation.md, "Short-term loan form"),
 * checked on the component. The journey, the required fields' messages on screen and the server's 409 and 422
 * are loans-short-term.e2e.ts's (docs/testing.md, "Component tests and browser tests").
 */

beforeEach(() => stubApi({ '/settings': GROUP_SETTINGS }));

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
