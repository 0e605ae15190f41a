// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { WithdrawalForm } from './WithdrawalForm';

/**
 * The Withdrawals form (docs/decisions/withdrawals.md): the free savings and how they are made up,
 * the amount and reason required with nothing sent, the server's refusal above the free savings
 * under the amount, and what the server said once it is in. withdrawals.e2e.ts keeps the journey.
 */

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const ALLOWANCE = {
  user_id: 4,
  savings: 50000,
  pledges_held: 5000,
  loans_require: 10000.01,
  requested: 0,
  free: 34999.99,
  loan_multiplier: 3,
  notice_days: 0,
  payable_on: '2026-03-10',
};

async function renderForm(answer: object, allowance: object = ALLOWANCE) {
  stubApi({ '/withdrawals/allowance/4': allowance, '/withdrawals': answer });
  renderAt(<WithdrawalForm userId={4} />, '/my-withdrawals');
  await screen.findByText('KES 34,999.99');
  return () => fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
}

describe('the Withdrawals form', () => {
  it('shows the free savings, and the rule they are made by', async () => {
    await renderForm({});
    const shown = screen.getByRole('region', { name: 'Free savings' }).textContent;
    expect(shown).toContain('Your savingsKES 50,000.00');
    expect(shown).toContain('Held by your pledges for others’ loans− KES 5,000.00');
    expect(shown).toContain('Kept for your loans (what you owe ÷ 3)− KES 10,000.01');
    expect(shown).toContain('An official pays it once it is approved.');
  });

  it('says the notice when the group asks for one', async () => {
    await renderForm({}, { ...ALLOWANCE, notice_days: 7, payable_on: '2026-03-17' });
    await screen.findByText(
      /The group asks 7 days' notice: a request made today can be paid from 17 Mar 2026\./,
    );
  });

  it('requires an amount and a reason, sending nothing', async () => {
    const ask = await renderForm({});
    ask();
    expect(await errorOf(field('Amount (KES)'), 'Amount is required')).toBe('Amount is required');
    expect(await errorOf(field('Reason'), 'Reason is required')).toBe('Reason is required');
    fill(field('Amount (KES)'), '10.001');
    fill(field('Reason'), 'Fees');
    ask();
    const decimals = 'Amount must have at most two decimals';
    expect(await errorOf(field('Amount (KES)'), decimals)).toBe(decimals);
    expect(sent).toEqual([]);
  });

  it('shows the refusal above the free savings under the amount', async () => {
    const said = 'A withdrawal may take at most the free savings: KES 34,999.99.';
    const ask = await renderForm(refusal(422, said, { amount: said }));
    fill(field('Amount (KES)'), '35000');
    fill(field('Reason'), ' School fees ');
    ask();
    expect(await errorOf(field('Amount (KES)'), said)).toBe(said);
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([{ user_id: 4, amount: 35000, reason: 'School fees' }]),
    );
  });

  it('says it was sent for approval', async () => {
    const ask = await renderForm({
      approval_id: 3,
      kind: 'withdrawal',
      status: 'Pending',
      approvals_required: 1,
      approvals: [],
      message: 'Sent for approval (0 of 1 approvals)',
    });
    fill(field('Amount (KES)'), '1000');
    fill(field('Reason'), 'Rent');
    ask();
    await screen.findByText('Sent for approval (0 of 1 approvals)');
  });
});
