import { type ApprovalView, approvalKindLabels, fullName } from '@links/domain';
import { formatDate } from '../../../lib/format';

export const statusTone = {
  Pending: 'bg-amber-100 text-amber-800',
  Approved: 'bg-emerald-100 text-emerald-800',
  Rejected: 'bg-red-100 text-red-800',
  Expired: 'bg-slate-200 text-slate-700',
} as const;

export const kindOf = (request: ApprovalView) => approvalKindLabels[request.kind];

/** `1 of 2: Amina Chair` (the approvals so far and who gave them); a rejection names who and why. */
export function votesOf(request: ApprovalView): string {
  const approvals = request.approvals.filter((vote) => vote.decision === 'Approve');
  const names = approvals.map((vote) => fullName(vote)).join(', ');
  const count = `${approvals.length} of ${request.approvals_required}`;
  const rejection = request.approvals.find((vote) => vote.decision === 'Reject');
  const rejected = rejection ? `; rejected by ${fullName(rejection)}: ${rejection.reason}` : '';
  return `${count}${names ? `: ${names}` : ''}${rejected}`;
}

/** `Asked 10 Mar 2026; expires 24 Mar 2026`, or when it was decided. */
export function timesOf(request: ApprovalView): string {
  const asked = `Asked ${formatDate(request.created_at)}`;
  if (request.status === 'Pending') return `${asked}; expires ${formatDate(request.expires_at)}`;
  if (request.status === 'Expired') return `${asked}; expired ${formatDate(request.expires_at)}`;
  return request.decided_at
    ? `${asked}; ${request.status.toLowerCase()} ${formatDate(request.decided_at)}`
    : asked;
}
