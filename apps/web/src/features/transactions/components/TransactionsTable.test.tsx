// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import type { Transaction } from '../api/types';
import { TransactionsTable } from './TransactionsTable';

/**
 * The transactions list as the screen shows it (docs/spec/screens.md, "Other tables"): the day, the
 * `TRN-` label, the total with two decimals, the items counted and each overall status's words
 * (docs/spec/states.md, "A transaction's overall status": Pending, Approved, Partially Approved, Partially
 * Rejected). The journeys are transaction-list.e2e.ts's
 * (docs/testing.md, "Component tests and browser tests").
 */

const transaction = (
  id: number,
  status: Transaction['status'],
  total: number,
  items: number,
): Transaction => ({
  id,
  user_id: 4,
  username: 'Wanjiru Kamau',
  total_payed: total,
  created_at: '2026-03-02T09:15:00.000Z',
  transaction_date: '2026-03-02',
  comment: null,
  status,
  transaction_types: Array.from({ length: items }, () => ({}) as Transaction['transaction_types'][number]),
  reversal: null,
});

const rows = [
  transaction(12, 'Pending', 1500.5, 2),
  transaction(11, 'Approved', 250000, 1),
  transaction(10, 'Partially Approved', 0.05, 3),
  transaction(9, 'Partially Rejected', 10, 2),
];

describe('the transactions table', () => {
  it('shows each transaction with its day, label, total, items and status', () => {
    renderShown(<TransactionsTable rows={rows} pagination={null} onPageChange={() => undefined} />);
    expect(tableText('Transactions')).toEqual([
      ['Date', 'Transaction ID', 'Username', 'Total Amount', 'Items Count', 'Status', 'Actions'],
      ['02/03/2026', 'TRN-12', 'Wanjiru Kamau', '1,500.50', '2', 'Pending', 'View Details of TRN-12'],
      ['02/03/2026', 'TRN-11', 'Wanjiru Kamau', '250,000.00', '1', 'Approved', 'View Details of TRN-11'],
      ['02/03/2026', 'TRN-10', 'Wanjiru Kamau', '0.05', '3', 'Partially Approved', 'View Details of TRN-10'],
      ['02/03/2026', 'TRN-9', 'Wanjiru Kamau', '10.00', '2', 'Partially Rejected', 'View Details of TRN-9'],
    ]);
  });

  it("leaves the username out of a member's own list", () => {
    renderShown(
      <TransactionsTable
        rows={rows.slice(0, 1)}
        pagination={null}
        onPageChange={() => undefined}
        withUsername={false}
        label="My transactions"
      />,
    );
    expect(tableText('My transactions')[0]).toEqual([
      'Date',
      'Transaction ID',
      'Total Amount',
      'Items Count',
      'Status',
      'Actions',
    ]);
  });

  it('says No data found without rows', () => {
    renderShown(<TransactionsTable rows={[]} pagination={null} onPageChange={() => undefined} />);
    expect(tableText('Transactions').slice(1)).toEqual([['No data found']]);
  });
});
