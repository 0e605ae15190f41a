import type { PayoutStatus } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg } from '../../../i18n';

/** A payout's status as the server names it, in the language on screen. */
const statusWords = {
  Pending: msg('payouts.statuses.Pending'),
  Sent: msg('payouts.statuses.Sent'),
  Completed: msg('payouts.statuses.Completed'),
  Failed: msg('payouts.statuses.Failed'),
} as const satisfies Record<PayoutStatus, string>;

/** `Pending`; a status this screen does not know yet shows as the server names it. */
export const payoutStatusOf = (t: TFunction, status: string): string =>
  Object.hasOwn(statusWords, status) ? t(statusWords[status as PayoutStatus]) : status;
