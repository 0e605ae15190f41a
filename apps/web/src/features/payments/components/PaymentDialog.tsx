import type { PaymentView } from '@links/domain';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { msg, useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { type PaymentDecision, useDecidePayment } from '../api/decide-payment';
import { PaymentSummary } from './PaymentSummary';

/** What each payment dialog is given: the payment, how to close, and what to do when it is done. */
export interface PaymentDialogProps {
  payment: PaymentView;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Each decision's dialog: its title, its button (idle and busy), and what a failure says. */
const decisions = {
  assign: {
    title: msg('payments.dialogs.assignTitle'),
    action: msg('payments.table.assign'),
    busy: msg('payments.dialogs.assigning'),
    failed: msg('payments.dialogs.assignFailed'),
  },
  approve: {
    title: msg('payments.dialogs.approveTitle'),
    action: msg('payments.table.approve'),
    busy: msg('payments.dialogs.approving'),
    failed: msg('payments.dialogs.approveFailed'),
  },
  ignore: {
    title: msg('payments.dialogs.ignoreTitle'),
    action: msg('payments.table.ignore'),
    busy: msg('payments.dialogs.ignoring'),
    failed: msg('payments.dialogs.ignoreFailed'),
  },
} as const;

type WithoutId<Decision> = Decision extends unknown ? Omit<Decision, 'id'> : never;

/**
 * A dialog's decision about its payment: `send` adds the payment's id and, once the server agrees,
 * hands its message to `onDone`; `forget` clears a refusal once what it refused is changed; `frame` is
 * what the dialog's frame shows of the call.
 */
export function usePaymentDecision({ payment, onClose, onDone }: PaymentDialogProps) {
  const decide = useDecidePayment();
  const send = (decision: WithoutId<PaymentDecision>) =>
    decide.mutate({ ...decision, id: payment.id } as PaymentDecision, {
      onSuccess: (answer) => onDone(answer.message),
    });
  const forget = () => {
    if (decide.isError) decide.reset();
  };
  return { send, forget, frame: { payment, onClose, pending: decide.isPending, error: decide.error } };
}

/**
 * The frame of the payment dialogs (assign, approve, ignore): the payment, the server's refusal,
 * the dialog's own fields, and Cancel beside the action. Closing waits while a call is under way.
 */
export function PaymentDialog({
  kind,
  payment,
  onClose,
  onSubmit,
  pending,
  error,
  disabled = false,
  children,
}: {
  kind: keyof typeof decisions;
  payment: PaymentView;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  error: unknown;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { title, action, busy, failed } = decisions[kind];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal open onClose={() => !pending && onClose()} title={t(title)}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <PaymentSummary payment={payment} />
        {error ? <Alert>{messageOf(error, t(failed))}</Alert> : null}
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={kind === 'ignore' ? 'danger' : 'primary'}
            disabled={pending || disabled}
          >
            {pending ? t(busy) : t(action)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
