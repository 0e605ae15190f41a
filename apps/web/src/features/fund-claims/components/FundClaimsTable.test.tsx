// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { fundClaimOf } from '../../../lib/testing/fixtures';
import { FundClaimsTable } from './FundClaimsTable';

/**
 * The claims table (docs/decisions/fund-claims.md, "The fund's screen"): each claim's day, type, amount,
 * reason with its document, money account and status (a payout's day, a rejection's reason); the
 * member's name when the list is everyone's; Pay and Reject on a requested claim for officials only.
 * fund-claims.e2e.ts keeps the journey.
 */

const rows = [
  fundClaimOf({ claim_id: 3, amount: 2500.5, document: 'KNH-4411' }),
  fundClaimOf({
    claim_id: 2,
    claim_type: 'Bereavement',
    reason: 'Funeral of her father',
    status: 'Paid',
    paid_on: '2026-03-11',
    amount: 10_000,
  }),
  fundClaimOf({ claim_id: 1, claim_type: null, status: 'Rejected', rejection_reason: 'Claimed twice' }),
];
const page = { rows, pagination: null, onPageChange: () => undefined };

describe('the claims table', () => {
  it('shows a member their claims, with each status’s day or reason, and no actions', () => {
    renderShown(<FundClaimsTable page={page} everyone={false} emptyText="None" />);
    expect(tableText('Claims')).toEqual([
      ['Asked', 'Type', 'Amount', 'Reason', 'From', 'Status'],
      ['10/03/2026', 'Hospital', '2,500.50', 'Hospital billDocument: KNH-4411', 'Cash on hand', 'Requested'],
      [
        '10/03/2026',
        'Bereavement',
        '10,000.00',
        'Funeral of her father',
        'Cash on hand',
        'PaidPaid 11 Mar 2026',
      ],
      ['10/03/2026', '—', '3,000.00', 'Hospital bill', 'Cash on hand', 'RejectedClaimed twice'],
    ]);
    expect(screen.queryByRole('button', { name: /Pay|Reject/ })).toBeNull();
  });

  it('shows the auditor every member’s claims without actions', () => {
    renderShown(<FundClaimsTable page={page} everyone emptyText="None" />);
    const [headings, first] = tableText('Claims');
    expect(headings).toEqual(['Member', 'Asked', 'Type', 'Amount', 'Reason', 'From', 'Status']);
    expect(first?.[0]).toBe('Wanjiru Kamau');
    expect(screen.queryByRole('button', { name: /Pay|Reject/ })).toBeNull();
  });

  it('lets an official pay or reject a requested claim, and nothing else', () => {
    const onPay = vi.fn();
    const onReject = vi.fn();
    renderShown(
      <FundClaimsTable page={page} everyone actions={{ onPay, onReject, busy: false }} emptyText="None" />,
    );
    expect(tableText('Claims')[0]?.at(-1)).toBe('Actions');
    expect(tableText('Claims').map((row) => row.at(-1))).toEqual(['Actions', 'PayReject', '', '']);
    fireEvent.click(screen.getByRole('button', { name: "Pay Wanjiru Kamau's claim" }));
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ claim_id: 3 }));
    fireEvent.click(screen.getByRole('button', { name: "Reject Wanjiru Kamau's claim" }));
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ claim_id: 3 }));
  });

  it('holds the buttons while a payout is under way', () => {
    renderShown(
      <FundClaimsTable
        page={page}
        everyone
        actions={{ onPay: vi.fn(), onReject: vi.fn(), busy: true }}
        emptyText="None"
      />,
    );
    const buttons = screen.getAllByRole('button', { name: /claim$/ }) as HTMLButtonElement[];
    expect(buttons.map((button) => button.disabled)).toEqual([true, true]);
  });

  it('says so when there is none', () => {
    renderShown(
      <FundClaimsTable
        page={{ ...page, rows: [] }}
        everyone={false}
        emptyText="No claims on the Welfare fund yet"
      />,
    );
    screen.getByText('No claims on the Welfare fund yet');
  });
});
