import { useState } from 'react';
import { Select } from '../../../components/ui/Select';
import { fullName, useUsers } from '../../members';
import { useDecidePayment } from '../api/decide-payment';
import { PaymentDialog, type PaymentDialogProps } from './PaymentDialog';

export const ASSIGN_FAILED = 'Failed to assign the payment';

/** Gives an unmatched payment to a member: the members whose phone and name fit come first. */
export function AssignPaymentDialog({ payment, onClose, onDone }: PaymentDialogProps) {
  const users = useUsers();
  const decide = useDecidePayment();
  const [userId, setUserId] = useState(payment.suggestions[0] ? String(payment.suggestions[0].user_id) : '');
  const [error, setError] = useState<string | undefined>();
  const suggested = new Set(payment.suggestions.map((s) => s.user_id));
  const options = [
    ...payment.suggestions.map((s) => ({
      value: String(s.user_id),
      label: `${s.name} · ${s.member_number} (suggested)`,
    })),
    ...(users.data ?? [])
      .filter((user) => !suggested.has(user.users_id))
      .map((user) => ({ value: String(user.users_id), label: `${fullName(user)} · ${user.member_number}` })),
  ];
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
      <Select
        label="Member"
        value={userId}
        onChange={(value) => {
          setUserId(value);
          setError(undefined);
        }}
        options={options}
        placeholder={users.isPending ? 'Loading members...' : 'Select a member'}
        error={error ?? (users.isError ? 'Failed to fetch users.' : undefined)}
        hint="It becomes the member's pending transaction: installments due first, then savings."
      />
    </PaymentDialog>
  );
}
