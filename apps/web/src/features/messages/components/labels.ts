import type { DeliveryChannel, DeliveryStatus, MessageStatus } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg } from '../../../i18n';

/** A message kind as officials read it, by its key. */
const kindWords = {
  invitation: msg('messages.kinds.invitation'),
  password_reset: msg('messages.kinds.password_reset'),
  password_reset_by_official: msg('messages.kinds.password_reset_by_official'),
  password_changed: msg('messages.kinds.password_changed'),
  new_device_sign_in: msg('messages.kinds.new_device_sign_in'),
  payment_approved: msg('messages.kinds.payment_approved'),
  payment_rejected: msg('messages.kinds.payment_rejected'),
  guarantor_asked: msg('messages.kinds.guarantor_asked'),
  guarantee_answered: msg('messages.kinds.guarantee_answered'),
  application_decided: msg('messages.kinds.application_decided'),
  loan_issued: msg('messages.kinds.loan_issued'),
  installment_due: msg('messages.kinds.installment_due'),
  installment_overdue: msg('messages.kinds.installment_overdue'),
  fine_charged: msg('messages.kinds.fine_charged'),
  fine_waived: msg('messages.kinds.fine_waived'),
  share_out: msg('messages.kinds.share_out'),
  money_out: msg('messages.kinds.money_out'),
  member_exited: msg('messages.kinds.member_exited'),
  member_reactivated: msg('messages.kinds.member_reactivated'),
  reversal: msg('messages.kinds.reversal'),
  withdrawal_paid: msg('messages.kinds.withdrawal_paid'),
  withdrawal_rejected: msg('messages.kinds.withdrawal_rejected'),
  dispute_opened: msg('messages.kinds.dispute_opened'),
  dispute_answered: msg('messages.kinds.dispute_answered'),
  group_signup: msg('messages.kinds.group_signup'),
  group_suspended: msg('messages.kinds.group_suspended'),
  group_resumed: msg('messages.kinds.group_resumed'),
  channel_test: msg('messages.kinds.channel_test'),
} as const;

const isKnownKind = (kind: string): kind is keyof typeof kindWords => Object.hasOwn(kindWords, kind);

/** `Payment approved`; an unknown kind by its own words (`Some new kind`). */
export const kindLabel = (t: TFunction, kind: string): string => {
  if (isKnownKind(kind)) return t(kindWords[kind]);
  const words = kind.replace(/_/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/** The kinds the filter offers, by their labels. */
export const kindChoices = (t: TFunction): Record<string, string> =>
  Object.fromEntries(Object.entries(kindWords).map(([kind, key]) => [kind, t(key)]));

const channelWords: Record<DeliveryChannel, `messages.channels.${DeliveryChannel}`> = {
  email: msg('messages.channels.email'),
  sms: msg('messages.channels.sms'),
};

/** `E-mail`, `SMS`; an unknown channel as the server names it. */
export const channelLabel = (t: TFunction, channel: DeliveryChannel): string =>
  Object.hasOwn(channelWords, channel) ? t(channelWords[channel]) : channel;

type Status = MessageStatus | DeliveryStatus;

const statusWords: Record<Status, `messages.statuses.${Status}`> = {
  queued: msg('messages.statuses.queued'),
  sent: msg('messages.statuses.sent'),
  failed: msg('messages.statuses.failed'),
  inbox: msg('messages.statuses.inbox'),
};

/** `Waiting`, `Sent`; an unknown status as the server names it. */
export const statusLabel = (t: TFunction, status: Status): string =>
  Object.hasOwn(statusWords, status) ? t(statusWords[status]) : status;

export const statusTone: Record<Status, string> = {
  queued: 'bg-amber-100 text-amber-800',
  sent: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  inbox: 'bg-slate-200 text-slate-700',
};
