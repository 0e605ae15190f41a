// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubApi, tableText } from '../../../lib/testing/component';
import { MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
import { AccountsPanel } from './AccountsPanel';
import { BalanceSheetPanel } from './BalanceSheetPanel';
import { CashBookPanel } from './CashBookPanel';
import { IncomeStatementPanel } from './IncomeStatementPanel';
import { TrialBalancePanel } from './TrialBalancePanel';
import { type BooksParams, useBooksParams } from './useBooksParams';

/**
 * The books' reports as the screen shows them (docs/books.md): the chart of accounts, the trial balance with its totals
 * and its verdict, the income statement's and the balance sheet's sections with their totals and
 * bottom line, and a money account's cash book with its running balance and an empty period.
 * books.e2e.ts keeps the journeys (docs/testing.md, "Component tests and browser tests").
 */

function renderPanel(Panel: ComponentType<{ params: BooksParams }>, query: string) {
  function Shown() {
    return <Panel params={useBooksParams()} />;
  }
  renderAt(<Shown />, `/books?${query}`);
}

describe('the books reports', () => {
  it('shows the chart of accounts with each balance and its type in words', async () => {
    stubApi({
      '/books/accounts': {
        as_of: '2026-11-27',
        accounts: [
          { ...MONEY_ACCOUNTS.accounts[0], balance: 1250000.5 },
          {
            id: 9,
            code: '2100',
            name: 'Members’ savings',
            type: 'liability',
            balance: -30,
            bank_account_id: null,
            is_money: false,
          },
        ],
      },
    });
    renderPanel(AccountsPanel, 'as_of=2026-11-27');
    await screen.findByRole('table', { name: 'Chart of accounts' });
    expect(tableText('Chart of accounts')).toEqual([
      ['Account', 'Type', 'Balance'],
      ['1000 Cash on hand', 'Asset', '1,250,000.50'],
      ['2100 Members’ savings', 'Liability', '-30.00'],
    ]);
  });

  it('shows the trial balance with its totals, and says whether it balances', async () => {
    stubApi({
      '/books/trial-balance': {
        as_of: '2026-11-27',
        lines: [
          { account_id: 1, code: '1000', name: 'Cash on hand', type: 'asset', debit: 1250000.5, credit: 0 },
          {
            account_id: 9,
            code: '2100',
            name: 'Members’ savings',
            type: 'liability',
            debit: 0,
            credit: 1250000.5,
          },
        ],
        total_debit: 1250000.5,
        total_credit: 1250000.5,
      },
    });
    renderPanel(TrialBalancePanel, 'as_of=2026-11-27');
    await screen.findByRole('table', { name: 'Trial balance' });
    expect(tableText('Trial balance')).toEqual([
      ['Account', 'Type', 'Debit', 'Credit'],
      ['1000 Cash on hand', 'Asset', '1,250,000.50', ''],
      ['2100 Members’ savings', 'Liability', '', '1,250,000.50'],
      ['Total', '', '1,250,000.50', '1,250,000.50'],
    ]);
    screen.getByText('The trial balance balances: debits and credits are both KES 1,250,000.50.');
  });

  it('shows the income statement and the balance sheet section by section, with the surplus', async () => {
    stubApi({
      '/books/income-statement': {
        from: '2026-01-01',
        to: '2026-11-27',
        income: [{ account_id: 20, code: '4000', name: 'Loan interest', amount: 48000.25 }],
        expenses: [{ account_id: 30, code: '5000', name: 'Bank charges', amount: 1200 }],
        income_total: 48000.25,
        expenses_total: 1200,
        surplus: 46800.25,
      },
    });
    renderPanel(IncomeStatementPanel, 'from=2026-01-01&to=2026-11-27');
    await screen.findByRole('table', { name: 'Income' });
    expect(tableText('Income')).toEqual([
      ['Account', 'Amount'],
      ['4000 Loan interest', '48,000.25'],
      ['Total income', '48,000.25'],
    ]);
    expect(tableText('Expenses')).toEqual([
      ['Account', 'Amount'],
      ['5000 Bank charges', '1,200.00'],
      ['Total expenses', '1,200.00'],
    ]);
    expect(screen.getByTestId('bottom-line').textContent).toBe('SurplusKES 46,800.25');
    cleanup();
    stubApi({
      '/books/balance-sheet': {
        as_of: '2026-11-27',
        assets: [{ account_id: 1, code: '1000', name: 'Cash on hand', balance: 101200 }],
        liabilities: [{ account_id: 9, code: '2100', name: 'Members’ savings', balance: 100000 }],
        equity: [{ account_id: null, code: null, name: 'Surplus of the year', balance: 1200 }],
        surplus: 1200,
        assets_total: 101200,
        liabilities_total: 100000,
        equity_total: 1200,
      },
    });
    renderPanel(BalanceSheetPanel, 'as_of=2026-11-27');
    await screen.findByRole('table', { name: 'Assets' });
    expect(tableText('Assets')).toEqual([
      ['Account', 'Amount'],
      ['1000 Cash on hand', '101,200.00'],
      ['Total assets', '101,200.00'],
    ]);
    expect(tableText('Liabilities').slice(1)).toEqual([
      ['2100 Members’ savings', '100,000.00'],
      ['Total liabilities', '100,000.00'],
    ]);
    expect(tableText('Equity').slice(1)).toEqual([
      ['Surplus of the year', '1,200.00'],
      ['Total equity', '1,200.00'],
    ]);
    screen.getByText('Assets equal liabilities plus equity (KES 101,200.00).');
  });

  it("shows a money account's movements with the running balance, and a period without any", async () => {
    const book = {
      account: { id: 1, code: '1000', name: 'Cash on hand' },
      from: '2026-01-01',
      to: '2026-11-27',
      opening_balance: 1000,
      movements: [
        {
          entry_id: 5,
          date: '2026-03-02',
          memo: 'Saving of Wanjiru Kamau',
          money_in: 1500.5,
          money_out: 0,
          balance: 2500.5,
        },
        {
          entry_id: 6,
          date: '2026-03-05',
          memo: 'Expense: Tent hire',
          money_in: 0,
          money_out: 500,
          balance: 2000.5,
        },
      ],
      closing_balance: 2000.5,
    };
    stubApi({ '/books/cash-book/1': book, '/books/accounts': MONEY_ACCOUNTS });
    renderPanel(CashBookPanel, 'cash=1&from=2026-01-01&to=2026-11-27');
    await screen.findByRole('table', { name: 'Cash book' });
    expect(tableText('Cash book')).toEqual([
      ['Date', 'Memo', 'Money in', 'Money out', 'Balance'],
      ['02/03/2026', 'Saving of Wanjiru Kamau', '1,500.50', '', '2,500.50'],
      ['05/03/2026', 'Expense: Tent hire', '', '500.00', '2,000.50'],
    ]);
    expect(document.body.textContent).toContain('Opening balanceKES 1,000.00Closing balanceKES 2,000.50');
    cleanup();
    stubApi({
      '/books/cash-book/1': { ...book, movements: [], closing_balance: 1000 },
      '/books/accounts': MONEY_ACCOUNTS,
    });
    renderPanel(CashBookPanel, 'cash=1&from=2026-01-01&to=2026-11-27');
    await screen.findByRole('table', { name: 'Cash book' });
    expect(tableText('Cash book').slice(1)).toEqual([['No movements in this period']]);
  });
});
