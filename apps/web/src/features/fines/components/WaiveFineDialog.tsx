import { type FineView, formatKES, REASON_MAX, waiveFineBody } from '@links/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextArea } from '../../../components/ui/TextArea';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { useWaiveFine } from '../api/fines';
import { fineFor } from './fine-labels';

export const WAIVE_FAILED = 'Failed to waive the fine';

/** Asks why, then waives what is still owed of a fine (issue 14 §5: by an admin, with a reason). */
export function WaiveFineDialog({
  fine,
  onClose,
  onWaived,
}: {
  fine: FineView | null;
  onClose: () => void;
  onWaived: (fine: FineView) => void;
}) {
  const waive = useWaiveFine();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The fine stays on screen while the dialog fades out after it was closed.
  const [shown, setShown] = useState(fine);
  if (fine && fine !== shown) setShown(fine);

  const close = () => {
    if (waive.isPending) return;
    setReason('');
    setError(undefined);
    waive.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fine) return;
    const body = waiveFineBody.safeParse({ reason });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? 'reason is required');
      return;
    }
    waive.mutate(
      { id: fine.id, body: body.data },
      {
        onSuccess: (waived) => {
          setReason('');
          waive.reset();
          onWaived(waived);
        },
      },
    );
  };

  const owed = shown ? kesToCents(shown.amount) - kesToCents(shown.paid) - kesToCents(shown.waived) : 0;
  return (
    <Modal open={fine !== null} onClose={close} title="Waive fine">
      {shown ? (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">
            This waives the {formatKES(owed)} still owed of {shown.firstname} {shown.lastname}'s fine (
            {fineFor(shown)}). No money moves, and the reason is kept with the fine.
          </p>
          {waive.isError ? <Alert>{messageOf(waive.error, WAIVE_FAILED)}</Alert> : null}
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
            <Button variant="secondary" onClick={close} disabled={waive.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={waive.isPending}>
              {waive.isPending ? 'Waiving…' : 'Waive'}
            </Button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
