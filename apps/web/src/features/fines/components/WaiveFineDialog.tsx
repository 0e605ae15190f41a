import { type ApprovalPending, type FineView, formatKES, waiveFineBody } from '@links/domain';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { useWaiveFine } from '../api/fines';
import { fineFor } from './fine-labels';

export const WAIVE_FAILED = 'Failed to waive the fine';

/**
 * Asks why, then waives what is still owed of a fine (docs/decisions/lending.md, "Fines": by an admin, with a
 * reason).
 */
export function WaiveFineDialog({
  fine,
  onClose,
  onWaived,
}: {
  fine: FineView | null;
  onClose: () => void;
  /** The fine waived, or the request waiting for the officials' approval. */
  onWaived: (fine: FineView | ApprovalPending) => void;
}) {
  const waive = useWaiveFine();
  // The fine stays on screen while the dialog fades out after it was closed.
  const [shown, setShown] = useState(fine);
  if (fine && fine !== shown) setShown(fine);

  const owed = shown ? kesToCents(shown.amount) - kesToCents(shown.paid) - kesToCents(shown.waived) : 0;
  return (
    <ReasonDialog
      open={fine !== null}
      title="Waive fine"
      description={
        shown ? (
          <>
            This waives the {formatKES(owed)} still owed of {shown.firstname} {shown.lastname}'s fine (
            {fineFor(shown)}). No money moves, and the reason is kept with the fine.
          </>
        ) : null
      }
      failure={waive.isError ? messageOf(waive.error, WAIVE_FAILED) : undefined}
      pending={waive.isPending}
      action="Waive"
      pendingAction="Waiving…"
      read={(reason) => {
        const body = waiveFineBody.safeParse({ reason });
        return body.success ? body.data : { error: body.error.issues[0]?.message ?? 'reason is required' };
      }}
      onSubmit={(reason) => {
        if (!fine) return;
        waive.mutate(
          { id: fine.id, body: { reason } },
          {
            onSuccess: (waived) => {
              waive.reset();
              onWaived(waived);
            },
          },
        );
      }}
      onClose={() => {
        waive.reset();
        onClose();
      }}
    />
  );
}
