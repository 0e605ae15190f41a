// @vitest-environment happy-dom
import { type Office, roleOfOffice } from '@links/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi } from '../../lib/testing/component';
import { MONEY_ACCOUNTS } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { payoutOf, payoutsPageOf } from '../../lib/testing/payout-fixtures';
import { PayoutsPage } from './pages/PayoutsPage';
import { FAILED_LOAN, PAID_BY_HAND, PAID_WITHDRAWAL } from './test-fixtures';

/**
 * The Payouts screen in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * an official's list with its filters and the two dialogs of a payout still owed, and a member's own
 * list. The data are names, what each payout is for as the server recorded it, Safaricom's words and
 * receipt, the note typed, and the money accounts' names.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

const REASON = 'The balance is insufficient for the transaction.';
const ROWS = [
  payoutOf(),
  PAID_WITHDRAWAL,
  FAILED_LOAN,
  payoutOf({ payout_id: 9, status: 'Sent', method: 'mpesa', attempts: 1, can_send: false }),
  PAID_BY_HAND,
];

const DATA = [
  'Wanjiru Kamau',
  'Baraka Otieno',
  'Long-term loan #12',
  'Withdrawal #3',
  'Short-term loan #2',
  'Long-term loan #9',
  REASON,
  'Cash at the meeting',
  'SIMB2C0001',
  'Cash on hand',
  'M-Pesa Paybill',
];

function renderPage(office: Office) {
  stubApi({ '/payouts?': payoutsPageOf(ROWS), '/books/accounts': MONEY_ACCOUNTS });
  const user = { users_id: 4, role: roleOfOffice(office), office };
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
  renderAt(<PayoutsPage />, '/payouts');
}

describe('payouts in Kiswahili', () => {
  inKiswahili();

  it("shows an official every member's payouts, and the dialogs to send or record one, in Kiswahili", async () => {
    renderPage('treasurer');
    await screen.findByRole('table', { name: sw.payouts.table.label });
    expect(screen.getByRole('heading', { name: sw.payouts.page.title, level: 1 })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Tuma kwa M-Pesa kwa Wanjiru Kamau' }));
    const send = screen.getByRole('dialog', { name: sw.payouts.table.send });
    expect(within(send).getByLabelText(sw.payouts.send.phone)).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('asks which account paid a payout by hand in Kiswahili', async () => {
    renderPage('chair');
    await screen.findByRole('table', { name: sw.payouts.table.label });
    fireEvent.click(screen.getByRole('button', { name: 'Yamelipwa kwa mkono kwa Baraka Otieno' }));
    const dialog = screen.getByRole('dialog', { name: sw.payouts.table.paidByHand });
    await within(dialog).findByRole('option', { name: `${sw.books.standard.cash} (KES 0.00)` });
    expect(within(dialog).getByLabelText(sw.payouts.byHand.paidFrom)).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('shows a member their own payouts in Kiswahili', async () => {
    renderPage('member');
    await screen.findByRole('table', { name: sw.payouts.table.label });
    expect(screen.getByRole('heading', { name: sw.payouts.page.myTitle, level: 1 })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
