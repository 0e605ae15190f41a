// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { kindsAnswer } from '../../../lib/testing/contribution-fixtures';
import { memberRotationAnswers } from '../../../lib/testing/rotation-fixtures';
import { AddTransactionForm } from './AddTransactionForm';
import { MemberTransactionForm } from './MemberTransactionForm';

/**
 * An item's type on the transaction forms (docs/decisions/contribution-kinds.md, "Items of a kind"):
 * after savings and the loans, each open kind of contribution besides savings by its name; an item of a
 * kind is sent as `CONTRIBUTION` with the kind's id, and only such an item names a kind. Savings (a type
 * of its own) and a closed kind are not offered. Then fines (docs/decisions/lending.md, "Paying fines")
 * and each running merry-go-round the member is in, by its name, sent as `ROTATION` with its id
 * (docs/decisions/rotations.md, "Paying in"); the server's refusal of either shows on the form.
 * contribution-kinds.e2e.ts and payments.e2e.ts keep the journeys.
 */

afterEach(() => vi.unstubAllGlobals());

const created = { transaction_id: 9, message: 'Transaction submitted for approval' };

function renderMemberForm(kinds: object, answers: Record<string, object> = {}) {
  stubApi({ '/contribution-kinds': kinds, '/create-transaction': created, ...answers });
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
const FINES = 'FINE: Fines';

describe("an item's type", () => {
  it('offers each open kind besides savings after the three types, by its name', async () => {
    const form = renderMemberForm(kindsAnswer());
    // Savings has its own type and the closed Registration fee takes no new money.
    await waitFor(() => expect(form.options(1)).toEqual([...THREE, 'Welfare fund', FINES]));
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
    expect([...type.options].map((option) => option.textContent)).toEqual([...THREE, 'Welfare fund', FINES]);
    expect(callsTo('/contribution-kinds')).toHaveLength(1);
  });
});

describe("an item's fines and merry-go-rounds", () => {
  it('offers fines and the running merry-go-rounds the member is in, and sends each with what it names', async () => {
    const form = renderMemberForm(kindsAnswer(), memberRotationAnswers());
    // Wanjiru is in the Umoja merry-go-round, not in the Weekly pot; the Old pot is finished.
    await waitFor(() =>
      expect(form.options(1)).toEqual([...THREE, 'Welfare fund', FINES, 'Umoja merry-go-round']),
    );
    expect(callsTo('/rotations/3')).toEqual([]);
    form.choose(1, 'Umoja merry-go-round');
    fill(form.amount(1), '1000');
    form.addItem();
    form.choose(2, 'Umoja merry-go-round');
    form.choose(2, FINES);
    fill(form.amount(2), '50');
    expect(form.type(1).selectedOptions[0]?.textContent).toBe('Umoja merry-go-round');
    form.submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      user_id: 4,
      total_payed: 1050,
      transaction_items: [
        { transaction_type: 'ROTATION', rotation_id: 7, transaction_amount: 1000 },
        { transaction_type: 'FINE', transaction_amount: 50 },
      ],
    });
  });

  it("shows the server's refusal of a merry-go-round under the item's type, and of fines once above the items", async () => {
    const above = 'A merry-go-round payment may be at most what the member owes now: KES 1,000.00.';
    const form = renderMemberForm(kindsAnswer(), {
      ...memberRotationAnswers(),
      '/create-transaction': refusal(422, above, { 'transaction_items.1.rotation_id': above }),
    });
    await waitFor(() => expect(form.options(1)).toContain('Umoja merry-go-round'));
    fill(form.type(1), 'SAVING');
    fill(form.amount(1), '100');
    form.addItem();
    form.choose(2, 'Umoja merry-go-round');
    fill(form.amount(2), '1500');
    form.submit();
    expect(await errorOf(form.type(2), above)).toBe(above);
    expect(screen.getAllByText(above)).toHaveLength(1);

    cleanup();
    const owesNone = 'This member owes no fines.';
    const fines = renderMemberForm(kindsAnswer(), {
      '/create-transaction': refusal(422, owesNone, { transaction_items: owesNone }),
    });
    fines.choose(1, FINES);
    fill(fines.amount(1), '200');
    fines.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(owesNone);
    expect(screen.getAllByText(owesNone)).toHaveLength(1);
  });

  it('offers the admin the merry-go-rounds of the member chosen, none before, and sends the one chosen', async () => {
    stubApi({
      '/contribution-kinds': kindsAnswer(),
      '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] },
      '/create-transaction': created,
      ...memberRotationAnswers(),
    });
    renderAt(<AddTransactionForm />, '/add-transaction');
    const type = screen.getByLabelText('Type') as HTMLSelectElement;
    const options = () => [...type.options].map((option) => option.textContent);
    await waitFor(() => expect(options()).toContain('Welfare fund'));
    expect(options()).toEqual([...THREE, 'Welfare fund', FINES]);
    expect(callsTo('/rotations')).toEqual([]);
    await pickMember('User', 'Wanjiru Kamau');
    await waitFor(() => expect(options()).toEqual([...THREE, 'Welfare fund', FINES, 'Umoja merry-go-round']));
    fill(type, 'ROTATION:7');
    fill(screen.getByLabelText('Amount'), '500');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Transaction' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      user_id: 4,
      total_payed: 500,
      transaction_items: [{ transaction_type: 'ROTATION', rotation_id: 7, transaction_amount: 500 }],
    });
  });
});
