import type { PaymentSource, PaymentStatus } from '@links/domain';

export const sourceLabels: Record<PaymentSource, string> = {
  c2b: 'M-Pesa (live)',
  mpesa_statement: 'M-Pesa statement',
  bank_statement: 'Bank statement',
};

export const paymentStatusTones: Record<PaymentStatus, string> = {
  Unmatched: 'bg-orange-50 text-orange-800 ring-orange-600/25',
  'Pending approval': 'bg-amber-50 text-amber-800 ring-amber-600/25',
  Approved: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  Ignored: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      data-testid="payment-status"
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${paymentStatusTones[status]}`}
    >
      {status}
    </span>
  );
}
