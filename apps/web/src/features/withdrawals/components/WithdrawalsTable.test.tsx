// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { withdrawalRow as row, WITHDRAWAL_ROWS } from '../test-fixtures';
import { WithdrawalsTable } from './WithdrawalsTable';

/**
 * The withdrawals table (docs/decisions/withdrawals.md, "Statuses"): each status with its day or its
 * reason; officials see the member and may pay a due request or reject it; a member sees neither.
 */

const rows = WITHDRAWAL_ROWS;
const page = { rows, pagination: null, onPageChange: () => undefined };

describe('the withdrawals table', () => {
  it('shows a member their requests, with each status’s day or reason', () => {
    renderShown(<WithdrawalsTable page={page} emptyText="None" />);
    expect(tableText('Withdrawals')).toEqual([
      ['Asked', 'Amount', 'From', 'Reason', 'Status'],
      ['10/03/2026', '250.50', 'Equity Bank', 'School fees', 'RequestedPayable from 17/03/2026'],
      ['10/03/2026', '12,500.00', 'Equity Bank', 'School fees', 'PaidPaid 11/03/2026'],
      ['10/03/2026', '1,000.00', 'Equity Bank', 'School fees', 'RejectedAsked twice'],
    ]);
    expect(screen.queryByRole('button', { name: /Pay|Reject/ })).toBeNull();
  });

  it('lets an official pay a request once it is due and reject it', () => {
    const onPay = vi.fn();
    const onReject = vi.fn();
    const due = { ...page, rows: [row(4, {}), ...rows] };
    renderShown(
      <WithdrawalsTable
        page={due}
        emptyText="None"
        actions={{ today: '2026-03-12', onPay, onReject, busy: false }}
      />,
    );
    expect(tableText('Withdrawals')[0]).toEqual([
      'Member',
      'Asked',
      'Amount',
      'From',
      'Reason',
      'Status',
      'Actions',
    ]);
    const pays = screen.getAllByRole('button', {
      name: "Pay Wanjiru Kamau's withdrawal",
    }) as HTMLButtonElement[];
    expect(pays.map((button) => button.disabled)).toEqual([false, true]);
    fireEvent.click(pays[0]!);
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ withdrawal_id: 4 }));
    fireEvent.click(screen.getAllByRole('button', { name: "Reject Wanjiru Kamau's withdrawal" })[1]!);
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ withdrawal_id: 3 }));
  });

  it('says so when there is none', () => {
    renderShown(
      <WithdrawalsTable page={{ ...page, rows: [] }} emptyText="You have not asked for a withdrawal yet" />,
    );
    screen.getByText('You have not asked for a withdrawal yet');
  });
});
