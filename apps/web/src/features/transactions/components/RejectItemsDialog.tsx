import { decisionSchema, type TransactionType } from '@links/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextArea } from '../../../components/ui/TextArea';
import { messageOf } from '../../../lib/api';
import { useRejectItems } from '../api/decide-items';
import { transactionLabel } from '../api/types';
import { transactionTypeLabels } from './labels';

export const REASON_MAX = 200;
export const REJECT_FAILED = 'Error rejecting items';

/**
 * Beyond the spec (decisions §7): asks why, then rejects the Pending items of one type of a
 * transaction. The reason (required, at most 200 characters) is shown to the admin and the member.
 */
export function RejectItemsDialog({
  transactionId,
  type,
  pendingOfType,
  onClose,
  onRejected,
}: {
  transactionId: number;
  type: TransactionType | null;
  pendingOfType: number;
  onClose: () => void;
  onRejected: (message: string) => void;
}) {
  const reject = useRejectItems();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    if (reject.isPending) return;
    setReason('');
    setError(undefined);
    reject.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!type) return;
    const decision = decisionSchema.safeParse({ status: 'Rejected', reason });
    if (!decision.success || decision.data.status !== 'Rejected') {
      setError(decision.error?.issues[0]?.message ?? 'A reason is required to reject');
      return;
    }
    reject.mutate(
      { type, id: transactionId, reason: decision.data.reason },
      {
        onSuccess: (answer) => {
          setReason('');
          onRejected(answer.message);
        },
      },
    );
  };

  const label = type ? transactionTypeLabels[type].toLowerCase() : '';
  return (
    <Modal open={type !== null} onClose={close} title="Reject payment">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          {pendingOfType > 1
            ? `This rejects the ${pendingOfType} pending ${label} items of ${transactionLabel(transactionId)}.`
            : `This rejects the pending ${label} item of ${transactionLabel(transactionId)}.`}{' '}
          No money moves, and the member sees the reason.
        </p>
        {reject.isError ? <Alert>{messageOf(reject.error, REJECT_FAILED)}</Alert> : null}
        <TextArea
          label="Reason"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          maxLength={REASON_MAX}
          error={error}
          rows={3}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={reject.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={reject.isPending}>
            {reject.isPending ? 'Rejecting…' : 'Reject'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
