// @vitest-environment happy-dom
import type { StkView } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { PayWithMpesaButton } from './components/PayWithMpesaButton';
import { DUE, ID, view } from './test-fixtures';

/**
 * "Pay with M-Pesa" in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * the button, what is due with the amount and phone to ask, then the request waiting for the PIN and
 * paid with its receipt. The receipt is the only data.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

/** The button pressed, with the server answering what is due, the request and its reads. */
async function openDialog(reads: StkView[]) {
  let read = 0;
  stubApi({
    '/payments/stk/due': DUE,
    [`/payments/stk/${ID}`]: () => reads[Math.min(read++, reads.length - 1)] as object,
    '/payments/stk': view(),
  });
  renderAt(<PayWithMpesaButton />, '/member');
  fireEvent.click(screen.getByRole('button', { name: sw.mpesaPay.title }));
  // The dialog is a chunk of its own, fetched on the first press.
  await screen.findByRole('dialog', { name: sw.mpesaPay.title }, { timeout: 5_000 });
  await screen.findByTestId('stk-due');
}

describe('Pay with M-Pesa in Kiswahili', () => {
  inKiswahili();

  it('shows what is due, the amount and the phone in Kiswahili', async () => {
    await openDialog([view()]);
    expect(screen.getByText(sw.mpesaPay.due.longTerm)).toBeTruthy();
    expect(screen.getByText(sw.mpesaPay.due.rounded)).toBeTruthy();
    expect(screen.getByLabelText(sw.mpesaPay.form.amount)).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });

  it('waits for the PIN, then says it was paid with its receipt, in Kiswahili', async () => {
    await openDialog([view(), view({ status: 'Completed', receipt: 'SIM0A1B2C3D', payment_id: 9 })]);
    fireEvent.click(screen.getByRole('button', { name: sw.mpesaPay.form.send }));
    await screen.findByText(sw.mpesaPay.progress.waiting);
    expect(notKiswahili()).toEqual([]);
    await screen.findByText('Umelipa. Risiti SIM0A1B2C3D. Mweka hazina ataidhinisha.', undefined, {
      timeout: 6_000,
    });
    expect(screen.getByRole('button', { name: sw.mpesaPay.progress.done })).toBeTruthy();
    expect(notKiswahili(['SIM0A1B2C3D'])).toEqual([]);
  });
});
