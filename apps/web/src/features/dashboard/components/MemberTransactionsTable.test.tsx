// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import type { Transaction } from '../../transactions';
import { MemberTransactionsTable } from './MemberTransactionsTable';

/**
 * The member dashboard's transactions as it shows them (docs/spec/screens.md, "Member dashboard"):
 * the day, TRN-…, the total with two decimals, the number of items and the status, and no
 * transaction yet. dashboard.e2e.ts keeps the journeys (docs/testing.md, "Component tests and
 * browser tests").
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

const noPaging = { pagination: null, onPageChange: () => undefined };

describe("the member dashboard's transactions", () => {
  it('shows each transaction with its total, items and status', () => {
    renderShown(
      <MemberTransactionsTable
        rows={[transaction(12, 'Pending', 1500.5, 2), transaction(11, 'Partially Approved', 250000, 3)]}
        {...noPaging}
      />,
    );
    expect(tableText('My transactions')).toEqual([
      ['Date', 'Transaction ID', 'Total Amount', 'Items', 'Status'],
      ['02/03/2026', 'TRN-12', '1,500.50', '2', 'Pending'],
      ['02/03/2026', 'TRN-11', '250,000.00', '3', 'Partially Approved'],
    ]);
    cleanup();
    renderShown(<MemberTransactionsTable rows={[]} {...noPaging} />);
    expect(tableText('My transactions').slice(1)).toEqual([['No data found']]);
  });
});
