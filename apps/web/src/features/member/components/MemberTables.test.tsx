// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { LoanRepaymentsTable } from './LoanRepaymentsTable';
import { MemberItemsTable } from './MemberItemsTable';

/**
 * A member's own lists as their pages show them (docs/spec/entities.md, "Long-term loan";
 * docs/decisions/loans.md, "Repayments"): each item's day, TRN-…, amount and status with a
 * rejection's reason; each repayment's day in Nairobi split into interest and principal; and the
 * empty lists. member-lists.e2e.ts keeps the journeys (docs/testing.md, "Component tests and
 * browser tests").
 */

describe("a member's own lists", () => {
  it('shows each item with its transaction, amount and status', () => {
    renderShown(
      <MemberItemsTable
        label="My savings"
        rows={[
          {
            transaction_id: 12,
            item_id: 30,
            type: 'SAVING',
            created_at: '2026-03-02T09:15:00.000Z',
            transaction_date: '2026-03-02',
            amount: 1500.5,
            status: 'Approved',
            reject_reason: null,
          },
          {
            transaction_id: 13,
            item_id: 31,
            type: 'SAVING',
            created_at: '2026-03-09T09:15:00.000Z',
            transaction_date: '2026-03-09',
            amount: 200,
            status: 'Rejected',
            reject_reason: 'M-Pesa code not found',
          },
        ]}
      />,
    );
    expect(tableText('My savings')).toEqual([
      ['Date', 'Transaction ID', 'Amount', 'Status'],
      ['02/03/2026', 'TRN-12', '1,500.50', 'Approved'],
      ['09/03/2026', 'TRN-13', '200.00', 'RejectedReason: M-Pesa code not found'],
    ]);
    cleanup();
    renderShown(<MemberItemsTable label="My savings" rows={[]} />);
    expect(tableText('My savings').slice(1)).toEqual([['No data found']]);
  });

  it('shows each repayment on its day in Nairobi, split into interest, principal and fines', () => {
    renderShown(
      <LoanRepaymentsTable
        payments={[
          {
            id: 3,
            transaction_item_id: 9,
            transaction_amount: 4916.67,
            principal_paid: 4166.67,
            interest_paid: 500,
            fines_paid: 250,
            created_at: '2026-03-01T22:30:00.000Z',
          },
        ]}
      />,
    );
    // 22:30 UTC on March 1 is March 2 in Nairobi.
    expect(tableText('Repayments')).toEqual([
      ['Date', 'Amount Paid', 'Interest', 'Principal', 'Fines'],
      ['02/03/2026', '4,916.67', '500.00', '4,166.67', '250.00'],
    ]);
    cleanup();
    renderShown(<LoanRepaymentsTable payments={[]} />);
    expect(tableText('Repayments').slice(1)).toEqual([['No payment history found']]);
  });
});
