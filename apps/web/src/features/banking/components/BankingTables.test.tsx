// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { EXPENSE_ROWS } from '../test-fixtures';
import { BankAccountsTable } from './BankAccountsTable';
import { ExpensesTable } from './ExpensesTable';

/**
 * The banking tables as the screen shows them (docs/spec/screens.md, "Other tables"): balances and
 * amounts with thousands separators and two decimals, an expense's day in the group's time zone
 * (an evening in Nairobi is already the next day), a missing comment as a dash. banking.e2e.ts
 * keeps the journeys (docs/testing.md, "Component tests and browser tests").
 */

const noPaging = { pagination: null, onPageChange: () => undefined };

describe('the banking tables', () => {
  it('show each bank account with its balance', () => {
    renderShown(
      <BankAccountsTable
        rows={[
          { account_id: 1, name: 'Equity Bank', amount: 1250000.5 },
          { account_id: 2, name: 'M-Pesa Paybill', amount: 0 },
        ]}
        {...noPaging}
      />,
    );
    expect(tableText('Bank accounts')).toEqual([
      ['Account Name', 'Amount'],
      ['Equity Bank', '1,250,000.50'],
      ['M-Pesa Paybill', '0.00'],
    ]);
  });

  it('show each expense with its date (the day it was paid), its account, amount, type, comment or a dash, and its standing', () => {
    const onReverse = vi.fn();
    renderShown(<ExpensesTable rows={EXPENSE_ROWS} onReverse={onReverse} {...noPaging} />);
    // Beyond the spec's columns, each expense's standing (docs/decisions/reversals.md).
    expect(tableText('Expenses')).toEqual([
      ['Date', 'Account', 'Amount', 'Comment Type', 'Comment', 'Status'],
      ['02/03/2026', 'Cash on hand', '250.00', 'Transport', '—', 'Reversed5 Mar 2026: Paid twiceRe-enter'],
      ['27/02/2026', 'Equity Bank', '1,500.05', 'Stationery', 'Receipt books', 'Reverse'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Reverse expense #1' }));
    expect(onReverse).toHaveBeenCalledWith(1);
  });
});
