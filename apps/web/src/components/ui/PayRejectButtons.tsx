import { useTranslation } from '../../i18n';
import { Button } from './Button';

/**
 * An official's two answers to a member's request that would pay them (a withdrawal, a claim on a
 * fund): Pay, through the quorum, and Reject, with a reason (docs/decisions/withdrawals.md, "Payout";
 * docs/decisions/fund-claims.md, "Paying a claim"). `what` names it for screen readers:
 * "Wanjiru Kamau's claim".
 */
export function PayRejectButtons({
  what,
  canPay = true,
  busy,
  onPay,
  onReject,
}: {
  what: string;
  canPay?: boolean;
  busy: boolean;
  onPay: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex gap-2">
      <Button
        className="px-3 py-1"
        disabled={!canPay || busy}
        aria-label={t('common.request.payWhat', { what })}
        onClick={onPay}
      >
        {t('common.request.pay')}
      </Button>
      <Button
        variant="secondary"
        className="px-3 py-1"
        disabled={busy}
        aria-label={t('common.request.rejectWhat', { what })}
        onClick={onReject}
      >
        {t('common.request.reject')}
      </Button>
    </span>
  );
}
