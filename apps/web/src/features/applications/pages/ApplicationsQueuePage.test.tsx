// @vitest-environment happy-dom
import type { ApplicationView } from '@links/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubApi, tableText } from '../../../lib/testing/component';
import { applicationView } from '../test-fixtures';
import { ApplicationsQueuePage } from './ApplicationsQueuePage';

/**
 * The loan applications queue as the screen shows it (docs/decisions/lending.md, "Guarantors"): the
 * member, the kind in words, the amount, guaranteed and shortfall with two decimals, the day
 * applied in Nairobi, the status and Review; and the empty queue. applications-list.e2e.ts keeps the
 * journeys (docs/testing.md, "Component tests and browser tests").
 */

const application = applicationView;

const page = (applications: ApplicationView[]) => ({
  applications,
  pagination: { page: 1, per_page: 10, total: applications.length, pages: applications.length ? 1 : 0 },
});

describe('the loan applications queue', () => {
  it('shows each application with its amounts, the day applied in Nairobi and its status', async () => {
    stubApi({
      '/loan-applications': page([
        application({}),
        application({
          id: 8,
          kind: 'short_term',
          amount: 2000,
          guaranteed: 0,
          shortfall: 0,
          status: 'Rejected',
        }),
      ]),
    });
    renderAt(<ApplicationsQueuePage />, '/loan-applications?status=all');
    await screen.findByRole('table', { name: 'Loan applications' });
    // 22:30 UTC on March 1 is March 2 in Nairobi.
    expect(tableText('Loan applications')).toEqual([
      ['Member', 'Kind', 'Amount', 'Guaranteed', 'Shortfall', 'Applied', 'Status', 'Actions'],
      ['Wanjiru Kamau', 'Long term', '50,000.50', '15,000.00', '5,000.50', '02/03/2026', 'Pending', 'Review'],
      ['Wanjiru Kamau', 'Short term', '2,000.00', '0.00', '0.00', '02/03/2026', 'Rejected', 'Review'],
    ]);
  });

  it('says when no application waits', async () => {
    stubApi({ '/loan-applications': page([]) });
    renderAt(<ApplicationsQueuePage />, '/loan-applications');
    await screen.findByRole('table', { name: 'Loan applications' });
    expect(tableText('Loan applications').slice(1)).toEqual([['No data found']]);
  });
});
