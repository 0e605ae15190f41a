// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  fill,
  listedMember,
  refusal,
  renderAt,
  sent,
  stubApi,
} from '../../../lib/testing/component';
import type { Transaction } from '../api/types';
import { AddTransactionForm } from './AddTransactionForm';
import { ReverseTransactionDialog } from './ReverseTransactionDialog';
import { reenterValues } from './transactionForm';

/**
 * The reverse dialog and "Re-enter" (docs/decisions/reversals.md): what the dialog sends and shows, and the
 * payment form filled with a reversed transaction's values. The journey in Chromium is reversals.e2e.ts's.
 */

// Headless UI's dialog does not load under the `source` condition (see ReasonDialog.test.tsx): a plain modal.
vi.mock('../../../components/ui/Modal', () => ({
  Modal: ({ open, title, children }: { open: boolean; title: string; children: ReactNode }) =>
    open ? (
      <div role="dialog" aria-label={title}>
        {children}
      </div>
    ) : null,
}));

const reversed: Transaction = {
  id: 12,
  user_id: 4,
  username: 'Wanjiru Kamau',
  total_payed: 20_000,
  created_at: '2026-03-02T09:15:00.000Z',
  transaction_date: '2026-03-02',
  comment: 'March contribution',
  status: 'Reversed',
  transaction_types: [
    {
      id: 30,
      type: 'SAVING',
      amount: 20_000,
      status: 'Approved',
      extra: 'QWE123',
      reject_reason: null,
      decided_at: '2026-03-02T10:00:00.000Z',
      contribution_kind_id: null,
      rotation_id: null,
    },
    {
      id: 31,
      type: 'LTL',
      amount: 500,
      status: 'Rejected',
      extra: null,
      reject_reason: 'No loan',
      decided_at: '2026-03-02T10:00:00.000Z',
      contribution_kind_id: null,
      rotation_id: null,
    },
  ],
  reversal: { id: 3, date: '2026-03-05', reason: 'Typed 20,000 for 2,000' },
};

const answer = {
  reversal_id: 3,
  subject: 'transaction',
  original_id: 12,
  date: '2026-03-05',
  reason: 'Typed 20,000 for 2,000',
  entry_ids: [40],
  user_id: 4,
  amount: 20_000,
  message: 'Transaction TRN-12 reversed.',
};

function renderDialog(onDone = vi.fn()) {
  renderAt(
    <ReverseTransactionDialog transactionId={12} open onClose={() => undefined} onDone={onDone} />,
    '/',
  );
  const dialog = screen.getByRole('dialog');
  return {
    dialog,
    reason: () => within(dialog).getByLabelText(/Reason/) as HTMLTextAreaElement,
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' })),
    onDone,
  };
}

describe('the reverse dialog', () => {
  it('asks for a reason before anything is sent, then sends it and says it is done', async () => {
    stubApi({ '/transactions/12/reversal': answer });
    const view = renderDialog();
    view.submit();
    expect(await within(view.dialog).findByText('reason is required')).toBeTruthy();
    expect(callsTo('/reversal')).toEqual([]);
    fill(view.reason(), '  Typed 20,000 for 2,000 ');
    view.submit();
    await waitFor(() =>
      expect(view.onDone).toHaveBeenCalledWith({ message: 'Transaction TRN-12 reversed.', waiting: false }),
    );
    expect(sent).toEqual([
      expect.objectContaining({ method: 'POST', body: { reason: 'Typed 20,000 for 2,000' } }),
    ]);
  });

  it('says when the reversal waits for another official', async () => {
    stubApi({
      '/transactions/12/reversal': Response.json(
        {
          approval_id: 7,
          kind: 'transaction_reversal',
          status: 'Pending',
          approvals_required: 2,
          approvals: [],
          message: 'Sent for approval (1 of 2 approvals)',
        },
        { status: 202 },
      ),
    });
    const view = renderDialog();
    fill(view.reason(), 'Wrong member');
    view.submit();
    await waitFor(() =>
      expect(view.onDone).toHaveBeenCalledWith({
        message: 'Sent for approval (1 of 2 approvals)',
        waiting: true,
      }),
    );
  });

  it("shows the server's refusal in the dialog", async () => {
    const refused = 'A later repayment of loan #3 stands in the way: reverse it first.';
    stubApi({ '/transactions/12/reversal': () => refusal(409, refused) });
    const view = renderDialog();
    fill(view.reason(), 'Wrong amount');
    view.submit();
    expect(await within(view.dialog).findByText(refused)).toBeTruthy();
    expect(view.onDone).not.toHaveBeenCalled();
  });
});

describe('Re-enter', () => {
  it('fills the payment form with the approved items, member, date and comment', async () => {
    stubApi({ '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] } });
    expect(reenterValues(reversed)).toEqual({
      user_id: '4',
      transaction_date: '2026-03-02',
      comment: 'March contribution',
      transaction_items: [{ transaction_type: 'SAVING', transaction_amount: 20_000, extra: 'QWE123' }],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter
          initialEntries={[{ pathname: '/add-transaction', state: { reenter: reenterValues(reversed) } }]}
        >
          <Routes>
            <Route path="/add-transaction" element={<AddTransactionForm />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form', { name: 'New transaction' });
    expect(
      within(form).getByText("Filled with the reversed payment's values: correct them and submit."),
    ).toBeTruthy();
    expect((within(form).getByLabelText('Date') as HTMLInputElement).value).toBe('2026-03-02');
    const item = within(form).getByRole('group', { name: 'Item 1' });
    expect((within(item).getByLabelText('Type') as HTMLSelectElement).value).toBe('SAVING');
    expect((within(item).getByLabelText('Amount') as HTMLInputElement).value).toBe('20000');
    expect((within(item).getByLabelText(/Reference/) as HTMLInputElement).value).toBe('QWE123');
    expect(within(form).queryAllByRole('group', { name: /^Item \d+$/ })).toHaveLength(1);
    expect(await screen.findByDisplayValue(/Wanjiru Kamau/)).toBeTruthy();
  });
});
