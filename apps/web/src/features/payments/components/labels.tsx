import type { PaymentSource, PaymentStatus, PaymentView } from '@links/domain';
import type { TFunction } from 'i18next';
import { msg, useTranslation } from '../../../i18n';

/** Where a payment came from, as the server names it, in the language on screen. */
const sourceWords = {
  c2b: msg('payments.sources.c2b'),
  mpesa_statement: msg('payments.sources.mpesaStatement'),
  bank_statement: msg('payments.sources.bankStatement'),
} as const satisfies Record<PaymentSource, string>;

/** A payment's status as the server names it, in the language on screen. */
const statusWords = {
  Unmatched: msg('payments.statuses.unmatched'),
  'Pending approval': msg('payments.statuses.pendingApproval'),
  Approved: msg('payments.statuses.approved'),
  Ignored: msg('payments.statuses.ignored'),
} as const satisfies Record<PaymentStatus, string>;

/** `M-Pesa (live)`; a source this screen does not know yet shows as the server names it. */
export const sourceOf = (t: TFunction, source: string): string =>
  Object.hasOwn(sourceWords, source) ? t(sourceWords[source as PaymentSource]) : source;

/** `Pending approval`; a status this screen does not know yet shows as the server names it. */
export const paymentStatusOf = (t: TFunction, status: string): string =>
  Object.hasOwn(statusWords, status) ? t(statusWords[status as PaymentStatus]) : status;

export const paymentStatusTones: Record<PaymentStatus, string> = {
  Unmatched: 'bg-orange-50 text-orange-800 ring-orange-600/25',
  'Pending approval': 'bg-amber-50 text-amber-800 ring-amber-600/25',
  Approved: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  Ignored: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="payment-status"
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${paymentStatusTones[status]}`}
    >
      {paymentStatusOf(t, status)}
    </span>
  );
}

/** `Acc. M002`: the account number the payer gave, after what it follows. */
export function AccountRef({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation();
  if (!payment.account_ref) return null;
  return (
    <>
      {' · '}
      {t('payments.table.accountRef', { ref: payment.account_ref })}
    </>
  );
}
