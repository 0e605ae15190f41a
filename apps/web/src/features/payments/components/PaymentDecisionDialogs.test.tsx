// @vitest-environment happy-dom
import type { PaymentView } from '@links/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { ApprovePaymentDialog, MAKER_CHECKER_NOTE } from './ApprovePaymentDialog';
import { IgnorePaymentDialog } from './IgnorePaymentDialog';

/**
 * The decisions on an incoming payment as their dialogs refuse and send them: the approval's split
 * (each amount by the money rules, the items adding up to the payment, only a changed split sent,
 * no Approve for the admin who brought the payment in) and the reason an ignore needs; the server's
 * refusal shown in the dialog. payments.e2e.ts keeps the journeys (docs/testing.md, "Component
 * tests and browser tests").
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

const payment = (patch: Partial<PaymentView> = {}): PaymentView => ({
  id: 5,
  source: 'c2b',
  receipt: 'TKE0000005',
  paid_at: '2026-03-02T06:30:00.000Z',
  paid_on: '2026-03-02',
  amount: 1500,
  payer_name: 'WANJIRU KAMAU',
  payer_phone: '254712345678',
  account_ref: 'M002',
  account: { id: 7, name: 'M-Pesa Paybill' },
  status: 'Pending approval',
  user_id: 4,
  member_name: 'Wanjiru Kamau',
  member_number: 'M002',
  match_rule: 'member_number',
  transaction_id: 3,
  items: [
    { type: 'LTL', amount: 1000, status: 'Pending' },
    { type: 'SAVING', amount: 500, status: 'Pending' },
  ],
  suggestions: [],
  note: null,
  can_approve: true,
  ...patch,
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function renderDialog(which: 'approve' | 'ignore', answer: object, shown = payment()) {
  stubApi({ [`/payments/5/${which}`]: answer });
  const onDone = vi.fn();
  const Dialog = which === 'approve' ? ApprovePaymentDialog : IgnorePaymentDialog;
  renderAt(<Dialog payment={shown} onClose={() => undefined} onDone={onDone} />, '/payments');
  return onDone;
}

describe('the approve payment dialog', () => {
  it('proposes the pending split, refuses an amount by the money rules and a split that does not add up', async () => {
    renderDialog('approve', refusal(500, ''));
    expect(field('Long-term loan').value).toBe('1000');
    expect(field('Savings').value).toBe('500');
    expect(field('Short-term loan').value).toBe('');
    expect(screen.getByTestId('split-total').textContent).toBe('Total KES 1,500.00 of KES 1,500.00');
    fill(field('Savings'), '10.555');
    const decimals = 'Savings must have at most two decimals';
    expect(await errorOf(field('Savings'), decimals)).toBe(decimals);
    press('Approve');
    fill(field('Savings'), '400');
    expect(screen.getByTestId('split-total').textContent).toBe('Total KES 1,400.00 of KES 1,500.00');
    press('Approve');
    await screen.findByText("The items add up to KES 1,400.00, not the payment's KES 1,500.00.");
    expect(sent).toEqual([]);
  });

  it("sends no items for the proposed split, the changed split otherwise, and shows the server's refusal", async () => {
    const onDone = renderDialog('approve', {
      payment: payment({ status: 'Approved' }),
      message: 'Approved: KES 1,500.00 from Wanjiru Kamau.',
    });
    press('Approve');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Approved: KES 1,500.00 from Wanjiru Kamau.'));
    expect(sent.map((call) => call.body)).toEqual([{}]);
    cleanup();
    renderDialog('approve', refusal(409, 'The loan was paid off in the meantime'));
    fill(field('Long-term loan'), '');
    fill(field('Short-term loan'), '1000.50');
    fill(field('Savings'), '499.50');
    press('Approve');
    await screen.findByText('The loan was paid off in the meantime');
    expect(sent.map((call) => call.body)).toEqual([
      {
        items: [
          { transaction_type: 'SAVING', transaction_amount: 499.5 },
          { transaction_type: 'STL', transaction_amount: 1000.5 },
        ],
      },
    ]);
  });

  it('gives the admin who brought the payment in no Approve', () => {
    renderDialog('approve', refusal(500, ''), payment({ can_approve: false }));
    screen.getByText(MAKER_CHECKER_NOTE);
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true);
  });
});

describe('the ignore payment dialog', () => {
  it("requires a reason, sends it trimmed, and shows the server's refusal", async () => {
    renderDialog('ignore', refusal(409, 'The payment was approved in the meantime'));
    press('Ignore');
    const required = 'A reason is required to ignore a payment';
    expect(await errorOf(field('Reason'), required)).toBe(required);
    fill(field('Reason'), '   ');
    press('Ignore');
    expect(await errorOf(field('Reason'), required)).toBe(required);
    expect(sent).toEqual([]);
    fill(field('Reason'), '  Not a member’s money  ');
    press('Ignore');
    await screen.findByText('The payment was approved in the meantime');
    expect(sent.map((call) => call.body)).toEqual([{ reason: 'Not a member’s money' }]);
  });
});
