import { z } from 'zod';
import { pageParam, paginationSchema, perPageParam } from '../lists.js';
import { REASON_MAX } from '../loans/applications.js';
import { optionalText } from '../request-fields.js';

/**
 * Money out needs a quorum (docs/decisions/approvals.md): the wire shapes of the requests, their
 * votes, the 202 answer of a call that was sent for approval, and the queue's query.
 */

/** What a request does; each kind is one entry of the server's registry of kinds. */
export const APPROVAL_KINDS = [
  'long_term_loan',
  'short_term_loan',
  'loan_application',
  'expense',
  'transfer',
  'fine_waiver',
  'share_out',
  'approval_settings',
  'office_change',
  'member_exit',
  'transaction_reversal',
  'expense_reversal',
  'transfer_reversal',
  'withdrawal',
  'fund_claim',
  'rotation_release',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const approvalKindLabels: Record<ApprovalKind, string> = {
  long_term_loan: 'Long-term loan',
  short_term_loan: 'Short-term loan',
  loan_application: 'Loan application',
  expense: 'Expense',
  transfer: 'Transfer',
  fine_waiver: 'Fine waiver',
  share_out: 'Share-out',
  approval_settings: 'Approval settings',
  office_change: 'Change of office',
  member_exit: "A member's exit",
  transaction_reversal: 'Reversal of a payment',
  expense_reversal: 'Reversal of an expense',
  transfer_reversal: 'Reversal of a transfer',
  withdrawal: 'Withdrawal',
  fund_claim: 'Fund claim',
  rotation_release: 'Merry-go-round pot',
};

export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected', 'Expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A request stays open this many days, by the group's clock. */
export const APPROVAL_DAYS = 14;

/** `approvals_required`: how many distinct officials must agree (1 to 3). */
export const MIN_APPROVALS = 1;
export const MAX_APPROVALS = 3;

export const approvalVote = z.object({
  official_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  decision: z.enum(['Approve', 'Reject']),
  reason: z.string().nullable(),
  decided_at: z.string(),
});
export type ApprovalVote = z.infer<typeof approvalVote>;

export const approvalView = z
  .object({
    id: z.number().int(),
    kind: z.enum(APPROVAL_KINDS),
    summary: z.string(),
    /** KES; null when the request moves no amount of its own (the quorum setting). */
    amount: z.number().nullable(),
    maker_id: z.number().int(),
    maker_name: z.string(),
    beneficiary_id: z.number().int().nullable(),
    beneficiary_name: z.string().nullable(),
    status: z.enum(APPROVAL_STATUSES),
    approvals_required: z.number().int(),
    approvals: z.array(approvalVote),
    created_at: z.string(),
    expires_at: z.string(),
    decided_at: z.string().nullable(),
    /** What the execution made (`loan:12`), once approved. */
    reference: z.string().nullable(),
  })
  .meta({ id: 'ApprovalRequest' });
export type ApprovalView = z.infer<typeof approvalView>;

/**
 * The answer of a money call that now waits for its quorum (202): the request's id, how many must
 * agree, the votes so far (the maker's, unless they gain from it) and a message saying so.
 */
export const approvalPending = z
  .object({
    approval_id: z.number().int(),
    kind: z.enum(APPROVAL_KINDS),
    status: z.literal('Pending'),
    approvals_required: z.number().int(),
    approvals: z.array(approvalVote),
    message: z.string(),
  })
  .meta({ id: 'ApprovalPending' });
export type ApprovalPending = z.infer<typeof approvalPending>;

/** "Sent for approval (1 of 2 approvals)": what a form says instead of claiming it is done. */
export function sentForApproval(approvals: number, required: number): string {
  return `Sent for approval (${approvals} of ${required} approvals)`;
}

/** Whether a money call's answer is a request waiting for approval rather than the thing done. */
export function isApprovalPending(answer: unknown): answer is ApprovalPending {
  return typeof answer === 'object' && answer !== null && 'approval_id' in answer;
}

export const APPROVAL_FILTERS = ['pending', 'approved', 'rejected', 'expired', 'all'] as const;

/** `GET /approvals?status=pending&page&per_page`: newest first; `all` (the default) keeps every one. */
export const approvalListQuery = z.object({
  status: z
    .enum(APPROVAL_FILTERS, { error: `status must be one of ${APPROVAL_FILTERS.join(', ')}` })
    .default('all'),
  page: pageParam,
  per_page: perPageParam,
});
export type ApprovalListQuery = z.output<typeof approvalListQuery>;

export const approvalsPage = z.object({ approvals: z.array(approvalView), pagination: paginationSchema });

export const REJECT_NEEDS_REASON = 'reason is required to reject a request';

/** `POST /approvals/{id}/decision`: Approve, or Reject with a reason. */
export const approvalDecisionBody = z
  .object({
    decision: z.enum(['Approve', 'Reject'], { error: 'decision must be Approve or Reject' }),
    reason: optionalText('reason', REASON_MAX),
  })
  .refine((body) => body.decision === 'Approve' || body.reason !== null, {
    message: REJECT_NEEDS_REASON,
    path: ['reason'],
  });
export type ApprovalDecisionBody = z.output<typeof approvalDecisionBody>;

/** The answers of a money call: the thing done (its own answer) or the request waiting (202). */
export const orApprovalPending = <Answer extends z.ZodType>(answer: Answer) =>
  z.union([approvalPending, answer]);
