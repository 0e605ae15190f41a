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
  return (
    <span className="flex gap-2">
      <Button className="px-3 py-1" disabled={!canPay || busy} aria-label={`Pay ${what}`} onClick={onPay}>
        Pay
      </Button>
      <Button
        variant="secondary"
        className="px-3 py-1"
        disabled={busy}
        aria-label={`Reject ${what}`}
        onClick={onReject}
      >
        Reject
      </Button>
    </span>
  );
}
