// @vitest-environment happy-dom
import { type Office, roleOfOffice } from '@links/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, fill, renderAt, sent, stubApi, tableText } from '../../../lib/testing/component';
import { MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
import { completedPayoutOf, payoutOf, payoutsPageOf } from '../../../lib/testing/payout-fixtures';
import { FAILED_LOAN, PAID_BY_HAND, PAID_WITHDRAWAL } from '../test-fixtures';
import { PayoutsPage } from './PayoutsPage';

/**
 * The Payouts screen (docs/decisions/payouts.md, "Lists", "Sending", "Paid by hand"): every member's
 * payouts for the officials, who send one by M-Pesa or record it paid by hand, and for the auditor, who
 * does neither; a member's own ("My payouts"). A page with a payout still with Safaricom is read again
 * until its result shows. The dialogs' refusals are PayoutDialogs.test.tsx's; payouts.e2e.ts keeps the
 * journey with the Daraja look-alike.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

const signInAs = (office: Office) => {
  const user = { users_id: 4, role: roleOfOffice(office), office };
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
};

const ROWS = [payoutOf(), PAID_WITHDRAWAL, FAILED_LOAN, PAID_BY_HAND];

function renderPage(office: Office, answers: Record<string, object> = {}) {
  stubApi({ ...answers, '/payouts?': payoutsPageOf(ROWS), '/books/accounts': MONEY_ACCOUNTS });
  signInAs(office);
  renderAt(<PayoutsPage />, '/payouts');
}

describe('the Payouts screen', () => {
  it('shows an official every member’s payouts, with Send and Paid by hand on those still owed', async () => {
    renderPage('treasurer');
    await screen.findByRole('table', { name: 'Payouts' });
    expect(screen.getByRole('heading', { name: 'Payouts', level: 1 })).toBeTruthy();
    expect(tableText('Payouts')).toEqual([
      ['Member', 'What for', 'Amount', 'Status', 'Phone', 'Receipt / reason', 'Date', 'Actions'],
      [
        'Wanjiru Kamau',
        'Long-term loan #12',
        '10,000.00',
        'Pending',
        '+254 712 000 111',
        '',
        '10/03/2026',
        'Send by M-PesaPaid by hand',
      ],
      [
        'Wanjiru Kamau',
        'Withdrawal #3',
        '2,500.00',
        'Completed',
        '+254 712 000 111',
        'SIMB2C0001',
        '10/03/2026Paid 11/03/2026',
        '',
      ],
      [
        'Baraka Otieno',
        'Short-term loan #2',
        '10,000.00',
        'Failed',
        '—',
        'The balance is insufficient for the transaction.',
        '10/03/2026',
        'Send by M-PesaPaid by hand',
      ],
      [
        'Wanjiru Kamau',
        'Long-term loan #9',
        '10,000.00',
        'Completed',
        '+254 712 000 111',
        'Paid by handCash at the meeting',
        '10/03/2026Paid 11/03/2026',
        '',
      ],
    ]);
    screen.getByRole('button', { name: 'Send by M-Pesa to Baraka Otieno' });
    screen.getByRole('button', { name: 'Download CSV' });

    fill(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(callsTo('/payouts?').at(-1)).toContain('status=Failed'));
  });

  it('shows the auditor every payout without the officials’ buttons', async () => {
    renderPage('auditor');
    await screen.findByRole('table', { name: 'Payouts' });
    expect(tableText('Payouts')[0]).toEqual([
      'Member',
      'What for',
      'Amount',
      'Status',
      'Phone',
      'Receipt / reason',
      'Date',
    ]);
    expect(screen.queryByRole('button', { name: /Send by M-Pesa|Paid by hand/ })).toBeNull();
  });

  it('shows a member their own payouts under My payouts, filtered by status only', async () => {
    renderPage('member');
    await screen.findByRole('table', { name: 'Payouts' });
    expect(screen.getByRole('heading', { name: 'My payouts', level: 1 })).toBeTruthy();
    expect(tableText('Payouts')[0]).toEqual([
      'What for',
      'Amount',
      'Status',
      'Phone',
      'Receipt / reason',
      'Date',
    ]);
    expect(screen.queryByRole('button', { name: /Send by M-Pesa|Paid by hand|Download CSV/ })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    fill(screen.getByLabelText('Status'), 'Completed');
    await waitFor(() => expect(callsTo('/payouts?').at(-1)).toContain('status=Completed'));
  });

  it('reads the page again every two seconds while a payout is Sent, until its receipt shows', async () => {
    const reads = [
      payoutOf({ status: 'Sent', method: 'mpesa', attempts: 1, can_send: false }),
      completedPayoutOf(),
    ];
    let read = 0;
    stubApi({ '/payouts?': () => payoutsPageOf([reads[Math.min(read++, 1)]!]) });
    signInAs('chair');
    renderAt(<PayoutsPage />, '/payouts');
    await screen.findByText('Waiting for Safaricom');
    await screen.findByText('SIMB2C0001', undefined, { timeout: 6_000 });
    expect(screen.queryByText('Waiting for Safaricom')).toBeNull();
    const made = callsTo('/payouts?').length;
    expect(made).toBe(2);
    // Completed: nothing more to wait for, so the page is not read again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(callsTo('/payouts?')).toHaveLength(made);
  });

  it('sends a payout from its row, then follows it until Safaricom’s receipt', async () => {
    const sentOne = payoutOf({ status: 'Sent', method: 'mpesa', attempts: 1, can_send: false });
    const reads = [sentOne, completedPayoutOf()];
    let read = 0;
    renderPage('treasurer', {
      '/payouts/5/send': sentOne,
      '/payouts/5': () => reads[Math.min(read++, 1)]!,
    });
    await screen.findByRole('table', { name: 'Payouts' });
    fireEvent.click(screen.getByRole('button', { name: 'Send by M-Pesa to Wanjiru Kamau' }));
    const dialog = screen.getByRole('dialog', { name: 'Send by M-Pesa' });
    expect((within(dialog).getByLabelText('Phone') as HTMLInputElement).value).toBe('+254 712 000 111');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText("KES 10,000.00 sent to +254 712 000 111: waiting for Safaricom's answer.");
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByText(
      "KES 10,000.00 sent to +254 712 000 111. Safaricom's receipt: SIMB2C0001.",
      undefined,
      {
        timeout: 6_000,
      },
    );
    expect(sent.map(({ url, method, body }) => [url, method, body])).toEqual([
      ['/api/links/payouts/5/send', 'POST', { phone: '+254 712 000 111' }],
    ]);
  });

  it('records a failed payout paid by hand from the account picked, with the note', async () => {
    renderPage('treasurer', {
      '/payouts/7/paid-by-hand': completedPayoutOf({ payout_id: 7, firstname: 'Baraka', lastname: 'Otieno' }),
    });
    await screen.findByRole('table', { name: 'Payouts' });
    fireEvent.click(screen.getByRole('button', { name: 'Paid by hand to Baraka Otieno' }));
    const dialog = screen.getByRole('dialog', { name: 'Paid by hand' });
    await within(dialog).findByRole('option', { name: 'M-Pesa Paybill (KES 0.00)' });
    fill(within(dialog).getByLabelText('Paid from'), '7');
    fill(within(dialog).getByLabelText('Note (optional)'), ' Cash at the meeting ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record as paid' }));
    await screen.findByText('Recorded as paid by hand: KES 10,000.00 to Baraka Otieno.');
    expect(sent.map(({ url, body }) => [url, body])).toEqual([
      ['/api/links/payouts/7/paid-by-hand', { account_id: 7, note: 'Cash at the meeting' }],
    ]);
  });
});
