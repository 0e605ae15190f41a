// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { loanPayment } from '../test-fixtures';
import { PaymentHistoryTable } from './PaymentHistoryTable';

/**
 * A loan kind's payment history as the screen shows it (docs/spec/screens.md, "Other tables",
 * docs/spec/entities.md, "Loan payment"): each repayment's split into principal and interest, the loan as
 * `100,000.00 @ 12%`, the day in the group's time zone. loans-long-term.e2e.ts keeps a repayment through the
 * server (docs/testing.md, "Component tests and browser tests").
 */

const paging = { page: 1, pages: 1, onPageChange: () => undefined };

describe('the payment history table', () => {
  it('shows each repayment with its split, its loan and its day', () => {
    renderShown(
      <PaymentHistoryTable
        payments={[
          loanPayment({
            loan_details: { principal: 100000, interest_rate: 0.125 },
            // 21:30 UTC is 00:30 the next day in Nairobi.
            created_at: '2026-02-04T21:30:00.000Z',
          }),
        ]}
        paging={paging}
      />,
    );
    expect(tableText('Payment History')).toEqual([
      ['User', 'Amount Paid', 'Principal', 'Interest', 'Fines', 'Loan Details', 'Payment Date'],
      ['Wanjiru Kamau', '4,907.35', '3,707.35', '1,000.00', '200.00', '100,000.00 @ 12.5%', '05/02/2026'],
    ]);
  });

  it('says No payment history found without any', () => {
    renderShown(<PaymentHistoryTable payments={[]} paging={paging} />);
    expect(tableText('Payment History').slice(1)).toEqual([['No payment history found']]);
  });
});
