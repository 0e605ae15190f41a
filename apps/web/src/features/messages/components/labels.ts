import type { DeliveryStatus, MessageStatus } from '@links/domain';

/** A message kind as officials read it; an unknown kind by its own words. */
const KIND_LABELS: Record<string, string> = {
  invitation: 'Invitation',
  password_reset: 'Password reset',
  password_reset_by_official: 'Password reset by an official',
  password_changed: 'Password changed',
  new_device_sign_in: 'New device sign-in',
  payment_approved: 'Payment approved',
  payment_rejected: 'Payment rejected',
  guarantor_asked: 'Guarantor asked',
  guarantee_answered: 'Guarantee answered',
  application_decided: 'Application decided',
  loan_issued: 'Loan issued',
  installment_due: 'Installment due',
  installment_overdue: 'Installment overdue',
  fine_charged: 'Fine charged',
  fine_waived: 'Fine waived',
  share_out: 'Share-out',
  money_out: 'Money out of the group',
  member_exited: 'Member exited',
  member_reactivated: 'Member reactivated',
  reversal: 'Reversal',
  withdrawal_paid: 'Withdrawal paid',
  withdrawal_rejected: 'Withdrawal rejected',
  dispute_opened: 'Dispute opened',
  dispute_answered: 'Dispute answered',
  group_signup: 'Group to confirm',
  group_suspended: 'Group suspended',
  group_resumed: 'Group resumed',
  channel_test: 'Channel test',
};

export const kindLabel = (kind: string) => {
  const words = kind.replace(/_/g, ' ');
  return KIND_LABELS[kind] ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/** The kinds the filter offers, by their labels. */
export const KIND_CHOICES = KIND_LABELS;

export const CHANNEL_LABELS = { email: 'E-mail', sms: 'SMS' } as const;

export const STATUS_LABELS: Record<MessageStatus | DeliveryStatus, string> = {
  queued: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
  inbox: 'Inbox only',
};

export const statusTone: Record<MessageStatus | DeliveryStatus, string> = {
  queued: 'bg-amber-100 text-amber-800',
  sent: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  inbox: 'bg-slate-200 text-slate-700',
};

/** What a secret message shows instead of its text. */
export const HOLDS_A_CODE = 'Holds a one-time code: its text is not shown.';
