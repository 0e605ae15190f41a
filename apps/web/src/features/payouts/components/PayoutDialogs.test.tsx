// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
import { payoutOf } from '../../../lib/testing/payout-fixtures';
import { PaidByHandDialog } from './PaidByHandDialog';
import { SendPayoutDialog } from './SendPayoutDialog';
import { sentSaying } from './SentNotice';

/**
 * The officials' two dialogs of a payout still owed (docs/decisions/payouts.md, "Sending", "Paid by
 * hand"): the phone and the account checked by the server's body schemas, the bodies sent, and the
 * server's refusals under the field they name or above the form. PayoutsPage.test.tsx opens them from
 * the list.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function renderSend(answer: object, payout = payoutOf()) {
  const onSent = vi.fn();
  stubApi({ '/payouts/5/send': answer });
  renderAt(<SendPayoutDialog payout={payout} onClose={() => undefined} onSent={onSent} />, '/payouts');
  return onSent;
}

describe('the Send by M-Pesa dialog', () => {
  it('says what it sends, to whom, and starts at the member’s phone', () => {
    renderSend({});
    screen.getByText('KES 10,000.00 to Wanjiru Kamau for Long-term loan #12.');
    expect(field('Phone').value).toBe('+254 712 000 111');
  });

  it('refuses a phone that is not a Kenyan mobile number, sending nothing', async () => {
    renderSend({});
    fill(field('Phone'), '0812 345 678');
    press('Send');
    const said = 'Phone must be a Kenyan mobile number such as 0712 345 678 or +254 712 345 678';
    expect(await errorOf(field('Phone'), said)).toBe(said);
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal of the phone under it, with no banner', async () => {
    const said = 'Give the phone number to pay: the member has none on file.';
    renderSend(refusal(422, said, { phone: said }), payoutOf({ phone: null }));
    screen.getByText('The member has no phone on file: enter their M-Pesa number.');
    expect(field('Phone').value).toBe('');
    press('Send');
    expect(await errorOf(field('Phone'), said)).toBe(said);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.map((call) => call.body)).toEqual([{}]);
  });

  it('shows why Daraja refused it above the form, keeping the phone typed', async () => {
    const said =
      'Daraja did not accept the payment: Bad Request - Invalid InitiatorName Nothing was sent to +254 722 333 444.';
    const onSent = renderSend(refusal(502, said));
    fill(field('Phone'), '0722 333 444');
    press('Send');
    expect((await screen.findByRole('alert')).textContent).toBe(said);
    expect(field('Phone').value).toBe('0722 333 444');
    expect(sent.map((call) => call.body)).toEqual([{ phone: '0722 333 444' }]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('says what became of a payout sent: with Safaricom, in doubt, or not sent and why', () => {
    const sentOne = payoutOf({ status: 'Sent', method: 'mpesa', attempts: 1, can_send: false });
    expect(sentSaying(i18n.t, sentOne)).toEqual({
      tone: 'info',
      text: "KES 10,000.00 sent to +254 712 000 111: waiting for Safaricom's answer.",
    });
    const doubt = 'Daraja did not answer: the payment may still go through.';
    expect(sentSaying(i18n.t, { ...sentOne, reason: doubt })).toEqual({ tone: 'warning', text: doubt });
    const failed = { ...sentOne, status: 'Failed' as const, reason: 'The initiator information is invalid.' };
    expect(sentSaying(i18n.t, failed)).toEqual({
      tone: 'error',
      text: 'KES 10,000.00 was not sent to +254 712 000 111: The initiator information is invalid. Send it again or record it paid by hand.',
    });
  });

  it('hands the payout sent back to the screen', async () => {
    const answer = payoutOf({ status: 'Sent', method: 'mpesa', attempts: 1, can_send: false });
    const onSent = renderSend(answer);
    press('Send');
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(answer));
  });
});

function renderByHand(answer: object) {
  const onPaid = vi.fn();
  stubApi({ '/books/accounts': MONEY_ACCOUNTS, '/payouts/5/paid-by-hand': answer });
  renderAt(<PaidByHandDialog payout={payoutOf()} onClose={() => undefined} onPaid={onPaid} />, '/payouts');
  return onPaid;
}

describe('the Paid by hand dialog', () => {
  it('requires the account it was paid from, sending nothing', async () => {
    renderByHand({});
    await screen.findByRole('option', { name: 'Cash on hand (KES 0.00)' });
    press('Record as paid');
    expect(await errorOf(field('Paid from'), 'Paid from is required')).toBe('Paid from is required');
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal of the account under it, and one naming nothing above the form', async () => {
    const short = 'Cash on hand holds KES 0.00: too little to pay KES 10,000.00.';
    let answer = refusal(422, short, { account_id: short });
    stubApi({ '/books/accounts': MONEY_ACCOUNTS, '/payouts/5/paid-by-hand': () => answer });
    renderAt(<PaidByHandDialog payout={payoutOf()} onClose={() => undefined} onPaid={vi.fn()} />, '/payouts');
    await screen.findByRole('option', { name: 'Cash on hand (KES 0.00)' });
    fill(field('Paid from'), '1');
    press('Record as paid');
    expect(await errorOf(field('Paid from'), short)).toBe(short);
    expect(screen.queryByRole('alert')).toBeNull();

    const inFlight = 'This payout is with Safaricom: wait for its result.';
    answer = refusal(409, inFlight);
    press('Record as paid');
    expect((await screen.findByRole('alert')).textContent).toBe(inFlight);
    expect(sent.map((call) => call.body)).toEqual([{ account_id: 1 }, { account_id: 1 }]);
  });
});
