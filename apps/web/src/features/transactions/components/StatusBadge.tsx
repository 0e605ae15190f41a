import type { OverallTransactionStatus, TransactionItemStatus } from '@links/domain';
import { msg, useTranslation } from '../../../i18n';

type Status = OverallTransactionStatus | TransactionItemStatus | 'Reversed';

const tones: Record<Status, string> = {
  Approved: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  Pending: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  Rejected: 'bg-red-50 text-red-800 ring-red-600/20',
  'Partially Approved': 'bg-sky-50 text-sky-800 ring-sky-600/20',
  'Partially Rejected': 'bg-orange-50 text-orange-800 ring-orange-600/25',
  Reversed: 'bg-slate-100 text-slate-700 ring-slate-500/25',
};

/** A status as the server names it, in the language on screen. */
export const statusWords = {
  Approved: msg('transactions.statuses.approved'),
  Pending: msg('transactions.statuses.pending'),
  Rejected: msg('transactions.statuses.rejected'),
  'Partially Approved': msg('transactions.statuses.partiallyApproved'),
  'Partially Rejected': msg('transactions.statuses.partiallyRejected'),
  Reversed: msg('transactions.statuses.reversed'),
} as const satisfies Record<Status, string>;

/** Whether the server's status is one this screen has words for (else it shows as the server names it). */
export const isKnownStatus = (status: string): status is Status => Object.hasOwn(statusWords, status);

/**
 * A transaction's or an item's status as a coloured pill. docs/spec/states.md, "Approval": Pending is shown
 * in places as `Pending Approval` (`pendingApproval`).
 */
export function StatusBadge({
  status,
  pendingApproval = false,
}: {
  status: Status;
  pendingApproval?: boolean;
}) {
  const { t } = useTranslation();
  let words: string = status;
  if (status === 'Pending' && pendingApproval) words = t('transactions.statuses.pendingApproval');
  else if (isKnownStatus(status)) words = t(statusWords[status]);
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[status] ?? ''}`}
    >
      {words}
    </span>
  );
}

/** An item's status as the member and the admin see it: `Pending Approval`, and why it was rejected. */
export function ItemStatus({ status, reason }: { status: TransactionItemStatus; reason?: string | null }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-col items-end gap-1 md:items-start">
      <StatusBadge status={status} pendingApproval />
      {reason ? (
        <span className="text-xs text-red-700" data-testid="reject-reason">
          {t('transactions.items.reason', { reason })}
        </span>
      ) : null}
    </span>
  );
}
