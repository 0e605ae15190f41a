// @vitest-environment happy-dom

import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { loanRow } from '../test-fixtures';
import { LoanAccountsTable } from './LoanAccountsTable';

/**
 * The Loan Accounts tables as the screen shows them (docs/spec/screens.md, "Other tables"): money with
 * thousands separators and two decimals, days as `05/01/2026`, a short-term loan's rate in percent
 * and its term in months, the status as the server wrote it. loan-list.e2e.ts keeps the journey
 * (docs/testing.md, "Component tests and browser tests").
 */

const loan = loanRow;
const paging = { page: 1, pages: 1, onPageChange: () => undefined };

describe('the Loan Accounts tables', () => {
  it('show a long-term loan in KES, its days and its status', () => {
    renderShown(
      <LoanAccountsTable
        kind="long_term"
        loans={[loan({}), loan({ id: 8, user_firstname: 'Baraka', status: 'Cleared', principal: 0 })]}
        paging={paging}
      />,
    );
    expect(tableText('Loan Accounts')).toEqual([
      [
        'User',
        'Principal',
        'Loan Amount',
        'Interest',
        'Total Due',
        'Installment',
        'Issued Date',
        'Due Date',
        'Status',
      ],
      [
        'Wanjiru Kamau',
        '95,234.50',
        '100,000.00',
        '11,384.47',
        '106,618.97',
        '4,707.35',
        '05/01/2026',
        '05/01/2028',
        'Uncleared',
      ],
      [
        'Baraka Kamau',
        '0.00',
        '100,000.00',
        '11,384.47',
        '106,618.97',
        '4,707.35',
        '05/01/2026',
        '05/01/2028',
        'Cleared',
      ],
    ]);
  });

  it("show a short-term loan's rate in percent and its term in months", () => {
    renderShown(
      <LoanAccountsTable
        kind="short_term"
        loans={[loan({ interest_rate: 0.125, payment_period: 3, status: 'uncleared', principal: 10000 })]}
        paging={paging}
      />,
    );
    expect(tableText('Loan Accounts')).toEqual([
      [
        'User',
        'Principal',
        'Interest Rate',
        'Interest',
        'Total Due',
        'Installment',
        'Term (Months)',
        'Issued Date',
        'Due Date',
        'Status',
      ],
      [
        'Wanjiru Kamau',
        '10,000.00',
        '12.5%',
        '11,384.47',
        '106,618.97',
        '4,707.35',
        '3',
        '05/01/2026',
        '05/01/2028',
        'uncleared',
      ],
    ]);
  });
});
