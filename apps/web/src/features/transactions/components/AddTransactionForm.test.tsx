// @vitest-environment happy-dom
import { addMonthsClamped, todayInGroupZone } from '@links/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddTransactionForm } from './AddTransactionForm';

/**
 * The admin transaction form's own rules (product spec §5), checked on the component: what the
 * form says before anything goes to the server. The journey, the server's refusal on screen and
 * the required fields' messages in Chromium are transactions-screens.e2e.ts's (docs/testing.md,
 * "Component tests and browser tests").
 */

const WANJIRU = {
  users_id: 4,
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  role: 'member',
  member_number: 'M004',
};
let calls: string[];

beforeEach(() => {
  calls = [];
  // A signed-in admin, as the web knows one: by the user cookie (lib/session.ts).
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(JSON.stringify({ id: 1, role: 'admin' }))}`;
  // The member picker's search finds Wanjiru; nothing else should leave a form that refuses its
  // values: any other call is counted and answered 500.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    if (url.includes('/get-users?')) return Response.json({ users: [WANJIRU] });
    return new Response('', { status: 500 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/add-transaction']}>
        <AddTransactionForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const form = screen.getByRole('form', { name: 'New transaction' });
  const item = (n: number) => within(form).getByRole('group', { name: `Item ${n}` });
  const field = (scope: HTMLElement, label: string) =>
    within(scope).getByLabelText(label) as HTMLInputElement;
  return {
    /** Types the member's name into the picker and picks them from what it offers. */
    pickUser: async (name: string) => {
      const box = screen.getByLabelText('User');
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: name } });
      fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
      await waitFor(() => expect((box as HTMLInputElement).value).toBe(name));
    },
    date: () => field(form, 'Date'),
    total: () => field(form, 'Total'),
    item,
    items: () => within(form).queryAllByRole('group', { name: /^Item \d+$/ }),
    amount: (n: number) => field(item(n), 'Amount'),
    type: (n: number) => field(item(n), 'Type') as unknown as HTMLSelectElement,
    remove: (n: number) => within(item(n)).getByRole('button', { name: `Remove item ${n}` }),
    addItem: () => fireEvent.click(within(form).getByRole('button', { name: 'Add Item' })),
    submit: () => fireEvent.click(within(form).getByRole('button', { name: 'Submit Transaction' })),
    /** The message tied to a field (its aria-describedby), once the form has said it. */
    errorOf: async (input: HTMLElement, text: string) => {
      await screen.findByText(text);
      const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
      return ids.map((id) => document.getElementById(id)?.textContent).find((said) => said === text);
    },
  };
}

const fill = (input: HTMLInputElement | HTMLSelectElement, value: string) =>
  fireEvent.change(input, { target: { value } });

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
    expect(calls.filter((url) => url.includes('/create-transaction'))).toEqual([]);
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
    expect(calls.filter((url) => url.includes('/create-transaction'))).toEqual([]);
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
