import { useState } from 'react';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { useTranslation } from '../../../i18n';
import { PaymentDialog, type PaymentDialogProps, usePaymentDecision } from './PaymentDialog';

/** Gives an unmatched payment to a member: the members whose phone and name fit come first. */
export function AssignPaymentDialog(props: PaymentDialogProps) {
  const { payment } = props;
  const { t } = useTranslation();
  const { send, frame } = usePaymentDecision(props);
  const [userId, setUserId] = useState(payment.suggestions[0] ? String(payment.suggestions[0].user_id) : '');
  const [error, setError] = useState<string | undefined>();
  const suggestions = payment.suggestions.map((s) => ({
    id: s.user_id,
    name: s.name,
    detail: t('payments.dialogs.suggested', { number: s.member_number }),
  }));
  const submit = () => {
    if (!userId) {
      setError(t('payments.dialogs.memberRequired'));
      return;
    }
    send({ action: 'assign', user_id: Number(userId) });
  };
  return (
    <PaymentDialog kind="assign" {...frame} onSubmit={submit}>
      <MemberPicker
        label={t('payments.dialogs.member')}
        value={userId}
        onChange={(value) => {
          setUserId(value);
          setError(undefined);
        }}
        suggestions={suggestions}
        selectedLabel={payment.suggestions[0]?.name}
        error={error}
        hint={t('payments.dialogs.assignHint')}
      />
    </PaymentDialog>
  );
}
