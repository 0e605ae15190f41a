// @vitest-environment happy-dom
import type { MpesaBalance, PaymentView, ReconciliationAnswer } from '@links/domain';
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

/**
 * The payments screens in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * the incoming payments with their filters and the statement upload, the approval's split, and the
 * M-Pesa account's reconciliation with Safaricom's balance. Only names, references and account names
 * are data.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

const payment = (patch: Partial<PaymentView>): PaymentView => ({
  id: 1,
  source: 'c2b',
  receipt: 'TKE0000001',
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

/** Wanjiru's fine of KES 300 as `GET /fines?user_id=4&status=owed` lists it. */
const OWED_FINES = {
  fines: [
    {
      id: 1,
      user_id: 4,
      firstname: 'Wanjiru',
      lastname: 'Kamau',
      loan_id: null,
      kind: 'attendance',
      period: '2026-03',
      charged_on: '2026-03-01',
      amount: 300,
      paid: 0,
      waived: 0,
      status: 'Owed',
      waive_reason: null,
    },
  ],
  pagination: { page: 1, per_page: 100, total: 1, pages: 1 },
};

const RECONCILIATION: ReconciliationAnswer = {
  account: { id: 7, code: '1101', name: 'M-Pesa Paybill' },
  statement: { from: '2026-03-01', to: '2026-03-31', lines: 2, opening_balance: 0, closing_balance: 1470.5 },
  books_balance: 1000,
  difference: 470.5,
  agrees: false,
  statement_lines: [
    {
      id: 1,
      date: '2026-03-02',
      reference: 'TKE0000001',
      details: 'Pay Bill Online',
      money_in: 1500.5,
      money_out: 0,
    },
  ],
  book_entries: [
    { entry_id: 40, date: '2026-03-05', memo: 'Expense: Tent hire', money_in: 0, money_out: 1000 },
  ],
};

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
