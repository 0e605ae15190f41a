// @vitest-environment happy-dom
import type { ArrearsAnswer, FineView } from '@links/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, tableText } from '../../../lib/testing/component';
import { WANJIRU_IN_ARREARS } from '../test-fixtures';
import { ArrearsPage } from './ArrearsPage';

/**
 * The arrears screen's tables as it shows them (docs/decisions/lending.md, "Fines"): each loan in
 * arrears with its days past due, oldest due day and overdue amounts, and each fine with what it
 * is for, the day charged, the amounts, its status (a waiver's reason beside it) and Waive for one
 * still owed; and each table's empty state. arrears-list.e2e.ts and fines.e2e.ts keep the journeys
 * (docs/testing.md, "Component tests and browser tests").
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

const pagination = (total: number) => ({ page: 1, per_page: 20, total, pages: total > 0 ? 1 : 0 });

const ARREARS: ArrearsAnswer = {
  as_of: '2026-11-27',
  total_outstanding: 250000,
  buckets: [{ label: '1-30 days', loans: 1, principal: 48000.5, share: 0.192 }],
  loans: [WANJIRU_IN_ARREARS],
  pagination: pagination(1),
};

const fine = (patch: Partial<FineView>): FineView => ({
  id: 1,
  user_id: 4,
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  loan_id: 12,
  kind: 'late_installment',
  period: '1',
  charged_on: '2026-10-06',
  amount: 200,
  paid: 0,
  waived: 0,
  status: 'Owed',
  waive_reason: null,
  ...patch,
});

describe('the arrears screen', () => {
  it('shows each loan in arrears and each fine with its amounts, days and status', async () => {
    stubApi({
      '/fines': {
        fines: [
          fine({}),
          fine({
            id: 2,
            user_id: 5,
            firstname: 'Baraka',
            lastname: 'Mwangi',
            loan_id: null,
            kind: 'missed_contribution',
            period: '2026-08',
            charged_on: '2026-09-06',
            amount: 1000.5,
            paid: 0,
            waived: 1000.5,
            status: 'Waived',
            waive_reason: 'Bereavement',
          }),
        ],
        pagination: pagination(2),
      },
      '/arrears': ARREARS,
    });
    renderAt(<ArrearsPage />, '/arrears?fines=all');
    await screen.findByRole('table', { name: 'Loans in arrears' });
    expect(tableText('Loans in arrears')).toEqual([
      ['Member', 'Loan', 'Days Past Due', 'Oldest Due', 'Principal', 'Interest', 'Fines', 'Outstanding'],
      ['Wanjiru Kamau', '#12 LTL', '53', '05/10/2026', '4,166.67', '480.50', '200.00', '48,000.50'],
    ]);
    await screen.findByRole('table', { name: 'Fines' });
    expect(tableText('Fines')).toEqual([
      ['Member', 'For', 'Charged', 'Amount', 'Paid', 'Status', 'Actions'],
      ['Wanjiru Kamau', 'Loan #12, 1 month late', '06/10/2026', '200.00', '0.00', 'Owed', 'Waive'],
      ['Baraka Mwangi', 'Contributions, Aug 2026', '06/09/2026', '1,000.50', '0.00', 'WaivedBereavement', ''],
    ]);
    screen.getByRole('button', { name: "Waive Wanjiru Kamau's fine of 6 Oct 2026" });
  });

  it('says when no loan is in arrears and no fine is owed', async () => {
    stubApi({
      '/fines': { fines: [], pagination: pagination(0) },
      '/arrears': { ...ARREARS, total_outstanding: 0, buckets: [], loans: [], pagination: pagination(0) },
    });
    renderAt(<ArrearsPage />, '/arrears');
    await screen.findByRole('table', { name: 'Loans in arrears' });
    await screen.findByRole('table', { name: 'Fines' });
    expect(tableText('Loans in arrears').slice(1)).toEqual([['No loans in arrears']]);
    expect(tableText('Fines').slice(1)).toEqual([['No fines owed']]);
  });
});
