// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { MemberTransactionForm } from './MemberTransactionForm';

/**
 * A member's own transaction form (docs/spec/validation.md, "Transaction form"), checked on the
 * component: each item's type and amount by the rules, nothing sent while it refuses, the body
 * sent for the signed-in member with no date (today's, the server's), the server's refusal above
 * the items, and the member's list after. transactions.e2e.ts keeps the journey (docs/testing.md,
 * "Component tests and browser tests").
 */

function renderForm(answer: object) {
  stubApi({ '/create-transaction': answer });
  renderAt(
    <Routes>
      <Route path="/new-member-transaction" element={<MemberTransactionForm userId={4} />} />
      <Route path="/member-transactions" element={<p>The member's transactions</p>} />
    </Routes>,
    '/new-member-transaction',
  );
  const form = screen.getByRole('form', { name: 'New transaction' });
  const item = (n: number) => within(form).getByRole('group', { name: `Item ${n}` });
  return {
    form,
    type: (n: number) => within(item(n)).getByLabelText('Type') as HTMLSelectElement,
    amount: (n: number) => within(item(n)).getByLabelText('Amount') as HTMLInputElement,
    reference: (n: number) => within(item(n)).getByLabelText('Reference (optional)') as HTMLInputElement,
    addItem: () => fireEvent.click(within(form).getByRole('button', { name: 'Add Item' })),
    submit: () => fireEvent.click(within(form).getByRole('button', { name: 'Submit Transaction' })),
  };
}

describe("the member's transaction form", () => {
  it('asks no user and no date, and refuses an item without a type or a valid amount, sending nothing', async () => {
    const form = renderForm(refusal(500, ''));
    expect(within(form.form).queryByLabelText('User')).toBeNull();
    expect(within(form.form).queryByLabelText('Date')).toBeNull();
    form.submit();
    expect(await errorOf(form.type(1), 'Type is required')).toBe('Type is required');
    expect(await errorOf(form.amount(1), 'Amount is required')).toBe('Amount is required');
    fill(form.amount(1), '10.555');
    form.submit();
    const decimals = 'Amount must have at most two decimals';
    expect(await errorOf(form.amount(1), decimals)).toBe(decimals);
    fill(form.amount(1), '0');
    form.submit();
    const zero = 'Amount must be more than 0';
    expect(await errorOf(form.amount(1), zero)).toBe(zero);
    expect(sent).toEqual([]);
  });

  it("sends the items for the member, and shows the server's refusal above them", async () => {
    const form = renderForm(refusal(400, 'You have no long-term loan to pay'));
    fill(form.type(1), 'SAVING');
    fill(form.amount(1), '0.1');
    form.addItem();
    fill(form.type(2), 'LTL');
    fill(form.amount(2), '0.2');
    fill(form.reference(2), ' TKE123 ');
    form.submit();
    await screen.findByText('You have no long-term loan to pay');
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        {
          user_id: 4,
          total_payed: 0.3,
          transaction_items: [
            { transaction_type: 'SAVING', transaction_amount: 0.1 },
            { transaction_type: 'LTL', transaction_amount: 0.2, extra: 'TKE123' },
          ],
        },
      ]),
    );
  });

  it("leads to the member's transactions once the server takes it", async () => {
    const form = renderForm({ transaction_id: 9, message: 'Transaction submitted for approval' });
    fill(form.type(1), 'SAVING');
    fill(form.amount(1), '1500');
    form.submit();
    await screen.findByText("The member's transactions");
  });
});
