import { useState } from 'react';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { useDecidePayment } from '../api/decide-payment';
import { PaymentDialog, type PaymentDialogProps } from './PaymentDialog';

export const ASSIGN_FAILED = 'Failed to assign the payment';

/** Gives an unmatched payment to a member: the members whose phone and name fit come first. */
export function AssignPaymentDialog({ payment, onClose, onDone }: PaymentDialogProps) {
  const decide = useDecidePayment();
  const [userId, setUserId] = useState(payment.suggestions[0] ? String(payment.suggestions[0].user_id) : '');
  const [error, setError] = useState<string | undefined>();
  const suggestions = payment.suggestions.map((s) => ({
    id: s.user_id,
    name: s.name,
    detail: `${s.member_number} (suggested)`,
  }));
  const submit = () => {
    if (!userId) {
      setError('Member is required');
      return;
    }
    decide.mutate(
      { action: 'assign', id: payment.id, user_id: Number(userId) },
      { onSuccess: (answer) => onDone(answer.message) },
    );
  };
  return (
    <PaymentDialog
      title="Assign payment"
      payment={payment}
      onClose={onClose}
      onSubmit={submit}
      pending={decide.isPending}
      error={decide.error}
      fallback={ASSIGN_FAILED}
      action="Assign"
      busyAction="Assigning…"
    >
      <MemberPicker
        label="Member"
        value={userId}
        onChange={(value) => {
          setUserId(value);
          setError(undefined);
        }}
        suggestions={suggestions}
        selectedLabel={payment.suggestions[0]?.name}
        error={error}
        hint="It becomes the member's pending transaction: installments due first, then savings."
      />
    </PaymentDialog>
  );
}
