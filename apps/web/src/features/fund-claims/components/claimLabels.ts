import type { FundClaimStatus } from '@links/domain';
import { msg } from '../../../i18n';

/** A claim's status as the server names it, in the language on screen. */
export const statusWords: Record<FundClaimStatus, `fundClaims.statuses.${FundClaimStatus}`> = {
  Requested: msg('fundClaims.statuses.Requested'),
  Paid: msg('fundClaims.statuses.Paid'),
  Rejected: msg('fundClaims.statuses.Rejected'),
};

/** Whether the server's status is one this screen has words for (else it shows as the server names it). */
export const isKnownStatus = (status: string): status is FundClaimStatus =>
  Object.hasOwn(statusWords, status);
