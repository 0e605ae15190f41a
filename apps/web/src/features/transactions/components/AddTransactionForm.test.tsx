// @vitest-environment happy-dom
import { addMonthsClamped, todayInGroupZone } from '@links/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  errorOf,
  fill,
  listedMember,
  pickMember,
  renderAt,
  stubApi,
} from '../../../lib/testing/component';
import { AddTransactionForm } from './AddTransactionForm';

/**
 * The admin transaction form's own rules (docs/spec/validation.md, "Transaction form"), checked on the
 * component: what the form says before anything goes to the server. The journey, the server's refusal on
 * screen and the required fields' messages in Chromium are transactions-screens.e2e.ts's (docs/testing.md,
 * "Component tests and browser tests").
 */

// The member picker's search finds Wanjiru; no other call should leave a form that refuses its values.
beforeEach(() => stubApi({ '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] } }));

function renderForm() {
  renderAt(<AddTransactionForm />, '/add-transaction');
  const form = screen.getByRole('form', { name: 'New transaction' });
  const item = (n: number) => within(form).getByRole('group', { name: `Item ${n}` });
  const field = (scope: HTMLElement, label: string) =>
    within(scope).getByLabelText(label) as HTMLInputElement;
  return {
    pickUser: (name: string) => pickMember('User', name),
    date: () => field(form, 'Date'),
    total: () => field(form, 'Total'),
    item,
    items: () => within(form).queryAllByRole('group', { name: /^Item \d+$/ }),
    amount: (n: number) => field(item(n), 'Amount'),
    type: (n: number) => field(item(n), 'Type') as unknown as HTMLSelectElement,
    remove: (n: number) => within(item(n)).getByRole('button', { name: `Remove item ${n}` }),
    addItem: () => fireEvent.click(within(form).getByRole('button', { name: 'Add Item' })),
    submit: () => fireEvent.click(within(form).getByRole('button', { name: 'Submit Transaction' })),
    errorOf,
  };
}

describe('the admin transaction form', () => {
  it('dates today in Nairobi at most, and takes amounts of min 0 in steps of 0.01', () => {
    const form = renderForm();
    const today = todayInGroupZone();
    expect(form.date().value).toBe(today);
    expect(form.date().getAttribute('max')).toBe(today);
    expect(form.amount(1).getAttribute('min')).toBe('0');
    expect(form.amount(1).getAttribute('step')).toBe('0.01');
  });

  it('requires a user, a type and an amount, with at most two decimals and more than 0', async () => {
    const form = renderForm();
    form.submit();
    expect(await form.errorOf(screen.getByLabelText('User'), 'User is required')).toBe('User is required');
    expect(await form.errorOf(form.type(1), 'Type is required')).toBe('Type is required');
    expect(await form.errorOf(form.amount(1), 'Amount is required')).toBe('Amount is required');
    fill(form.amount(1), '10.555');
    form.submit();
    const decimals = 'Amount must have at most two decimals';
    expect(await form.errorOf(form.amount(1), decimals)).toBe(decimals);
    fill(form.amount(1), '0');
    form.submit();
    const zero = 'Amount must be more than 0';
    expect(await form.errorOf(form.amount(1), zero)).toBe(zero);
    expect(callsTo('/create-transaction')).toEqual([]);
  });

  it('refuses a date in the future, and an empty one', async () => {
    const form = renderForm();
    await form.pickUser('Wanjiru Kamau');
    fill(form.type(1), 'SAVING');
    fill(form.amount(1), '100');
    fill(form.date(), addMonthsClamped(todayInGroupZone(), 1));
    form.submit();
    const future = 'The date cannot be in the future';
    expect(await form.errorOf(form.date(), future)).toBe(future);
    fill(form.date(), '');
    form.submit();
    expect(await form.errorOf(form.date(), 'Date is required')).toBe('Date is required');
    expect(callsTo('/create-transaction')).toEqual([]);
  });

  it('adds and removes items, keeps one, and sums the total to the cent', async () => {
    const form = renderForm();
    expect(form.remove(1)).toHaveProperty('disabled', true);
    expect(form.total().readOnly).toBe(true);
    fill(form.type(1), 'SAVING');
    fill(form.amount(1), '0.1');
    form.addItem();
    fill(form.type(2), 'LTL');
    fill(form.amount(2), '0.2');
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; the form sums cents.
    await waitFor(() => expect(form.total().value).toBe('0.30'));
    expect(form.remove(1)).toHaveProperty('disabled', false);
    form.addItem();
    fill(form.type(3), 'STL');
    fill(form.amount(3), '1000000.07');
    await waitFor(() => expect(form.total().value).toBe('1000000.37'));
    fireEvent.click(form.remove(2));
    await waitFor(() => expect(form.total().value).toBe('1000000.17'));
    fireEvent.click(form.remove(1));
    await waitFor(() => expect(form.total().value).toBe('1000000.07'));
    expect(form.items()).toHaveLength(1);
    expect(form.type(1).value).toBe('STL');
    expect(form.remove(1)).toHaveProperty('disabled', true);
    expect(form.total().value).toBe('1000000.07');
  });
});
