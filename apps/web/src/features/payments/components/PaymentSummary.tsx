import type { PaymentView } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { kesToCents } from '../../../lib/money';
import { AccountRef, sourceOf } from './labels';

/** What a dialog is about: the amount, the receipt, who paid and when. */
export function PaymentSummary({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm" data-testid="payment-summary">
      <p className="text-lg font-bold text-slate-900">
        <Money cents={kesToCents(payment.amount)} currency />
      </p>
      <p className="text-slate-600">
        {payment.receipt || t('payments.summary.noReference')} · {sourceOf(t, payment.source)} ·{' '}
        {formatDate(payment.paid_on)}
      </p>
      <p className="text-slate-600">
        {payment.payer_name ?? t('payments.summary.unknownPayer')}
        {payment.payer_phone ? ` (${payment.payer_phone})` : ''}
        <AccountRef payment={payment} />
      </p>
    </div>
  );
}
