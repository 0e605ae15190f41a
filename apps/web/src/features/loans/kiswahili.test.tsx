// @vitest-environment happy-dom
import type { LoanDetail } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { fill, listedMember, pickMember, renderAt, stubApi } from '../../lib/testing/component';
import { GROUP_SETTINGS, MONEY_ACCOUNTS } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { AddLoanPage } from './pages/AddLoanPage';
import { AddShortTermLoanPage } from './pages/AddShortTermLoanPage';
import { LoanDetailPage } from './pages/LoanDetailPage';
import { LongTermLoansPage, ShortTermLoansPage } from './pages/LoansPage';
import { loanPayment, loanRow } from './test-fixtures';

/**
 * The loans in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"): the
 * lists of each kind with their payment history, a loan's details, and the forms that issue a loan
 * with their preview.
 */

// A loan's history of changes is the audit feature's own panel, proved with it.
vi.mock('../audit', () => ({ HistoryPanel: () => null }));
// Headless UI's tabs do not load in the web project: plain ones stand in, the tabs' names shown.
vi.mock('../../components/ui/Tabs', () => import('../../lib/testing/plain-tabs'));

afterEach(() => vi.unstubAllGlobals());

const NAMES = ['Wanjiru Kamau', 'Baraka Otieno', 'Cash on hand', 'M-Pesa Paybill'];
const pagination = { page: 1, per_page: 10, total: 2, pages: 1 };

const loan = loanRow;

const payment = loanPayment;

const installment = (number: number, due_date: string, paid: boolean) => ({
  number,
  due_date,
  installment: 4707.35,
  interest: 1000,
  principal: 3707.35,
  interest_paid: paid ? 1000 : 0,
  principal_paid: paid ? 3707.35 : 0,
  interest_waived: 0,
  balance_after: 100000 - number * 3707.35,
});

const DETAIL: LoanDetail = {
  loan: { ...loan({}), kind: 'long_term' },
  schedule: [
    installment(1, '2026-02-05', true),
    installment(2, '2026-03-05', false),
    installment(3, '2099-04-05', false),
  ],
  payments: [
    {
      id: 2,
      transaction_item_id: 11,
      transaction_amount: 4907.35,
      principal_paid: 3707.35,
      interest_paid: 1000,
      fines_paid: 200,
      created_at: '2026-02-05T08:00:00.000Z',
    },
  ],
};

describe('the loans in Kiswahili', () => {
  inKiswahili();

  it('lists the long-term loans', async () => {
    const cleared = loan({ id: 8, user_firstname: 'Baraka', user_lastname: 'Otieno', status: 'Cleared' });
    stubApi({ '/all-loans': { loans: [loan({}), cleared], pagination } });
    renderAt(<LongTermLoansPage />, '/long-term-loans');
    expect(await screen.findByRole('table', { name: 'Akaunti za mikopo' })).toBeTruthy();
    expect(screen.getAllByText('Haujalipwa').length).toBeGreaterThan(0);
    expect(notKiswahili(NAMES)).toEqual([]);
  });

  it("lists the long-term loans' payment history", async () => {
    stubApi({ '/loan-payments/long-term': { payments: [payment({})], pagination } });
    renderAt(<LongTermLoansPage />, '/long-term-loans?tab=payments');
    expect(await screen.findByRole('table', { name: 'Historia ya marejesho' })).toBeTruthy();
    expect(screen.getByText('Wanjiru Kamau')).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
  });

  it('lists the short-term loans', async () => {
    stubApi({
      '/all-shorttermloans': {
        loans: [loan({ interest_rate: 0.18, payment_period: 3, status: 'uncleared' })],
        pagination,
      },
    });
    renderAt(<ShortTermLoansPage />, '/short-term-loans');
    expect(await screen.findByText('haujalipwa')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mikopo ya muda mfupi' })).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
  });

  it("shows a loan's figures, what is due, the payoff, payments and schedule", async () => {
    stubApi({
      '/payoff': {
        loan_id: 7,
        date: '2026-03-10',
        principal: 96292.65,
        interest: 310.5,
        fines: 200,
        total: 96803.15,
      },
      '/loans/7': DETAIL,
    });
    renderAt(
      <Routes>
        <Route path="/loans/:id" element={<LoanDetailPage />} />
      </Routes>,
      '/loans/7',
    );
    expect(await screen.findByTestId('payoff-total')).toBeTruthy();
    expect(screen.getByText('Awamu 1 imepita tarehe yake')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maliza mapema' })).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
  });

  it('issues a long-term loan from its preview', async () => {
    stubApi({
      '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] },
      '/books/accounts': MONEY_ACCOUNTS,
      '/settings': GROUP_SETTINGS,
      '/addloan': {
        loan_id: 31,
        installment_amount: 2354,
        total_interest: 6496,
        due_date: '2028-03-10',
        message: 'Loan added successfully',
      },
    });
    renderAt(<AddLoanPage />, '/addloan');
    expect(await screen.findByText('Weka kiasi na tarehe ya kutolewa ili kuona awamu.')).toBeTruthy();
    await screen.findByRole('option', { name: sw.books.standard.cash });
    await pickMember('Mwanachama', 'Wanjiru Kamau');
    fill(screen.getByLabelText('Kiasi'), '50000');
    expect(await screen.findByText('Miezi 24 kwa riba ya 12% kwa mwaka')).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ongeza mkopo' }));
    expect(await screen.findByText('Mkopo umeongezwa')).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
  });

  it('computes a short-term loan', async () => {
    stubApi({
      '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] },
      '/books/accounts': MONEY_ACCOUNTS,
      '/settings': GROUP_SETTINGS,
    });
    renderAt(<AddShortTermLoanPage />, '/addshorttermloan');
    await screen.findByDisplayValue('18');
    fill(screen.getByLabelText('Mtaji'), '10000');
    expect(await screen.findByText('Miezi 3 kwa riba ya 18% kwa mkopo wote')).toBeTruthy();
    expect(notKiswahili(NAMES)).toEqual([]);
  });
});
