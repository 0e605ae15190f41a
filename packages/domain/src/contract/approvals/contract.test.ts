import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { settingsChangeBody } from '../settings/requests.js';
import { approvalDecisionBody, isApprovalPending, orApprovalPending, sentForApproval } from './contract.js';

const pending = {
  approval_id: 4,
  kind: 'expense',
  status: 'Pending',
  approvals_required: 2,
  approvals: [],
  message: sentForApproval(1, 2),
};

describe('the approvals’ wire shapes (docs/decisions/approvals.md)', () => {
  it('say a call was sent for approval in the form’s words', () => {
    expect(sentForApproval(1, 2)).toBe('Sent for approval (1 of 2 approvals)');
  });

  it('read a money call’s answer as the thing done or the request waiting', () => {
    const done = z.object({ expense_id: z.number(), message: z.string() });
    const answers = orApprovalPending(done);
    expect(isApprovalPending(answers.parse(pending))).toBe(true);
    expect(isApprovalPending(answers.parse({ expense_id: 1, message: 'Paid' }))).toBe(false);
    expect(answers.safeParse({ approval_id: 'x' }).success).toBe(false);
  });

  it('take Approve, or Reject with a reason', () => {
    expect(approvalDecisionBody.parse({ decision: 'Approve' })).toEqual({
      decision: 'Approve',
      reason: null,
    });
    expect(approvalDecisionBody.parse({ decision: 'Reject', reason: '  Too dear ' }).reason).toBe('Too dear');
    const bare = approvalDecisionBody.safeParse({ decision: 'Reject', reason: '   ' });
    expect(bare.error?.issues.map((issue) => issue.message)).toEqual([
      'reason is required to reject a request',
    ]);
    expect(approvalDecisionBody.safeParse({ decision: 'approve' }).success).toBe(false);
  });

  it('refuse a quorum outside 1 to 3 or not a whole number', () => {
    for (const value of [0, 4, 1.5, '2', null]) {
      const parsed = settingsChangeBody.safeParse({ approvals_required: value });
      expect(parsed.error?.issues[0]?.message, String(value)).toBe(
        'approvals_required must be a whole number from 1 to 3',
      );
    }
    expect(settingsChangeBody.parse({ approvals_required: 3, approval_threshold: 10_000 })).toMatchObject({
      approvals_required: 3,
      approval_threshold: 1_000_000,
    });
  });
});
