import type { DisputeStatus } from '@links/domain';
import { msg } from '../../../i18n';

/** A dispute's status as the server names it, in the language on screen. */
export const statusWords: Record<DisputeStatus, `disputes.statuses.${DisputeStatus}`> = {
  Open: msg('disputes.statuses.Open'),
  Resolved: msg('disputes.statuses.Resolved'),
  Rejected: msg('disputes.statuses.Rejected'),
};

/** A statement line's dispute, as its badge says it. */
export const lineWords: Record<DisputeStatus, `disputes.line.${DisputeStatus}`> = {
  Open: msg('disputes.line.Open'),
  Resolved: msg('disputes.line.Resolved'),
  Rejected: msg('disputes.line.Rejected'),
};

/** Whether the server's status is one this screen has words for (else it shows as the server names it). */
export const isKnownStatus = (status: string): status is DisputeStatus => Object.hasOwn(statusWords, status);
