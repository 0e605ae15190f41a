import { ignorePaymentBody } from '@links/domain';
import { ReasonField, useReason } from '../../../components/ui/ReasonDialog';
import { useDecidePayment } from '../api/decide-payment';
import { PaymentDialog, type PaymentDialogProps } from './PaymentDialog';

export const IGNORE_FAILED = 'Failed to ignore the payment';

/** Sets a payment aside with a reason (not a member's money); a pending one's transaction is rejected. */
export function IgnorePaymentDialog({ payment, onClose, onDone }: PaymentDialogProps) {
  const decide = useDecidePayment();
  const reason = useReason();
  const submit = () => {
    const parsed = ignorePaymentBody.safeParse({ reason: reason.field.value });
    if (!parsed.success) {
      reason.refuse(parsed.error.issues[0]?.message);
      return;
    }
    decide.mutate(
      { action: 'ignore', id: payment.id, reason: parsed.data.reason },
      { onSuccess: (answer) => onDone(answer.message) },
    );
  };
  return (
    <PaymentDialog
      title="Ignore payment"
      payment={payment}
      onClose={onClose}
      onSubmit={submit}
      pending={decide.isPending}
      error={decide.error}
      fallback={IGNORE_FAILED}
      action="Ignore"
      busyAction="Ignoring…"
      danger
    >
      <ReasonField {...reason.field} />
    </PaymentDialog>
  );
}
