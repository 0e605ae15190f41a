// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { RepaymentsTable } from './RepaymentsTable';

/**
 * A loan's repayments as the loan's page shows them: the day paid in Nairobi, the amount and its
 * split into principal and interest with two decimals, and no repayment yet. loans-long-term.e2e.ts
 * and loan-lifecycle.e2e.ts keep the journeys (docs/testing.md, "Component tests and browser tests").
 */

describe('the repayments table', () => {
  it('shows each repayment on its day in Nairobi, split into principal, interest and fines', () => {
    renderShown(
      <RepaymentsTable
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
    expect(tableText('Payments')).toEqual([
      ['Payment Date', 'Amount Paid', 'Principal', 'Interest', 'Fines'],
      ['02/03/2026', '4,916.67', '4,166.67', '500.00', '250.00'],
    ]);
    cleanup();
    renderShown(<RepaymentsTable payments={[]} />);
    expect(tableText('Payments').slice(1)).toEqual([['No payment history found']]);
  });
});
