import { formatKenyanPhone, type StkDue, type StkView } from '@links/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { Modal } from '../../../components/ui/Modal';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useRequestStk, useStkDue } from '../api/stk';
import { StkForm, type StkValues } from './StkForm';
import { StkProgress } from './StkProgress';

/** The form's first values: the amount due (none when nothing is), the member's own phone. */
export const startOf = (due: StkDue): StkValues => ({
  amount: due.amount > 0 ? due.amount : undefined,
  phone: due.phone ? formatKenyanPhone(due.phone) : '',
});

/**
 * "Pay with M-Pesa" (docs/decisions/daraja.md, "Pay with M-Pesa", "What is due"): what is due and
 * the amount and phone to ask, then, once the request is taken, what becomes of it. "Try again"
 * goes back to the form with what was sent.
 */
export function PayWithMpesaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const due = useStkDue();
  const request = useRequestStk();
  const [asked, setAsked] = useState<StkView | null>(null);
  const [values, setValues] = useState<StkValues | null>(null);
  const close = () => {
    if (!request.isPending) onClose();
  };
  const form = () => {
    if (due.isPending) return <Loading>{t('mpesaPay.due.loading')}</Loading>;
    if (due.isError) return <Alert>{messageOf(due.error, t('mpesaPay.due.failed'))}</Alert>;
    return (
      <StkForm
        due={due.data}
        start={values ?? startOf(due.data)}
        request={request}
        onCancel={close}
        onAsked={(view, sent) => {
          setValues(sent);
          setAsked(view);
        }}
      />
    );
  };
  return (
    <Modal open={open} onClose={close} title={t('mpesaPay.title')}>
      {asked ? (
        <StkProgress
          asked={asked}
          onClose={close}
          onTryAgain={() => {
            request.reset();
            setAsked(null);
          }}
        />
      ) : (
        form()
      )}
    </Modal>
  );
}
