// @vitest-environment happy-dom
import { addMonthsClamped, todayInGroupZone } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
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
import { AddLoanForm } from './AddLoanForm';

const OWED_BY_MPESA = 'It is owed to the member by M-Pesa:';

/**
 * The long-term loan form's refusals (docs/spec/validation.md, "Other forms", Add loan), checked on the
 * component. The journey, the required messages on screen and the server's refusal of a second uncleared loan
 * are loans-long-term.e2e.ts's (docs/testing.md, "Component tests and browser tests").
 */

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const PAY_BY_MPESA = "Pay by M-Pesa to the member's phone";

async function renderForm(answer: object = refusal(500, '')) {
  stubApi({
    '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] },
    '/books/accounts': MONEY_ACCOUNTS,
    '/settings': GROUP_SETTINGS,
    '/addloan': answer,
  });
  renderAt(<AddLoanForm />, '/addloan');
  await screen.findByText('Enter the amount and the date issued to see the installments.');
  return {
    amount: () => field('Amount'),
    date: () => field('Date Issued'),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Add Loan' })),
  };
}

async function expectRefusals(refusals: [HTMLElement, string][]) {
  for (const [input, message] of refusals) expect(await errorOf(input, message)).toBe(message);
}

describe('the long-term loan form', () => {
  it('dates the loan today, and refuses an amount off the 1,000 steps or under 1,000', async () => {
    const form = await renderForm();
    expect(form.date().value).toBe(todayInGroupZone());
    expect(form.amount().min).toBe('1000');
    expect(form.amount().step).toBe('1000');
    form.submit();
    await expectRefusals([
      [field('User'), 'User is required'],
      [form.amount(), 'Amount is required'],
    ]);
    fill(form.amount(), '1500');
    form.submit();
    await expectRefusals([[form.amount(), 'Amount must be a multiple of 1,000']]);
    fill(form.amount(), '500');
    form.submit();
    await expectRefusals([[form.amount(), 'Amount must be at least 1,000']]);
    expect(sent).toEqual([]);
  });

  it('refuses a date in the future and an empty one, keeping the preview hint', async () => {
    const form = await renderForm();
    fill(form.amount(), '50000');
    fill(form.date(), addMonthsClamped(todayInGroupZone(), 1));
    form.submit();
    await expectRefusals([[form.date(), 'Date issued must not be in the future']]);
    expect(screen.getByText('Enter the amount and the date issued to see the installments.')).toBeTruthy();
    fill(form.date(), '');
    form.submit();
    await expectRefusals([[form.date(), 'Date issued is required']]);
    expect(sent).toEqual([]);
  });

  it("sends the loan and shows the server's refusal under the field it names", async () => {
    const said = 'loan_amount must not exceed 3 times the member’s savings (KES 90,000.00)';
    const form = await renderForm(refusal(422, said, { loan_amount: said }));
    await pickMember('User', 'Wanjiru Kamau');
    fill(form.amount(), '100000');
    form.submit();
    const shown = 'Amount must not exceed 3 times the member’s savings (KES 90,000.00)';
    expect(await errorOf(form.amount(), shown)).toBe(shown);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ user_id: 4, loan_amount: 100000, date_issued: todayInGroupZone() });
  });

  it('ticked Pay by M-Pesa, hides the account and sends pay_by_mpesa, then points to Payouts', async () => {
    const form = await renderForm({
      loan_id: 31,
      installment_amount: 2354,
      total_interest: 6496,
      due_date: '2028-03-10',
      message: 'Loan added successfully',
    });
    await screen.findByRole('option', { name: 'Cash on hand' });
    await pickMember('User', 'Wanjiru Kamau');
    fill(form.amount(), '50000');
    fireEvent.click(field(PAY_BY_MPESA));
    expect(screen.queryByLabelText('Paid from')).toBeNull();
    form.submit();
    await screen.findByText('Loan added successfully');
    expect(screen.getByText(OWED_BY_MPESA, { exact: false }).textContent).toBe(
      `${OWED_BY_MPESA} Send it from Payouts`,
    );
    expect(screen.getByRole('link', { name: 'Send it from Payouts' }).getAttribute('href')).toBe('/payouts');
    expect(sent[0]?.body).toEqual({
      user_id: 4,
      loan_amount: 50000,
      date_issued: todayInGroupZone(),
      pay_by_mpesa: true,
    });
  });

  it('shows the server’s refusal of Pay by M-Pesa under the checkbox', async () => {
    const said =
      'M-Pesa sends from KES 1 to KES 150,000 at a time: KES 200,000.00 is outside that. Pay it from a money account instead.';
    const form = await renderForm(refusal(422, said, { pay_by_mpesa: said }));
    await pickMember('User', 'Wanjiru Kamau');
    fill(form.amount(), '200000');
    fireEvent.click(field(PAY_BY_MPESA));
    form.submit();
    expect(await errorOf(field(PAY_BY_MPESA), said)).toBe(said);
    fireEvent.click(field(PAY_BY_MPESA));
    expect(field('Paid from')).toBeTruthy();
  });
});
