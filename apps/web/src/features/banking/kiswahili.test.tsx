// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi, tableText } from '../../lib/testing/component';
import { MONEY_ACCOUNTS } from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { AddExpensePage } from './pages/AddExpensePage';
import { ExpensesPage } from './pages/ExpensesPage';
import { EXPENSE_ROWS } from './test-fixtures';

/**
 * The expenses screen in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"):
 * the expenses with their types and standing, the bank accounts with the form that adds one, the
 * reversal's dialog and the expense form. Accounts' names and comments are data.
 */

// Headless UI's dialog and tabs do not load in the web project: plain ones stand in, the tabs' names shown.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));
vi.mock('../../components/ui/Tabs', () => import('../../lib/testing/plain-tabs'));

const DATA = ['Cash on hand', 'Equity Bank', 'M-Pesa Paybill', 'Receipt books', 'Paid twice'];
const page = (total: number) => ({ page: 1, per_page: 10, total, pages: 1 });

const EXPENSES = {
  expenses: EXPENSE_ROWS,
  pagination: page(2),
};

const BANK_ACCOUNTS = {
  accounts: [
    { account_id: 3, name: 'Equity Bank', amount: 1250000.5 },
    { account_id: 4, name: 'M-Pesa Paybill', amount: 0 },
  ],
  pagination: page(2),
};

describe('the expenses screen in Kiswahili', () => {
  inKiswahili();

  it('shows the expenses with their types and standing, and asks why before reversing one', async () => {
    stubApi({ '/all-expenses': EXPENSES, '/all-bank-accounts': BANK_ACCOUNTS });
    renderAt(<ExpensesPage />, '/expenses');
    await screen.findByRole('table', { name: sw.banking.expenses.table });
    expect(tableText(sw.banking.expenses.table)).toEqual([
      ['Tarehe', 'Akaunti', 'Kiasi', 'Aina ya gharama', 'Maoni', 'Hali'],
      [
        '02/03/2026',
        'Cash on hand',
        '250.00',
        'Usafiri',
        '—',
        'Imebatilishwa5 Mac 2026: Paid twiceIngiza upya',
      ],
      ['27/02/2026', 'Equity Bank', '1,500.05', 'Vifaa vya kuandikia', 'Receipt books', 'Batilisha'],
    ]);
    expect(notKiswahili(DATA)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Batilisha gharama #1' }));
    expect(await screen.findByRole('dialog', { name: sw.banking.reverse.title })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('shows the bank accounts and the form that adds one', async () => {
    stubApi({ '/all-expenses': EXPENSES, '/all-bank-accounts': BANK_ACCOUNTS });
    renderAt(<ExpensesPage />, '/expenses?tab=accounts');
    await screen.findByRole('table', { name: sw.banking.accounts.table });
    expect(tableText(sw.banking.accounts.table)).toEqual([
      ['Jina la akaunti', 'Salio'],
      ['Equity Bank', '1,250,000.50'],
      ['M-Pesa Paybill', '0.00'],
    ]);
    expect(screen.getByRole('form', { name: sw.banking.accounts.add })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('shows the expense form with its accounts and types', async () => {
    stubApi({ '/books/accounts': MONEY_ACCOUNTS });
    renderAt(<AddExpensePage />, '/add-expenses');
    await screen.findByRole('option', { name: `${sw.books.standard.cash} (KES 0.00)` });
    expect(screen.getByRole('heading', { name: sw.banking.add.title })).toBeTruthy();
    expect(screen.getByRole('option', { name: sw.banking.types.welfare })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
