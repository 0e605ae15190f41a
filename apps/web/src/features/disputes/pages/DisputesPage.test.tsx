// @vitest-environment happy-dom
import type { DisputeView } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, fill, renderAt, sent, stubApi, tableText } from '../../../lib/testing/component';
import { disputeView } from '../test-fixtures';
import { DisputesPage } from './DisputesPage';

/**
 * The officials' disputes screen (docs/decisions/disputes.md, "The list", "Answering"): each open
 * dispute with the member, the line, the amount and the reason; Resolve or Reject asks for the
 * answer and sends it. disputes.e2e.ts keeps the journey.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

afterEach(() => vi.unstubAllGlobals());

const dispute = disputeView;

const page = (disputes: DisputeView[]) => ({
  disputes,
  pagination: { page: 1, per_page: 20, total: disputes.length, pages: disputes.length ? 1 : 0 },
});

describe('the disputes screen', () => {
  it('lists each dispute with its member, line, amount, reason and status', async () => {
    stubApi({
      '/disputes': page([
        dispute({}),
        dispute({
          dispute_id: 8,
          firstname: 'Baraka',
          lastname: 'Otieno',
          transaction_id: 12,
          journal_entry_id: null,
          line_description: 'Payment TRN-12 (Pending)',
          line_date: '2026-04-01',
          amount: 10000.5,
          status: 'Rejected',
          answer: 'Not received.',
        }),
      ]),
    });
    renderAt(<DisputesPage />, '/disputes');
    await screen.findByRole('table', { name: 'Disputes' });
    expect(tableText('Disputes')).toEqual([
      ['Member', 'Opened', 'Line', 'Amount', 'Reason', 'Status', 'Answer'],
      [
        'Wanjiru Kamau',
        '05/03/2026',
        'Saving, transaction TRN-9, 2 Mar 2026',
        '1,500.00',
        'I paid 2,000 by M-Pesa.',
        'Open',
        'ResolveReject',
      ],
      [
        'Baraka Otieno',
        '05/03/2026',
        'Payment TRN-12 (Pending), 1 Apr 2026',
        '10,000.50',
        'I paid 2,000 by M-Pesa.',
        'RejectedNot received.',
        '',
      ],
    ]);
  });

  it('says when no dispute is open', async () => {
    stubApi({ '/disputes': page([]) });
    renderAt(<DisputesPage />, '/disputes');
    expect(await screen.findByText('No open disputes')).toBeTruthy();
  });

  it('asks for the answer, refuses none, and sends the official’s answer', async () => {
    stubApi({
      '/disputes': ({ method }) =>
        method === 'PATCH'
          ? { ...dispute({ status: 'Resolved' }), message: 'Dispute resolved: the member is told.' }
          : page([dispute({})]),
    });
    renderAt(<DisputesPage />, '/disputes');
    fireEvent.click(await screen.findByRole('button', { name: "Resolve Wanjiru Kamau's dispute" }));
    const box = screen.getByLabelText('Answer');
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await errorOf(box, 'answer is required')).toBe('answer is required');
    expect(sent).toEqual([]);
    fill(box, 'The receipt shows 2,000; corrected.');
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      body: { status: 'Resolved', answer: 'The receipt shows 2,000; corrected.' },
    });
    expect(sent[0]?.url).toContain('/disputes/7');
    expect(await screen.findByText('Dispute resolved: the member is told.')).toBeTruthy();
  });
});
