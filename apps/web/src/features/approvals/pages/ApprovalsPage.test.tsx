// @vitest-environment happy-dom
import { type ApprovalView, REJECT_NEEDS_REASON } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi, tableText } from '../../../lib/testing/component';
import { approvalRequest, approvalVote } from '../test-fixtures';
import { ApprovalsPage } from './ApprovalsPage';

/**
 * The approvals screen as it shows the requests (docs/decisions/approvals.md): the kind and what it
 * is for, the amount, who asked, the votes so far, the days asked and decided (in Nairobi), the
 * status, and Approve and Reject while it waits; the empty list; and the rejection's reason
 * required before anything is sent. approvals.e2e.ts keeps the journeys (docs/testing.md,
 * "Component tests and browser tests").
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../../components/ui/Modal', () => import('../../../lib/testing/plain-modal'));

const request = approvalRequest;

const vote = approvalVote;

const page = (approvals: ApprovalView[]) => ({
  approvals,
  pagination: { page: 1, per_page: 20, total: approvals.length, pages: approvals.length ? 1 : 0 },
});

describe('the approvals screen', () => {
  it('shows each request with its amount, votes, days and status, and the actions while it waits', async () => {
    stubApi({
      '/approvals': page([
        request({ approvals: [vote('Grace', 'Approve')] }),
        request({
          id: 4,
          kind: 'expense',
          summary: 'Expense: Meeting (Tent hire)',
          amount: 1500.5,
          beneficiary_id: null,
          beneficiary_name: null,
          status: 'Rejected',
          approvals: [vote('Grace', 'Approve'), vote('Otieno', 'Reject', 'No receipt')],
          decided_at: '2026-11-27T08:00:00.000Z',
        }),
      ]),
    });
    renderAt(<ApprovalsPage />, '/approvals?status=all');
    await screen.findByRole('table', { name: 'Requests for approval' });
    // 22:15 UTC on November 26 is November 27 in Nairobi.
    expect(tableText('Requests for approval')).toEqual([
      ['Request', 'Amount', 'Asked by', 'Approvals', 'When', 'Status', 'Actions'],
      [
        'Long-term loanLong-term loan of KES 20,000.00 for Wanjiru KamauFor Wanjiru Kamau',
        '20,000.00',
        'Amina Hassan',
        '1 of 2: Grace Chair',
        'Asked 27 Nov 2026; expires 4 Dec 2026',
        'Pending',
        'ApproveReject',
      ],
      [
        'ExpenseExpense: Meeting (Tent hire)',
        '1,500.50',
        'Amina Hassan',
        '1 of 2: Grace Chair; rejected by Otieno Chair: No receipt',
        'Asked 27 Nov 2026; rejected 27 Nov 2026',
        'Rejected',
        '—',
      ],
    ]);
  });

  it('says when nothing waits', async () => {
    stubApi({ '/approvals': page([]) });
    renderAt(<ApprovalsPage />, '/approvals');
    await screen.findByRole('table', { name: 'Requests for approval' });
    expect(tableText('Requests for approval').slice(1)).toEqual([['Nothing is waiting for approval']]);
  });

  it("asks why before a rejection, sending nothing without a reason, and shows the server's refusal", async () => {
    stubApi({
      '/approvals/3/decision': refusal(409, 'The request was decided in the meantime'),
      '/approvals': page([request({})]),
    });
    renderAt(<ApprovalsPage />, '/approvals');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject request 3' }));
    await screen.findByRole('dialog', { name: 'Reject request' });
    const reject = () =>
      fireEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1) as HTMLElement);
    const reason = screen.getByLabelText('Reason') as HTMLTextAreaElement;
    reject();
    expect(await errorOf(reason, REJECT_NEEDS_REASON)).toBe(REJECT_NEEDS_REASON);
    expect(sent).toEqual([]);
    fill(reason, '  No guarantor named ');
    reject();
    await screen.findByText('The request was decided in the meantime');
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([{ decision: 'Reject', reason: 'No guarantor named' }]),
    );
  });
});
