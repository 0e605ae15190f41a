import type { WithdrawalStatus } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg } from '../../../i18n';

/** A withdrawal's status as the server names it, in the language on screen. */
const statusWords = {
  Requested: msg('withdrawals.statuses.Requested'),
  Paid: msg('withdrawals.statuses.Paid'),
  Rejected: msg('withdrawals.statuses.Rejected'),
} as const satisfies Record<WithdrawalStatus, string>;

/** `Requested`; a status this screen does not know yet shows as the server names it. */
export const withdrawalStatusOf = (t: TFunction, status: string): string =>
  Object.hasOwn(statusWords, status) ? t(statusWords[status as WithdrawalStatus]) : status;
