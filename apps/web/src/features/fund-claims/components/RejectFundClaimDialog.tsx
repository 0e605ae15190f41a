import { type FundClaimView, formatKES, fullName, rejectFundClaimBody } from '@links/domain';
import { RejectRequestDialog } from '../../../components/ui/RejectRequestDialog';
import { kesToCents } from '../../../lib/money';
import { useRejectFundClaim } from '../api/fund-claims';

export const REJECT_FAILED = 'Failed to reject the claim';

/**
 * Asks why, then rejects a requested claim; the member is told the reason
 * (docs/decisions/fund-claims.md, "Rejecting a claim").
 */
export function RejectFundClaimDialog({
  claim,
  onClose,
  onRejected,
}: {
  claim: FundClaimView | null;
  onClose: () => void;
  onRejected: (message: string) => void;
}) {
  return (
    <RejectRequestDialog
      item={claim}
      idOf={(c) => c.claim_id}
      title="Reject claim"
      describe={(c) => `${fullName(c)} claimed ${formatKES(kesToCents(c.amount))} from the ${c.fund_name}.`}
      failed={REJECT_FAILED}
      schema={rejectFundClaimBody}
      reject={useRejectFundClaim()}
      onClose={onClose}
      onRejected={onRejected}
    />
  );
}
