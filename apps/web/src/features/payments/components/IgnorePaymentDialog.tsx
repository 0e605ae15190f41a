import { ignorePaymentBody } from '@links/domain';
import { ReasonField, useReason } from '../../../components/ui/ReasonDialog';
import { PaymentDialog, type PaymentDialogProps, usePaymentDecision } from './PaymentDialog';

/** Sets a payment aside with a reason (not a member's money); a pending one's transaction is rejected. */
export function IgnorePaymentDialog(props: PaymentDialogProps) {
  const { send, frame } = usePaymentDecision(props);
  const reason = useReason();
  const submit = () => {
    const parsed = ignorePaymentBody.safeParse({ reason: reason.field.value });
    if (!parsed.success) {
      reason.refuse(parsed.error.issues[0]?.message);
      return;
    }
    send({ action: 'ignore', reason: parsed.data.reason });
  };
  return (
    <PaymentDialog kind="ignore" {...frame} onSubmit={submit}>
      <ReasonField {...reason.field} />
    </PaymentDialog>
  );
}
