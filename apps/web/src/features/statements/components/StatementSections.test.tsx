// @vitest-environment happy-dom
import type { MemberStatement, StatementLoan } from '@links/domain';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, tableText } from '../../../lib/testing/component';
import { ContributionsSection } from './ContributionsSection';
import { LoansSection } from './LoansSection';
import { SavingsSection } from './SavingsSection';

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

/**
 * A member's statement as the screen shows it (docs/books.md): the savings' opening and closing
 * balances and each movement with the running balance; each loan with its figures and its
 * movements split into principal and interest; and the empty period. statement.e2e.ts keeps the
 * journeys (docs/testing.md, "Component tests and browser tests").
 */

const savings: MemberStatement['savings'] = {
  opening_balance: 10000,
  closing_balance: 10500.5,
  movements: [
    {
      date: '2026-03-02',
      description: 'Saving',
      amount: 1500.5,
      balance: 11500.5,
      entry_id: 31,
      dispute: null,
    },
    {
      date: '2026-04-10',
      description: 'Withdrawal',
      amount: -1000,
      balance: 10500.5,
      entry_id: 35,
      dispute: { dispute_id: 4, status: 'Open' },
    },
  ],
};

const loan: StatementLoan = {
  loan_id: 12,
  kind: 'long_term',
  loan_amount: 50000,
  issued_on: '2026-02-01',
  opening_owed: 0,
  closing_owed: 45833.33,
  amount_due: 4666.67,
  status: 'Uncleared',
  movements: [
    {
      date: '2026-02-01',
      description: 'Loan issued',
      amount: 50000,
      principal: 50000,
      interest: 0,
      balance: 50000,
      entry_id: 20,
      dispute: null,
    },
    {
      date: '2026-03-05',
      description: 'Repayment',
      amount: 4666.67,
      principal: 4166.67,
      interest: 500,
      balance: 45833.33,
      entry_id: 33,
      dispute: { dispute_id: 2, status: 'Rejected' },
    },
  ],
};

describe("a member's statement", () => {
  it('shows the savings with their running balance, and a period without any', () => {
    renderAt(<SavingsSection savings={savings} />, '/statement');
    expect(tableText('Savings movements')).toEqual([
      ['Date', 'Description', 'Amount', 'Balance', 'Check'],
      ['02/03/2026', 'Saving', '1,500.50', '11,500.50', ''],
      ['10/04/2026', 'Withdrawal', '-1,000.00', '10,500.50', 'Disputed'],
    ]);
    expect(document.body.textContent).toContain('Opening balanceKES 10,000.00Closing balanceKES 10,500.50');
    cleanup();
    renderAt(
      <SavingsSection savings={{ ...savings, closing_balance: 10000, movements: [] }} />,
      '/statement',
    );
    expect(tableText('Savings movements').slice(1)).toEqual([['No savings movements in this period']]);
  });

  it('shows each loan with its figures and movements, and says when there is none', () => {
    renderAt(<LoansSection loans={[loan]} />, '/statement');
    expect(tableText('Movements of Long-term loan #12')).toEqual([
      ['Date', 'Description', 'Amount', 'Principal', 'Interest', 'Principal owed', 'Check'],
      ['01/02/2026', 'Loan issued', '50,000.00', '50,000.00', '0.00', '50,000.00', ''],
      ['05/03/2026', 'Repayment', '4,666.67', '4,166.67', '500.00', '45,833.33', 'Dispute rejected'],
    ]);
    expect(document.body.textContent).toContain(
      'Long-term loan #121 Feb 2026 · UnclearedLoan amountKES 50,000.00Owed at startKES 0.00Owed at endKES 45,833.33Amount dueKES 4,666.67',
    );
    cleanup();
    renderAt(<LoansSection loans={[]} />, '/statement');
    screen.getByText('No loans in this period.');
  });

  it('shows a section per other kind of contribution, shaped as the savings', () => {
    renderAt(
      <ContributionsSection
        contributions={[
          {
            contribution_kind_id: 2,
            name: 'Welfare fund',
            kind: 'fund',
            opening_balance: 200,
            closing_balance: 400,
            movements: [
              {
                date: '2026-03-07',
                description: 'Welfare fund, transaction TRN-9',
                amount: 200,
                balance: 400,
                entry_id: 40,
                dispute: null,
              },
            ],
          },
        ]}
      />,
      '/statement',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Welfare fund Fund');
    expect(tableText('Welfare fund movements')).toEqual([
      ['Date', 'Description', 'Amount', 'Balance', 'Check'],
      ['07/03/2026', 'Welfare fund, transaction TRN-9', '200.00', '400.00', ''],
    ]);
    expect(document.body.textContent).toContain('Opening balanceKES 200.00Closing balanceKES 400.00');
  });
});
