import { formatMoney, SPLIT_TYPES } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
import { MoneyInput } from '../../../components/ui/MoneyInput';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { PaymentDialog, type PaymentDialogProps, usePaymentDecision } from './PaymentDialog';
import { useSplit } from './useSplit';

/**
 * Approves a pending payment into the account it came into, with the proposed split (installments
 * due, long-term then short-term, then savings) or the treasurer's own: any item a hand entry takes,
 * savings and the loans first, then the kinds of contribution, the member's merry-go-rounds and their
 * fines (docs/decisions/payments.md, "A matched payment's transaction"); the split must add up. A
 * refusal naming an item shows under its amount; changing an amount clears it.
 */
export function ApprovePaymentDialog(props: PaymentDialogProps) {
  const { payment } = props;
  const { t } = useTranslation();
  const { send, forget, frame } = usePaymentDecision(props);
  const split = useSplit(payment, frame.error);
  const refusal = frame.error ? messageOf(frame.error, '') : '';
  // A refusal already said under an amount is not said again above the split.
  const error = split.saidUnderLines.includes(refusal) ? null : frame.error;

  const submit = () => {
    const body = split.body();
    if (body) send({ action: 'approve', ...body });
  };

  return (
    <PaymentDialog kind="approve" {...frame} error={error} onSubmit={submit} disabled={!payment.can_approve}>
      <p className="text-sm text-slate-600">
        {t('payments.dialogs.receivedInto', {
          name: payment.member_name ?? '',
          number: payment.member_number ?? '',
          account: payment.account?.name ?? t('payments.dialogs.theMpesaAccount'),
        })}
      </p>
      {!payment.can_approve ? <Alert tone="info">{t('payments.dialogs.makerChecker')}</Alert> : null}
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{t('payments.dialogs.split')}</legend>
        {split.lines.map((line, index) => (
          <MoneyInput
            key={line.key}
            label={line.label}
            // The other items start under a rule of their own, below savings and the loans.
            className={index === SPLIT_TYPES.length ? 'border-t border-slate-100 pt-3' : undefined}
            value={split.textOf(line)}
            onChange={(text) => {
              split.change(line, text);
              forget();
            }}
            error={split.errorOf(line)}
            hint={line.hint}
          />
        ))}
        <p
          className={`text-sm ${split.total === split.amount ? 'text-slate-600' : 'text-red-700'}`}
          data-testid="split-total"
        >
          {t('payments.dialogs.splitTotal', {
            total: formatMoney(split.total),
            amount: formatMoney(split.amount),
          })}
        </p>
        {split.problem ? <Alert>{split.problem}</Alert> : null}
      </fieldset>
    </PaymentDialog>
  );
}
