// @vitest-environment happy-dom
import type { MpesaBalance, PaymentView } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi } from '../../lib/testing/component';
import { kindsAnswer } from '../../lib/testing/contribution-fixtures';
import { GROUP_SETTINGS, MONEY_ACCOUNTS } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { memberRotationAnswers } from '../../lib/testing/rotation-fixtures';
import { PaymentsPage } from './pages/PaymentsPage';
import { ReconciliationPage } from './pages/ReconciliationPage';
import { OWED_FINES, PENDING_SPLIT, paymentView, RECONCILIATION } from './test-fixtures';

/**
 * The payments screens in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * the incoming payments with their filters and the statement upload, the approval's split, and the
 * M-Pesa account's reconciliation with Safaricom's balance. Only names, references and account names
 * are data.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

const payment = (patch: Partial<PaymentView>): PaymentView => paymentView({ items: PENDING_SPLIT, ...patch });

const PAYMENTS = [
  payment({}),
  payment({
    id: 2,
    receipt: 'TKE0000002',
    source: 'mpesa_statement',
    account_ref: null,
    status: 'Unmatched',
    user_id: null,
    member_name: null,
    member_number: null,
    items: [],
    suggestions: [{ user_id: 5, name: 'Baraka Mwangi', member_number: 'M003', phone: null }],
  }),
  payment({ id: 3, receipt: 'REF-9', source: 'bank_statement', status: 'Ignored' }),
  payment({ id: 4, receipt: 'TKE0000004', status: 'Approved' }),
];

const BALANCE: MpesaBalance = {
  check: {
    status: 'Completed',
    accounts: [
      { name: 'Working Account', currency: 'KES', available: 700 },
      { name: 'Utility Account', currency: 'KES', available: 1500 },
    ],
    reason: null,
    requested_at: '2026-03-05T11:01:58.000Z',
    settled_at: '2026-03-05T11:02:00.000Z',
  },
  books_balance: 1000,
};

const SETTINGS = { ...GROUP_SETTINGS, mpesa_account_id: 7 };

/** The data the screens show: names, receipts, member numbers, accounts and the books' own lines. */
const DATA = [
  'WANJIRU KAMAU',
  'Wanjiru Kamau',
  'Baraka Mwangi',
  'TKE0000001',
  'TKE0000002',
  'TKE0000004',
  'M002',
  'M-Pesa Paybill',
  'Cash on hand',
  'Welfare fund',
  'Umoja merry-go-round',
  'Pay Bill Online',
  'Expense: Tent hire',
  'Working Account',
  'Utility Account',
];

describe('payments in Kiswahili', () => {
  inKiswahili();

  it('shows the incoming payments, their filters and the statement upload in Kiswahili', async () => {
    stubApi({
      '/settings': SETTINGS,
      '/payments?': { payments: PAYMENTS, pagination: { page: 1, per_page: 10, total: 4, pages: 1 } },
      '/books/accounts': MONEY_ACCOUNTS,
    });
    renderAt(<PaymentsPage />, '/payments');
    await screen.findByRole('table', { name: sw.payments.page.incoming });
    await screen.findByRole('link', { name: sw.payments.page.reconcile });
    await screen.findByRole('option', { name: 'M-Pesa Paybill (CSV ya benki)' });
    expect(screen.getByRole('heading', { name: sw.payments.page.title, level: 1 })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('asks for the split of a payment to approve in Kiswahili', async () => {
    stubApi({
      '/settings': SETTINGS,
      '/payments?': { payments: PAYMENTS, pagination: { page: 1, per_page: 10, total: 4, pages: 1 } },
      '/books/accounts': MONEY_ACCOUNTS,
      '/contribution-kinds': kindsAnswer(),
      '/fines?': OWED_FINES,
      ...memberRotationAnswers(),
    });
    renderAt(<PaymentsPage />, '/payments');
    await screen.findByRole('table', { name: sw.payments.page.incoming });
    fireEvent.click(screen.getByRole('button', { name: `${sw.payments.table.approve} TKE0000001` }));
    await screen.findByRole('dialog', { name: sw.payments.dialogs.approveTitle });
    await screen.findByText('Anadaiwa KES 1,000.00 sasa');
    await screen.findByText('Anadaiwa KES 300.00 za faini');
    expect(screen.getByLabelText(sw.payments.split.longTermLoan)).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it("shows the M-Pesa account's reconciliation and Safaricom's balance in Kiswahili", async () => {
    stubApi({
      '/settings': SETTINGS,
      '/reconciliation/7': RECONCILIATION,
      '/payments/mpesa-balance': BALANCE,
      '/books/accounts': MONEY_ACCOUNTS,
    });
    renderAt(
      <Routes>
        <Route path="/reconciliation/:accountId" element={<ReconciliationPage />} />
      </Routes>,
      '/reconciliation/7',
    );
    await screen.findByTestId('reconciliation-summary');
    await screen.findByTestId('mpesa-balance-difference');
    await screen.findByRole('option', { name: 'M-Pesa Paybill' });
    expect(screen.getByRole('table', { name: sw.payments.reconciliation.statementLines })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
