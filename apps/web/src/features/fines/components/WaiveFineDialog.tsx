import { type ApprovalPending, type FineView, formatKES, waiveFineBody } from '@links/domain';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { useTranslation } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { kesToCents } from '../../../lib/money';
import { useWaiveFine } from '../api/fines';
import { fineFor } from './fine-labels';

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
  const { t } = useTranslation();
  const waive = useWaiveFine();
  // The fine stays on screen while the dialog fades out after it was closed.
  const [shown, setShown] = useState(fine);
  if (fine && fine !== shown) setShown(fine);

  const owed = shown ? kesToCents(shown.amount) - kesToCents(shown.paid) - kesToCents(shown.waived) : 0;
  return (
    <ReasonDialog
      open={fine !== null}
      title={t('fines.dialog.title')}
      description={
        shown
          ? t('fines.dialog.describe', {
              amount: formatKES(owed),
              name: `${shown.firstname} ${shown.lastname}`,
              what: fineFor(t, shown),
            })
          : null
      }
      failure={waive.isError ? messageOf(waive.error, t('fines.dialog.failed')) : undefined}
      pending={waive.isPending}
      action={t('fines.dialog.action')}
      pendingAction={t('fines.dialog.pending')}
      read={(reason) => {
        const body = waiveFineBody.safeParse({ reason });
        return body.success
          ? body.data
          : { error: body.error.issues[0]?.message ?? t('fines.dialog.reasonRequired') };
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
