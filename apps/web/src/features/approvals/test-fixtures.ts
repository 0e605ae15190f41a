import type { ApprovalView } from '@links/domain';

/**
 * The approvals' tests' shared rows as `GET /approvals` lists them: a chair's vote, and the request
 * that Wanjiru's long-term loan of KES 20,000.00 be issued, asked by Amina and waiting for two votes.
 */
export const approvalVote = (
  firstname: string,
  decision: 'Approve' | 'Reject',
  reason: string | null = null,
) => ({
  official_id: firstname === 'Grace' ? 2 : 3,
  firstname,
  lastname: 'Chair',
  decision,
  reason,
  decided_at: '2026-11-27T08:00:00.000Z',
});

export const approvalRequest = (patch: Partial<ApprovalView>): ApprovalView => ({
  id: 3,
  kind: 'long_term_loan',
  summary: 'Long-term loan of KES 20,000.00 for Wanjiru Kamau',
  amount: 20000,
  maker_id: 1,
  maker_name: 'Amina Hassan',
  beneficiary_id: 4,
  beneficiary_name: 'Wanjiru Kamau',
  status: 'Pending',
  approvals_required: 2,
  approvals: [],
  created_at: '2026-11-26T22:15:00.000Z',
  expires_at: '2026-12-04T20:59:59.000Z',
  decided_at: null,
  reference: null,
  ...patch,
});
