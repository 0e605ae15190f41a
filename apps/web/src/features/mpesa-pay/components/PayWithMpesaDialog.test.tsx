// @vitest-environment happy-dom
import type { StkDue, StkView } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../i18n/catalogue-en';
import { callsTo, errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { DUE, ID, view } from '../test-fixtures';
import { PayWithMpesaButton } from './PayWithMpesaButton';
import { PayWithMpesaDialog } from './PayWithMpesaDialog';

const NOTHING_DUE = en.mpesaPay.due.nothing;
const WAITING = en.mpesaPay.progress.waiting;

/**
 * "Pay with M-Pesa" as its dialog shows and sends it (docs/decisions/daraja.md, "Pay with M-Pesa",
 * "What is due"): what is due and the amount it starts at, the amount's rules (the domain's), the body
 * sent, the request read until Safaricom answers, and the server's refusals. pay-with-mpesa.e2e.ts
 * keeps the journey with a Daraja look-alike.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send to my phone' }));

/** The dialog, open, with the server answering `due`, the request (`asked`) and its reads in turn. */
function renderDialog({
  due = DUE,
  asked = view() as object,
  reads = [view()],
}: {
  due?: StkDue;
  asked?: object;
  reads?: StkView[];
} = {}) {
  let read = 0;
  stubApi({
    '/payments/stk/due': due,
    [`/payments/stk/${ID}`]: () => reads[Math.min(read++, reads.length - 1)] as object,
    '/payments/stk': asked,
  });
  renderAt(<PayWithMpesaDialog open onClose={() => undefined} />, '/member');
}

describe('the Pay with M-Pesa dialog', () => {
  it('shows each part due and the total, and starts at that amount and the member’s phone', async () => {
    renderDialog();
    const due = await screen.findByTestId('stk-due');
    expect([...due.querySelectorAll('div')].map((row) => row.textContent)).toEqual([
      'Long-term loan dueKES 1,500.00',
      'Fines owedKES 200.00',
      'Savings this monthKES 800.50',
      'TotalKES 2,501.00',
    ]);
    screen.getByText('Rounded up to whole shillings: M-Pesa takes no cents.');
    expect(field('Amount (KES)').value).toBe('2501');
    expect(field('Phone').value).toBe('+254 712 000 111');
  });

  it('starts empty when nothing is due, saying any amount may still be paid', async () => {
    renderDialog({ due: { amount: 0, parts: [], phone: null } });
    await screen.findByText(NOTHING_DUE);
    expect(field('Amount (KES)').value).toBe('');
    expect(field('Phone').value).toBe('');
    screen.getByText('Your profile has no phone number: enter the M-Pesa number to ask.');
  });

  it.each([
    ['', 'Amount is required'],
    ['0', 'Amount must be more than 0'],
    ['10.50', 'Amount must be whole shillings for M-Pesa'],
    ['250001', 'Amount must be between KES 1 and KES 250,000'],
  ])('refuses the amount %j by the server’s rule, sending nothing', async (typed, said) => {
    renderDialog();
    await screen.findByTestId('stk-due');
    fill(field('Amount (KES)'), typed);
    send();
    expect(await errorOf(field('Amount (KES)'), said)).toBe(said);
    expect(sent).toEqual([]);
  });

  it('refuses a phone that is not a Kenyan mobile number, sending nothing', async () => {
    renderDialog();
    await screen.findByTestId('stk-due');
    fill(field('Phone'), '0812 345 678');
    send();
    const said = 'Phone must be a Kenyan mobile number such as 0712 345 678 or +254 712 345 678';
    expect(await errorOf(field('Phone'), said)).toBe(said);
    expect(sent).toEqual([]);
  });

  it('sends the amount and the phone typed, and no phone when the box is left blank', async () => {
    renderDialog({ asked: refusal(502, 'Daraja failed (HTTP 500): Internal Server Error.') });
    await screen.findByTestId('stk-due');
    fill(field('Amount (KES)'), '1200');
    fill(field('Phone'), ' 0722 333 444 ');
    send();
    await screen.findByText('Daraja failed (HTTP 500): Internal Server Error.');
    fill(field('Phone'), '');
    send();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map(({ method, body }) => [method, body])).toEqual([
      ['POST', { amount: 1200, phone: '0722 333 444' }],
      ['POST', { amount: 1200 }],
    ]);
    expect(sent[0]?.url).toBe('/api/links/payments/stk');
  });

  it('waits for the PIN, reading the request every two seconds, then shows the receipt', async () => {
    const paid = view({ status: 'Completed', receipt: 'SIM0A1B2C3D', payment_id: 9 });
    renderDialog({ reads: [view(), paid] });
    await screen.findByTestId('stk-due');
    send();
    await screen.findByText(WAITING);
    screen.getByText('KES 2,501.00');
    await screen.findByText('Paid. Receipt SIM0A1B2C3D. The treasurer will approve it.', undefined, {
      timeout: 6_000,
    });
    expect(callsTo(`/payments/stk/${ID}`)).toHaveLength(2);
    expect(screen.queryByText(WAITING)).toBeNull();
    screen.getByRole('button', { name: 'Done' });
  });

  it('shows Safaricom’s reason when it failed, and Try again goes back to the form as sent', async () => {
    const cancelled = view({ status: 'Failed', reason: 'Request cancelled by user', amount: 300 });
    renderDialog({ asked: view({ amount: 300 }), reads: [cancelled] });
    await screen.findByTestId('stk-due');
    fill(field('Amount (KES)'), '300');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Not paid.Request cancelled by user');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByLabelText('Amount (KES)')) as HTMLInputElement).value).toBe('300');
    send();
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('shows the server’s refusal under the field it names, and one naming none above the form', async () => {
    const said = 'phone must be a Kenyan mobile number such as 0712 345 678 or +254 712 345 678';
    renderDialog({ asked: refusal(422, said, { phone: said }) });
    await screen.findByTestId('stk-due');
    send();
    const shown = 'Phone must be a Kenyan mobile number such as 0712 345 678 or +254 712 345 678';
    expect(await errorOf(field('Phone'), shown)).toBe(shown);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why Daraja could not be asked above the form', async () => {
    renderDialog({ asked: refusal(502, 'Daraja did not answer within 15 seconds.') });
    await screen.findByTestId('stk-due');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Daraja did not answer within 15 seconds.');
    expect(field('Amount (KES)').value).toBe('2501');
  });
});

describe('the Pay with M-Pesa button', () => {
  it('opens the dialog, which reads what is due', async () => {
    stubApi({ '/payments/stk/due': DUE });
    renderAt(<PayWithMpesaButton />, '/member');
    expect(callsTo('/payments/stk/due')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with M-Pesa' }));
    await screen.findByRole('dialog', { name: 'Pay with M-Pesa' });
    await screen.findByTestId('stk-due');
    expect(field('Amount (KES)').value).toBe('2501');
  });
});
