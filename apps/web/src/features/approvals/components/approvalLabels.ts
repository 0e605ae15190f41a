import { type ApprovalKind, type ApprovalStatus, type ApprovalView, fullName } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg } from '../../../i18n';
import { formatDate } from '../../../lib/format';

export const statusTone = {
  Pending: 'bg-amber-100 text-amber-800',
  Approved: 'bg-emerald-100 text-emerald-800',
  Rejected: 'bg-red-100 text-red-800',
  Expired: 'bg-slate-200 text-slate-700',
} as const;

/** A request's kind as the server names it, in the language on screen. */
const kindWords: Record<ApprovalKind, `approvals.kinds.${ApprovalKind}`> = {
  long_term_loan: msg('approvals.kinds.long_term_loan'),
  short_term_loan: msg('approvals.kinds.short_term_loan'),
  loan_application: msg('approvals.kinds.loan_application'),
  expense: msg('approvals.kinds.expense'),
  transfer: msg('approvals.kinds.transfer'),
  fine_waiver: msg('approvals.kinds.fine_waiver'),
  share_out: msg('approvals.kinds.share_out'),
  approval_settings: msg('approvals.kinds.approval_settings'),
  office_change: msg('approvals.kinds.office_change'),
  member_exit: msg('approvals.kinds.member_exit'),
  transaction_reversal: msg('approvals.kinds.transaction_reversal'),
  expense_reversal: msg('approvals.kinds.expense_reversal'),
  transfer_reversal: msg('approvals.kinds.transfer_reversal'),
  withdrawal: msg('approvals.kinds.withdrawal'),
  fund_claim: msg('approvals.kinds.fund_claim'),
  rotation_release: msg('approvals.kinds.rotation_release'),
};

const statusWords: Record<ApprovalStatus, `approvals.statuses.${ApprovalStatus}`> = {
  Pending: msg('approvals.statuses.Pending'),
  Approved: msg('approvals.statuses.Approved'),
  Rejected: msg('approvals.statuses.Rejected'),
  Expired: msg('approvals.statuses.Expired'),
};

/** `Long-term loan`; a kind this screen does not know yet shows as the server names it. */
export const kindOf = (t: TFunction, request: ApprovalView): string =>
  Object.hasOwn(kindWords, request.kind) ? t(kindWords[request.kind]) : request.kind;

/** `Pending`; a status this screen does not know yet shows as the server names it. */
export const statusOf = (t: TFunction, request: ApprovalView): string =>
  Object.hasOwn(statusWords, request.status) ? t(statusWords[request.status]) : request.status;

/** `1 of 2: Amina Chair` (the approvals so far and who gave them); a rejection names who and why. */
export function votesOf(t: TFunction, request: ApprovalView): string {
  const approvals = request.approvals.filter((vote) => vote.decision === 'Approve');
  const names = approvals.map((vote) => fullName(vote)).join(', ');
  const tally = { given: approvals.length, required: request.approvals_required };
  const votes = names ? t('approvals.votes.named', { ...tally, names }) : t('approvals.votes.count', tally);
  const rejection = request.approvals.find((vote) => vote.decision === 'Reject');
  return rejection
    ? t('approvals.votes.rejectedBy', { votes, name: fullName(rejection), reason: rejection.reason ?? '' })
    : votes;
}

/** `Asked 10 Mar 2026; expires 24 Mar 2026`, or when it was decided. */
export function timesOf(t: TFunction, request: ApprovalView): string {
  const asked = formatDate(request.created_at);
  const on = (value: string) => ({ asked, date: formatDate(value) });
  if (request.status === 'Pending') return t('approvals.times.expires', on(request.expires_at));
  if (request.status === 'Expired') return t('approvals.times.expired', on(request.expires_at));
  if (!request.decided_at) return t('approvals.times.asked', { asked });
  return request.status === 'Approved'
    ? t('approvals.times.approved', on(request.decided_at))
    : t('approvals.times.rejected', on(request.decided_at));
}
