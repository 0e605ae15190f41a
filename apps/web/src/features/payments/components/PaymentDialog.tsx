import type { PaymentView } from '@links/domain';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { messageOf } from '../../../lib/api';
import { PaymentSummary } from './PaymentSummary';

/** What each payment dialog is given: the payment, how to close, and what to do when it is done. */
export interface PaymentDialogProps {
  payment: PaymentView;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * The frame of the payment dialogs (assign, approve, ignore): the payment, the server's refusal,
 * the dialog's own fields, and Cancel beside the action. Closing waits while a call is under way.
 */
export function PaymentDialog({
  title,
  payment,
  onClose,
  onSubmit,
  pending,
  error,
  fallback,
  action,
  busyAction,
  danger = false,
  disabled = false,
  children,
}: {
  title: string;
  payment: PaymentView;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  error: unknown;
  fallback: string;
  action: string;
  busyAction: string;
  danger?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal open onClose={() => !pending && onClose()} title={title}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <PaymentSummary payment={payment} />
        {error ? <Alert>{messageOf(error, fallback)}</Alert> : null}
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending || disabled}>
            {pending ? busyAction : action}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
