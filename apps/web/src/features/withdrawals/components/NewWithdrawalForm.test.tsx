// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
import { NewWithdrawalForm } from './NewWithdrawalForm';

/**
 * An official's "New withdrawal" (docs/decisions/withdrawals.md, "Asked by an official"): the member
 * picked, their free savings shown, the member, amount and reason required with nothing sent, the
 * server's refusal under the amount, and the answer. withdrawals.e2e.ts keeps the journey.
 */

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const PAY_BY_MPESA = "Pay by M-Pesa to the member's phone";
const ALLOWANCE = {
  user_id: 4,
  savings: 20000,
  pledges_held: 0,
  loans_require: 5000,
  requested: 1000,
  free: 14000,
  loan_multiplier: 3,
  notice_days: 0,
  payable_on: '2026-03-10',
};

function renderForm(answer: object) {
  stubApi({
    '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] },
    '/withdrawals/allowance/4': ALLOWANCE,
    '/withdrawals': answer,
  });
  renderAt(<NewWithdrawalForm />, '/withdrawals');
  return () => fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
}

describe('the New withdrawal form', () => {
  it('asks nothing before a member is picked, then shows the picked member’s free savings', async () => {
    renderForm({});
    expect(screen.queryByRole('region', { name: 'Free savings' })).toBeNull();
    expect(callsTo('/withdrawals/allowance')).toEqual([]);
    await pickMember('Member', 'Wanjiru Kamau');
    const shown = await screen.findByRole('region', { name: 'Free savings' });
    await waitFor(() => expect(shown.textContent).toContain('Wanjiru Kamau can withdraw'));
    expect(shown.textContent).toContain('KES 14,000.00');
    expect(shown.textContent).toContain('SavingsKES 20,000.00');
    expect(shown.textContent).toContain('Kept for their loans (what they owe ÷ 3)− KES 5,000.00');
    expect(shown.textContent).toContain('Already requested− KES 1,000.00');
    expect(callsTo('/withdrawals/allowance/4').length).toBeGreaterThan(0);
  });

  it('requires a member, an amount and a reason, sending nothing', async () => {
    const ask = renderForm({});
    ask();
    expect(await errorOf(field('Member'), 'Member is required')).toBe('Member is required');
    expect(await errorOf(field('Amount (KES)'), 'Amount is required')).toBe('Amount is required');
    expect(await errorOf(field('Reason'), 'Reason is required')).toBe('Reason is required');
    expect(sent).toEqual([]);
  });

  it('sends the picked member’s request and shows the refusal above their free savings', async () => {
    const said = 'A withdrawal may take at most the free savings: KES 14,000.00.';
    const ask = renderForm(refusal(422, said, { amount: said }));
    await pickMember('Member', 'Wanjiru Kamau');
    fill(field('Amount (KES)'), '15000');
    fill(field('Reason'), ' Hospital bill ');
    ask();
    expect(await errorOf(field('Amount (KES)'), said)).toBe(said);
    expect(sent.map((call) => call.body)).toEqual([{ user_id: 4, amount: 15000, reason: 'Hospital bill' }]);
  });

  it('says it was sent for approval, and empties the form', async () => {
    const ask = renderForm({
      approval_id: 3,
      kind: 'withdrawal',
      status: 'Pending',
      approvals_required: 2,
      approvals: [],
      message: 'Sent for approval (0 of 2 approvals)',
    });
    await pickMember('Member', 'Wanjiru Kamau');
    fill(field('Amount (KES)'), '500');
    fill(field('Reason'), 'Fees');
    ask();
    await screen.findByText('Sent for approval (0 of 2 approvals)');
    expect(field('Amount (KES)').value).toBe('');
  });

  it('ticked Pay by M-Pesa, sends pay_by_mpesa and, once paid, points to Payouts', async () => {
    const message = 'Withdrawal approved: KES 1,500.00 is owed by M-Pesa; send it from Payouts.';
    const ask = renderForm({
      withdrawal_id: 6,
      user_id: 4,
      firstname: 'Wanjiru',
      lastname: 'Kamau',
      amount: 1500,
      account_id: 9,
      account_name: 'Payouts due',
      reason: 'Fees',
      status: 'Paid',
      requested_on: '2026-03-10',
      payable_on: '2026-03-10',
      paid_on: '2026-03-10',
      requested_by: 1,
      decided_by: 1,
      rejection_reason: null,
      created_at: '2026-03-10T06:00:00.000Z',
      message,
    });
    await pickMember('Member', 'Wanjiru Kamau');
    fill(field('Amount (KES)'), '1500');
    fill(field('Reason'), 'Fees');
    fireEvent.click(field(PAY_BY_MPESA));
    ask();
    await screen.findByText(message);
    expect(screen.getByRole('link', { name: 'Send it from Payouts' }).getAttribute('href')).toBe('/payouts');
    expect(sent.map((call) => call.body)).toEqual([
      { user_id: 4, amount: 1500, reason: 'Fees', pay_by_mpesa: true },
    ]);
    expect(field(PAY_BY_MPESA).checked).toBe(false);
  });

  it('shows the server’s refusal of Pay by M-Pesa under the checkbox', async () => {
    const said =
      'M-Pesa sends whole shillings only: KES 1,500.50 has cents. Pay it from a money account instead.';
    const ask = renderForm(refusal(422, said, { pay_by_mpesa: said }));
    await pickMember('Member', 'Wanjiru Kamau');
    fill(field('Amount (KES)'), '1500.50');
    fill(field('Reason'), 'Fees');
    fireEvent.click(field(PAY_BY_MPESA));
    ask();
    expect(await errorOf(field(PAY_BY_MPESA), said)).toBe(said);
    expect(screen.queryByRole('link', { name: 'Send it from Payouts' })).toBeNull();
  });
});
