// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fill, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { kindsAnswer } from '../../../lib/testing/contribution-fixtures';
import { AddTransactionForm } from './AddTransactionForm';
import { MemberTransactionForm } from './MemberTransactionForm';

/**
 * An item's type on the transaction forms (docs/decisions/contribution-kinds.md, "Items of a kind"):
 * after savings and the loans, each open kind of contribution besides savings by its name; an item of a
 * kind is sent as `CONTRIBUTION` with the kind's id, and only such an item names a kind. Savings (a type
 * of its own) and a closed kind are not offered. contribution-kinds.e2e.ts keeps the journey.
 */

afterEach(() => vi.unstubAllGlobals());

const created = { transaction_id: 9, message: 'Transaction submitted for approval' };

function renderMemberForm(kinds: object) {
  stubApi({ '/contribution-kinds': kinds, '/create-transaction': created });
  renderAt(<MemberTransactionForm userId={4} />, '/new-member-transaction');
  const form = screen.getByRole('form', { name: 'New transaction' });
  const item = (n: number) => within(form).getByRole('group', { name: `Item ${n}` });
  const type = (n: number) => within(item(n)).getByLabelText('Type') as HTMLSelectElement;
  return {
    type,
    amount: (n: number) => within(item(n)).getByLabelText('Amount') as HTMLInputElement,
    options: (n: number) => [...type(n).options].map((option) => option.textContent),
    /** Chooses the option whose words are `label`, as a member would. */
    choose: (n: number, label: string) => {
      const option = [...type(n).options].find((shown) => shown.textContent === label);
      if (!option) throw new Error(`No option ${label}`);
      fill(type(n), option.value);
    },
    addItem: () => fireEvent.click(within(form).getByRole('button', { name: 'Add Item' })),
    submit: () => fireEvent.click(within(form).getByRole('button', { name: 'Submit Transaction' })),
  };
}

const THREE = ['Select a type', 'SAVING: Savings', 'LTL: Long-term loan', 'STL: Short-term loan'];

describe("an item's type", () => {
  it('offers each open kind besides savings after the three types, by its name', async () => {
    const form = renderMemberForm(kindsAnswer());
    // Savings has its own type and the closed Registration fee takes no new money.
    await waitFor(() => expect(form.options(1)).toEqual([...THREE, 'Welfare fund']));
  });

  it('sends an item of a kind as CONTRIBUTION with its kind, and no kind on the other items', async () => {
    const form = renderMemberForm(kindsAnswer());
    await waitFor(() => expect(form.options(1)).toContain('Welfare fund'));
    form.choose(1, 'Welfare fund');
    fill(form.amount(1), '200');
    form.addItem();
    form.choose(2, 'Welfare fund');
    form.choose(2, 'SAVING: Savings');
    fill(form.amount(2), '1000');
    expect(form.type(1).selectedOptions[0]?.textContent).toBe('Welfare fund');
    form.submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      user_id: 4,
      total_payed: 1200,
      transaction_items: [
        { transaction_type: 'CONTRIBUTION', contribution_kind_id: 2, transaction_amount: 200 },
        { transaction_type: 'SAVING', transaction_amount: 1000 },
      ],
    });
  });

  it("is the admin's choice too", async () => {
    stubApi({ '/contribution-kinds': kindsAnswer() });
    renderAt(<AddTransactionForm />, '/add-transaction');
    const type = screen.getByLabelText('Type') as HTMLSelectElement;
    await waitFor(() =>
      expect([...type.options].map((option) => option.textContent)).toContain('Welfare fund'),
    );
    expect([...type.options].map((option) => option.textContent)).toEqual([...THREE, 'Welfare fund']);
    expect(callsTo('/contribution-kinds')).toHaveLength(1);
  });
});
