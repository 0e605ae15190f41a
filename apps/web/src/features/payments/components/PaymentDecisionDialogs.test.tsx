// @vitest-environment happy-dom
import type { PaymentView } from '@links/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../i18n/catalogue-en';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { kindsAnswer } from '../../../lib/testing/contribution-fixtures';
import { memberRotationAnswers } from '../../../lib/testing/rotation-fixtures';
import { OWED_FINES, PENDING_SPLIT, paymentView } from '../test-fixtures';
import { ApprovePaymentDialog } from './ApprovePaymentDialog';
import { IgnorePaymentDialog } from './IgnorePaymentDialog';

/**
 * The decisions on an incoming payment as their dialogs refuse and send them: the approval's split
 * (each amount by the money rules, the items adding up to the payment, only a changed split sent,
 * a kind, a merry-go-round and fines each naming what it pays into, no Approve for the admin who
 * brought the payment in) and the reason an ignore needs; the server's refusal shown in the dialog,
 * under the amount it names. payments.e2e.ts keeps the journeys (docs/testing.md, "Component tests
 * and browser tests").
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

const payment = (patch: Partial<PaymentView> = {}): PaymentView =>
  paymentView({ id: 5, receipt: 'TKE0000005', items: PENDING_SPLIT, ...patch });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function renderDialog(
  which: 'approve' | 'ignore',
  answer: object,
  shown = payment(),
  answers: Record<string, object> = {},
) {
  stubApi({ [`/payments/5/${which}`]: answer, ...answers });
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

  /** The dialog with the group's kinds, Wanjiru's merry-go-rounds and fines, its split typed in. */
  async function renderSplit(answer: object) {
    renderDialog('approve', answer, payment(), {
      '/contribution-kinds': kindsAnswer(),
      '/fines?': OWED_FINES,
      ...memberRotationAnswers(),
    });
    // Each open kind, then each running merry-go-round she is in and her fines, with what she owes.
    await screen.findByText('Owes KES 1,000.00 now');
    await screen.findByText('Owes KES 300.00 in fines');
    expect(
      [...screen.getByRole('group', { name: 'Split' }).querySelectorAll('label')].map(
        (label) => label.textContent,
      ),
    ).toEqual([
      'Savings',
      'Long-term loan',
      'Short-term loan',
      'Welfare fund',
      'Umoja merry-go-round',
      'Fines',
    ]);
    fill(field('Long-term loan'), '');
    fill(field('Welfare fund'), '200');
    fill(field('Umoja merry-go-round'), '600');
    fill(field('Fines'), '200');
    press('Approve');
    await waitFor(() => expect(sent).toHaveLength(1));
  }

  it('sends a split into savings, a kind, a merry-go-round and fines, each naming what it pays into', async () => {
    const above = 'A merry-go-round payment may be at most what the member owes now: KES 1,000.00.';
    await renderSplit(refusal(422, above, { 'items.2.rotation_id': above }));
    expect(sent[0]?.body).toEqual({
      items: [
        { transaction_type: 'SAVING', transaction_amount: 500 },
        { transaction_type: 'CONTRIBUTION', contribution_kind_id: 2, transaction_amount: 200 },
        { transaction_type: 'ROTATION', rotation_id: 7, transaction_amount: 600 },
        { transaction_type: 'FINE', transaction_amount: 200 },
      ],
    });
    // The third item sent is the merry-go-round's: the refusal shows under its amount, and only there.
    expect(await errorOf(field('Umoja merry-go-round'), above)).toBe(above);
    expect(screen.getAllByText(above)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    // Changing the amount clears it.
    fill(field('Umoja merry-go-round'), '500');
    await waitFor(() => expect(screen.queryByText(above)).toBeNull());
  });

  it("shows the server's refusal of the fines under Fines, and of a kind under the kind", async () => {
    const owesLess = 'A fine payment may be at most what the member owes in fines: KES 100.00.';
    await renderSplit(refusal(422, owesLess, { items: owesLess }));
    expect(await errorOf(field('Fines'), owesLess)).toBe(owesLess);
    expect(screen.getAllByText(owesLess)).toHaveLength(1);
    cleanup();
    // The kind's field says it in short; the dialog's alert says it whole.
    await renderSplit(
      refusal(422, 'Welfare fund no longer takes contributions.', {
        'items.1.contribution_kind_id': 'Welfare fund is closed',
      }),
    );
    expect(await errorOf(field('Welfare fund'), 'Welfare fund is closed')).toBe('Welfare fund is closed');
    screen.getByText('Welfare fund no longer takes contributions.');
  });

  it('gives the admin who brought the payment in no Approve', () => {
    renderDialog('approve', refusal(500, ''), payment({ can_approve: false }));
    screen.getByText(en.payments.dialogs.makerChecker);
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
