// @vitest-environment happy-dom
import type { ApprovalView } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { renderAt, stubApi, tableText } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { ApprovalsPage } from './pages/ApprovalsPage';
import { approvalRequest, approvalVote } from './test-fixtures';

/**
 * The approvals screen in Kiswahili (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"): the requests with their kinds, votes, days and statuses, and the rejection's dialog.
 * The summaries are the server's words for the record, and stay as it wrote them.
 */

// Headless UI's dialog does not load in the web project: a plain one stands in.
vi.mock('../../components/ui/Modal', () => import('../../lib/testing/plain-modal'));

const LOAN = 'Long-term loan of KES 20,000.00 for Wanjiru Kamau';
const EXPENSE = 'Expense: Meeting (Tent hire)';
const DATA = ['Wanjiru Kamau', 'Amina Hassan', 'Grace Chair', 'Otieno Chair', 'Hakuna risiti', LOAN, EXPENSE];

const vote = approvalVote;

const request = (patch: Partial<ApprovalView>): ApprovalView =>
  approvalRequest({ summary: LOAN, approvals: [vote('Grace', 'Approve')], ...patch });

const REQUESTS = {
  approvals: [
    request({}),
    request({
      id: 4,
      kind: 'expense',
      summary: EXPENSE,
      amount: 1500.5,
      beneficiary_id: null,
      beneficiary_name: null,
      status: 'Rejected',
      approvals: [vote('Grace', 'Approve'), vote('Otieno', 'Reject', 'Hakuna risiti')],
      decided_at: '2026-11-27T08:00:00.000Z',
    }),
  ],
  pagination: { page: 1, per_page: 20, total: 2, pages: 1 },
};

describe('the approvals screen in Kiswahili', () => {
  inKiswahili();

  it('shows the requests, their votes, days and statuses in Kiswahili', async () => {
    stubApi({ '/approvals': REQUESTS });
    renderAt(<ApprovalsPage />, '/approvals?status=all');
    await screen.findByRole('table', { name: sw.approvals.table });
    expect(tableText(sw.approvals.table).slice(1)).toEqual([
      [
        `Mkopo wa muda mrefu${LOAN}Kwa Wanjiru Kamau`,
        '20,000.00',
        'Amina Hassan',
        '1 kati ya 2: Grace Chair',
        'Liliombwa 27 Nov 2026; litaisha muda 4 Des 2026',
        'Linasubiri',
        'IdhinishaKataa',
      ],
      [
        `Gharama${EXPENSE}`,
        '1,500.50',
        'Amina Hassan',
        '1 kati ya 2: Grace Chair; limekataliwa na Otieno Chair: Hakuna risiti',
        'Liliombwa 27 Nov 2026; lilikataliwa 27 Nov 2026',
        'Limekataliwa',
        '—',
      ],
    ]);
    expect(screen.getByRole('heading', { name: sw.approvals.title })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('asks why before a rejection, in Kiswahili', async () => {
    stubApi({ '/approvals': REQUESTS });
    renderAt(<ApprovalsPage />, '/approvals');
    fireEvent.click(await screen.findByRole('button', { name: 'Kataa ombi 3' }));
    const dialog = await screen.findByRole('dialog', { name: sw.approvals.rejectDialog.title });
    expect(dialog.textContent).toContain(
      `Hii inakataa ombi la mkopo wa muda mrefu “${LOAN}” (KES 20,000.00). Hakuna kinacholipwa`,
    );
    expect(screen.getByLabelText(sw.common.reason)).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });
});
