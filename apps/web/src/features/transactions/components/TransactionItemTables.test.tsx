// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import type { Transaction } from '../api/types';
import { PendingTransactionsTable } from './PendingTransactionsTable';
import { TransactionItemsTable } from './TransactionItemsTable';

/**
 * A transaction's items and the pending transactions as the screens show them (docs/spec/screens.md,
 * "Pending transactions"; docs/decisions/transactions.md, "Rejecting"): each item's type in words,
 * its amount, reference and status with a rejection's reason, Approve and Reject only on a pending
 * one; the pending list's day, total and status in words, and its empty state.
 * transactions.e2e.ts keeps the journeys (docs/testing.md, "Component tests and browser tests").
 */

const actions = { onApprove: () => undefined, onReject: () => undefined, busy: false };

describe("a transaction's items", () => {
  it('shows each item with its amount, reference and status, and the actions on a pending one', () => {
    renderShown(
      <TransactionItemsTable
        actions={actions}
        items={[
          {
            id: 1,
            type: 'SAVING',
            amount: 1500.5,
            status: 'Pending',
            extra: 'TKE123',
            reject_reason: null,
            decided_at: null,
            contribution_kind_id: null,
            rotation_id: null,
          },
          {
            id: 2,
            type: 'LTL',
            amount: 250000,
            status: 'Rejected',
            extra: null,
            reject_reason: 'M-Pesa code not found',
            decided_at: '2026-03-02T09:15:00.000Z',
            contribution_kind_id: null,
            rotation_id: null,
          },
        ]}
      />,
    );
    expect(tableText('Transaction items')).toEqual([
      ['Type', 'Amount', 'Reference', 'Status', 'Actions'],
      [
        'Savings (SAVING)',
        '1,500.50',
        'TKE123',
        'Pending Approval',
        'Approve Savings itemReject Savings item',
      ],
      [
        'Long-term loan (LTL)',
        '250,000.00',
        '—',
        'RejectedReason: M-Pesa code not found',
        'Approve Long-term loan itemReject Long-term loan item',
      ],
    ]);
    expect(screen.getByRole('button', { name: 'Approve Savings item' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Reject Long-term loan item' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe("a transaction's item of a kind of contribution or a merry-go-round", () => {
  const item = {
    id: 3,
    type: 'CONTRIBUTION' as const,
    amount: 200,
    status: 'Pending' as const,
    extra: null,
    reject_reason: null,
    decided_at: null,
    contribution_kind_id: 2,
    rotation_id: null,
  };

  it('is named by its kind (docs/decisions/contribution-kinds.md, "Items of a kind")', () => {
    renderShown(
      <TransactionItemsTable actions={actions} items={[item]} kinds={[{ id: 2, name: 'Welfare fund' }]} />,
    );
    expect(tableText('Transaction items')[1]?.[0]).toBe('Welfare fund (CONTRIBUTION)');
    screen.getByRole('button', { name: 'Approve Welfare fund item' });
    cleanup();
    // Before the kinds are read, by its type.
    renderShown(<TransactionItemsTable items={[item]} />);
    expect(tableText('Transaction items')[1]?.[0]).toBe('Contribution (CONTRIBUTION)');
  });

  it('names a merry-go-round item by its merry-go-round (docs/decisions/rotations.md, "Paying in")', () => {
    const paid = { ...item, type: 'ROTATION' as const, contribution_kind_id: null, rotation_id: 7 };
    const rotations = [{ id: 7, name: 'Umoja merry-go-round' }];
    renderShown(<TransactionItemsTable actions={actions} items={[paid]} rotations={rotations} />);
    expect(tableText('Transaction items')[1]?.[0]).toBe('Umoja merry-go-round (ROTATION)');
    screen.getByRole('button', { name: 'Approve Umoja merry-go-round item' });
    cleanup();
    // Before the merry-go-rounds are read, by its type.
    renderShown(<TransactionItemsTable items={[paid]} />);
    expect(tableText('Transaction items')[1]?.[0]).toBe('Merry-go-round (ROTATION)');
  });
});

describe('the pending transactions', () => {
  it('shows each with its day, total and status in words, and says when none waits', () => {
    const pending: Transaction = {
      id: 12,
      user_id: 4,
      username: 'Wanjiru Kamau',
      total_payed: 1500.5,
      created_at: '2026-03-02T09:15:00.000Z',
      transaction_date: '2026-03-02',
      comment: null,
      status: 'Pending',
      transaction_types: [],
      reversal: null,
    };
    const noPaging = { pagination: null, onPageChange: () => undefined };
    renderShown(<PendingTransactionsTable rows={[pending]} {...noPaging} />);
    expect(tableText('Pending transactions')).toEqual([
      ['Date', 'Total Amount(KES)', 'Status', 'Actions'],
      ['02/03/2026', '1,500.50', 'Pending Approval', 'View TRN-12 of Wanjiru Kamau'],
    ]);
    cleanup();
    renderShown(<PendingTransactionsTable rows={[]} {...noPaging} />);
    expect(tableText('Pending transactions').slice(1)).toEqual([['No data found']]);
  });
});
