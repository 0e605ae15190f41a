import { useState } from 'react';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { PaymentDialog, type PaymentDialogProps, usePaymentDecision } from './PaymentDialog';

/** Gives an unmatched payment to a member: the members whose phone and name fit come first. */
export function AssignPaymentDialog(props: PaymentDialogProps) {
  const { payment } = props;
  const { send, frame } = usePaymentDecision(props);
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
    send({ action: 'assign', user_id: Number(userId) });
  };
  return (
    <PaymentDialog kind="assign" {...frame} onSubmit={submit}>
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
