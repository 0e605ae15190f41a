// @vitest-environment happy-dom
import { addMonthsClamped, todayInGroupZone } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  errorOf,
  fill,
  listedMember,
  pickMember,
  refusal,
  renderAt,
  sent,
  stubApi,
} from '../../../lib/testing/component';
import { GROUP_SETTINGS, MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
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

  it('ticked Pay by M-Pesa, sends pay_by_mpesa without an account and shows its refusal under the box', async () => {
    const said =
      'M-Pesa sends whole shillings only: KES 1,500.50 has cents. Pay it from a money account instead.';
    stubApi({
      '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] },
      '/books/accounts': MONEY_ACCOUNTS,
      '/settings': GROUP_SETTINGS,
      '/addshorttermloan': refusal(422, said, { pay_by_mpesa: said }),
    });
    const form = await renderForm();
    await screen.findByRole('option', { name: 'M-Pesa Paybill' });
    await pickMember('User', 'Wanjiru Kamau');
    fill(form.principal(), '1500.50');
    fill(field('Paid from'), '7');
    const box = field("Pay by M-Pesa to the member's phone");
    fireEvent.click(box);
    expect(screen.queryByLabelText('Paid from')).toBeNull();
    form.submit();
    expect(await errorOf(box, said)).toBe(said);
    expect(sent[0]?.body).toMatchObject({ user_id: 4, principal: 1500.5, pay_by_mpesa: true });
    expect(sent[0]?.body).not.toHaveProperty('account_id');
  });
});
