import { type FundClaimView, formatKES, fullName, rejectFundClaimBody } from '@links/domain';
import { RejectRequestDialog } from '../../../components/ui/RejectRequestDialog';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { useRejectFundClaim } from '../api/fund-claims';

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
  const { t } = useTranslation();
  return (
    <RejectRequestDialog
      item={claim}
      idOf={(c) => c.claim_id}
      title={t('fundClaims.reject.title')}
      describe={(c) =>
        t('fundClaims.reject.describe', {
          name: fullName(c),
          amount: formatKES(kesToCents(c.amount)),
          fund: c.fund_name,
        })
      }
      failed={t('fundClaims.reject.failed')}
      schema={rejectFundClaimBody}
      reject={useRejectFundClaim()}
      onClose={onClose}
      onRejected={onRejected}
    />
  );
}
