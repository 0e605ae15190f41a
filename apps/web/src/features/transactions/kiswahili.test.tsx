// @vitest-environment happy-dom
import type { AuditRecordView } from '@links/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { listedMember, renderAt, stubApi, tableText } from '../../lib/testing/component';
import { kindsAnswer } from '../../lib/testing/contribution-fixtures';
import { MONEY_ACCOUNTS } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import type { Transaction, TransactionItem } from './api/types';
import { AddTransactionPage } from './pages/AddTransactionPage';
import { PendingTransactionsPage } from './pages/PendingTransactionsPage';
import { TransactionDetailsPage } from './pages/TransactionDetailsPage';
import { TransactionsPage } from './pages/TransactionsPage';

/**
 * The transactions in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"): the
 * list with its filters, the pending list, a transaction's details with its items, history and the
 * rejection's dialog, a reversed one's reversal, and the new transaction's form.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

afterEach(() => vi.unstubAllGlobals());

/** The group's data: its members, money accounts, kinds, references and what was typed. */
const DATA = [
  'Wanjiru Kamau',
  'Baraka Otieno',
  'Amina Hassan',
  'Cash on hand',
  'M-Pesa Paybill',
  'Welfare fund',
  'Registration fee',
  'QX12ABC',
  'Mchango wa Machi',
  'Niliandika 20,000 badala ya 2,000',
  'Hakuna mkopo',
];

const item = (patch: Partial<TransactionItem>): TransactionItem => ({
  id: 30,
  type: 'SAVING',
  amount: 1500.5,
  status: 'Pending',
  extra: 'QX12ABC',
  reject_reason: null,
  decided_at: null,
  contribution_kind_id: null,
  rotation_id: null,
  ...patch,
});

const transaction = (patch: Partial<Transaction>): Transaction => ({
  id: 12,
  user_id: 4,
  username: 'Wanjiru Kamau',
  total_payed: 2000.5,
  created_at: '2026-03-02T09:15:00.000Z',
  transaction_date: '2026-03-02',
  comment: 'Mchango wa Machi',
  status: 'Partially Rejected',
  transaction_types: [
    item({}),
    item({
      id: 31,
      type: 'LTL',
      amount: 500,
      extra: null,
      status: 'Rejected',
      reject_reason: 'Hakuna mkopo',
    }),
    item({ id: 32, type: 'CONTRIBUTION', amount: 200, extra: null, contribution_kind_id: 2 }),
  ],
  reversal: null,
  ...patch,
});

const page = (transactions: Transaction[]) => ({
  transactions,
  pagination: { page: 1, per_page: 10, total: transactions.length, pages: 1 },
});

const record: AuditRecordView = {
  id: 1,
  at: '2026-03-02T09:15:00.000Z',
  user_id: 1,
  user_name: 'Amina Hassan',
  role: 'admin',
  address: '10.0.0.7',
  request_id: 'req-1',
  action: 'create',
  entity: 'transaction',
  entity_id: 12,
  member_id: 4,
  member_name: 'Wanjiru Kamau',
  before: null,
  after: null,
};

function renderDetails(shown: Transaction) {
  stubApi({
    '/transactions/': { transaction: shown, transaction_types: shown.transaction_types },
    '/contribution-kinds': kindsAnswer(),
    '/books/accounts': MONEY_ACCOUNTS,
    '/audit': { records: [record], pagination: { page: 1, per_page: 5, total: 1, pages: 1 } },
  });
  renderAt(
    <Routes>
      <Route path="/transactions/:id" element={<TransactionDetailsPage />} />
    </Routes>,
    `/transactions/${shown.id}`,
  );
}

describe('the transactions in Kiswahili', () => {
  inKiswahili();

  it('lists the transactions with their filters, and the pending ones', async () => {
    stubApi({
      '/transactions?': page([
        transaction({}),
        transaction({ id: 11, username: 'Baraka Otieno', status: 'Pending' }),
      ]),
    });
    renderAt(<TransactionsPage />, '/transactions?status=Approved&type=SAVING');
    await screen.findByRole('table', { name: sw.transactions.table.label });
    expect(tableText(sw.transactions.table.label)[1]).toEqual([
      '02/03/2026',
      'TRN-12',
      'Wanjiru Kamau',
      '2,000.50',
      '3',
      'Imekataliwa kwa sehemu',
      'Angalia maelezo ya muamala TRN-12',
    ]);
    expect(screen.getByRole('heading', { name: sw.transactions.list.title })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('lists the transactions waiting for approval', async () => {
    stubApi({ '/transactions?': page([transaction({ status: 'Pending' })]) });
    renderAt(<PendingTransactionsPage />, '/pending-transactions');
    await screen.findByRole('table', { name: sw.transactions.pending.label });
    expect(tableText(sw.transactions.pending.label)[1]).toEqual([
      '02/03/2026',
      '2,000.50',
      sw.transactions.statuses.pendingApproval,
      'Angalia muamala TRN-12 wa Wanjiru Kamau',
    ]);
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it("shows a transaction's items and history, and asks why before rejecting", async () => {
    renderDetails(transaction({}));
    await screen.findByRole('table', { name: sw.transactions.items.label });
    expect(tableText(sw.transactions.items.label).map((row) => row[0])).toEqual([
      sw.transactions.items.type,
      'Akiba (SAVING)',
      'Mkopo wa muda mrefu (LTL)',
      'Welfare fund (CONTRIBUTION)',
    ]);
    await screen.findByRole('table', { name: sw.audit.history.title });
    await screen.findByRole('option', { name: sw.books.standard.cash });
    expect(screen.getByText('Sababu: Hakuna mkopo')).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Kataa kipengele cha Akiba' }));
    const dialog = await screen.findByRole('dialog', { name: sw.transactions.reject.title });
    expect(dialog.textContent).toContain('Hii inakataa kipengele cha akiba kinachosubiri kwenye TRN-12.');
    expect(within(dialog).getByRole('button', { name: sw.transactions.reject.action })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it("shows a reversed transaction's reversal", async () => {
    const approved = [item({ status: 'Approved' })];
    renderDetails(
      transaction({
        status: 'Reversed',
        transaction_types: approved,
        reversal: { id: 3, date: '2026-03-05', reason: 'Niliandika 20,000 badala ya 2,000' },
      }),
    );
    const panel = await screen.findByTestId('reversal-panel');
    expect(panel.textContent).toContain('Ilibatilishwa 5 Mac 2026: Niliandika 20,000 badala ya 2,000');
    expect(within(panel).getByRole('button', { name: sw.transactions.reversal.reenter })).toBeTruthy();
    await screen.findByRole('table', { name: sw.audit.history.title });
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('asks for a new transaction in Kiswahili', async () => {
    stubApi({
      '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] },
      '/contribution-kinds': kindsAnswer(),
    });
    renderAt(<AddTransactionPage />, '/add-transaction');
    const form = screen.getByRole('form', { name: sw.transactions.form.label });
    await within(form).findByRole('option', { name: 'Welfare fund' });
    expect(within(form).getByRole('option', { name: 'SAVING: Akiba' })).toBeTruthy();
    expect(within(form).getByRole('group', { name: 'Kipengele 1' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Ondoa kipengele 1' })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
