// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tabs as PlainTabs } from '../../components/ui/Tabs';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi, tableText } from '../../lib/testing/component';
import { MONEY_ACCOUNTS } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { BooksPage } from './pages/BooksPage';

/**
 * The Books screen in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * each tab (the chart of accounts, the journal, the trial balance, the balance sheet, the income
 * statement, a cash book) and the transfer form. The accounts' names are the
 * group's chart's; the journal's memos are references.
 */

// Headless UI's tabs and dialog do not load in the web project: plain ones stand in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));
vi.mock('../../components/ui/Tabs', async () => {
  const { createElement: h } = await import('react');
  const Tabs = ({ tabs, selected = 0 }: Parameters<typeof PlainTabs>[0]) =>
    h(
      'div',
      null,
      h(
        'div',
        { role: 'tablist' },
        tabs.map((tab) => h('button', { key: tab.label, role: 'tab', type: 'button' }, tab.label)),
      ),
      h('div', { role: 'tabpanel' }, tabs[selected]?.content),
    );
  return { Tabs };
});

afterEach(() => vi.unstubAllGlobals());

/** The group's accounts by name, and its members. */
const DATA = [
  'Cash on hand',
  'M-Pesa Paybill',
  'Members’ savings',
  'Loan interest',
  'Bank charges',
  'Wanjiru Kamau',
];

const line = (account_id: number, code: string, account_name: string, debit: number, credit: number) => ({
  account_id,
  code,
  account_name,
  debit,
  credit,
  user_id: null,
  member_name: null,
  loan_id: null,
});

const ANSWERS = {
  '/books/accounts': {
    as_of: '2026-11-27',
    accounts: [
      ...MONEY_ACCOUNTS.accounts,
      {
        id: 9,
        code: '2100',
        name: 'Members’ savings',
        type: 'liability',
        balance: 1500.5,
        bank_account_id: null,
        is_money: false,
      },
    ],
  },
  '/books/journal': {
    entries: [
      {
        id: 12,
        date: '2026-01-05',
        memo: 'TRN-3',
        key: 'saving:3',
        created_at: '2026-01-05T09:00:00.000Z',
        reverses_id: null,
        lines: [line(1, '1000', 'Cash on hand', 1500.5, 0), line(9, '2100', 'Members’ savings', 0, 1500.5)],
      },
      {
        id: 13,
        date: '2026-01-06',
        memo: 'TRN-3',
        key: 'reversal:12',
        created_at: '2026-01-06T09:00:00.000Z',
        reverses_id: 12,
        lines: [line(9, '2100', 'Members’ savings', 1500.5, 0), line(1, '1000', 'Cash on hand', 0, 1500.5)],
      },
    ],
    pagination: { page: 1, per_page: 10, total: 2, pages: 1 },
  },
  '/books/trial-balance': {
    as_of: '2026-11-27',
    lines: [
      { account_id: 1, code: '1000', name: 'Cash on hand', type: 'asset', debit: 1500.5, credit: 0 },
      { account_id: 9, code: '2100', name: 'Members’ savings', type: 'liability', debit: 0, credit: 1000 },
    ],
    total_debit: 1500.5,
    total_credit: 1000,
  },
  '/books/balance-sheet': {
    as_of: '2026-11-27',
    assets: [{ account_id: 1, code: '1000', name: 'Cash on hand', balance: 101200 }],
    liabilities: [{ account_id: 9, code: '2100', name: 'Members’ savings', balance: 100000 }],
    equity: [],
    surplus: 0,
    assets_total: 101200,
    liabilities_total: 100000,
    equity_total: 0,
  },
  '/books/income-statement': {
    from: '2026-01-01',
    to: '2026-11-27',
    income: [{ account_id: 20, code: '4000', name: 'Loan interest', amount: 1200 }],
    expenses: [{ account_id: 30, code: '5000', name: 'Bank charges', amount: 1500 }],
    income_total: 1200,
    expenses_total: 1500,
    surplus: -300,
  },
  '/books/cash-book/1': {
    account: { id: 1, code: '1000', name: 'Cash on hand' },
    from: '2026-01-01',
    to: '2026-11-27',
    opening_balance: 1000,
    movements: [
      { entry_id: 5, date: '2026-03-02', memo: 'TRN-3', money_in: 1500.5, money_out: 0, balance: 2500.5 },
    ],
    closing_balance: 2500.5,
  },
};

function renderTab(query: string) {
  stubApi(ANSWERS);
  renderAt(<BooksPage />, `/books?${query}`);
}

describe('the Books screen in Kiswahili', () => {
  inKiswahili();

  it('shows the chart of accounts with its tabs', async () => {
    renderTab('tab=accounts&as_of=2026-11-27');
    await screen.findByRole('table', { name: sw.books.accounts.label });
    expect(tableText(sw.books.accounts.label)[3]).toEqual(['2100 Members’ savings', 'Dhima', '1,500.50']);
    expect(screen.getByRole('tab', { name: sw.books.tabs.trialBalance })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('shows the journal, each entry under its day', async () => {
    renderTab('tab=journal');
    const entries = await screen.findAllByTestId('journal-entry');
    expect(entries[1]?.textContent).toContain('06/01/2026TRN-3Ingizo #13 · reversal:12 · linabatilisha #12');
    await screen.findByRole('option', { name: '2100 Members’ savings' });
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('shows the trial balance, and says it does not balance', async () => {
    renderTab('tab=trial-balance&as_of=2026-11-27');
    await screen.findByRole('table', { name: sw.books.trialBalance.label });
    expect(
      screen.getByText('Mizani ya majaribio hailingani: debiti zinazidi krediti kwa KES 500.50.'),
    ).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('shows the balance sheet and the income statement with its deficit', async () => {
    renderTab('tab=balance-sheet&as_of=2026-11-27');
    await screen.findByRole('table', { name: sw.books.balanceSheet.assets });
    expect(tableText(sw.books.balanceSheet.equity).slice(1)).toEqual([
      [sw.books.balanceSheet.totalEquity, '0.00'],
    ]);
    expect(notKiswahili(DATA)).toEqual([]);
    cleanup();

    renderTab('tab=income-statement&from=2026-01-01&to=2026-11-27');
    await screen.findByRole('table', { name: sw.books.incomeStatement.expenses });
    expect(screen.getByTestId('bottom-line').textContent).toBe('UpungufuKES 300.00');
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it("shows a money account's cash book", async () => {
    renderTab('tab=cash-book&cash=1&from=2026-01-01&to=2026-11-27');
    await screen.findByRole('table', { name: sw.books.cashBook.label });
    expect(tableText(sw.books.cashBook.label)[1]).toEqual([
      '02/03/2026',
      'TRN-3',
      '1,500.50',
      '',
      '2,500.50',
    ]);
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('asks for a transfer between two money accounts', async () => {
    renderTab('tab=transfer');
    const form = await screen.findByRole('form', { name: sw.books.transfer.label });
    await screen.findAllByRole('option', { name: 'M-Pesa Paybill' });
    expect(screen.getByRole('button', { name: sw.books.transfer.submit })).toBeTruthy();
    expect(form.textContent).toContain(sw.books.transfer.memoHint);
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
