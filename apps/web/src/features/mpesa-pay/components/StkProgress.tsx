import { formatKES, formatKenyanPhone, type StkView } from '@links/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { kesToCents } from '../../../lib/money';
import { approvalsKey, paymentsKey, transactionsKey } from '../../../lib/query-keys';
import { useStkRequest } from '../api/stk';

export const WAITING = 'Check your phone and enter your M-Pesa PIN';
/** Paid; the receipt is missing only when the status query, not the callback, said so. */
export const paidWords = (receipt: string | null) =>
  `Paid.${receipt ? ` Receipt ${receipt}.` : ''} The treasurer will approve it.`;
export const NOT_PAID = 'Not paid.';
/** Said when Safaricom gave no reason of its own. */
export const FAILED_WITHOUT_REASON = 'M-Pesa gave no reason.';

/**
 * What became of a request to the member's phone, read every two seconds while it is `Pending`
 * (docs/decisions/daraja.md, "The callback", "The status query"): waiting for the PIN, paid with its
 * receipt (a payment that waits for the treasurer's approval), or failed with Safaricom's words and
 * a way to try again.
 */
export function StkProgress({
  asked,
  onTryAgain,
  onClose,
}: {
  asked: StkView;
  onTryAgain: () => void;
  onClose: () => void;
}) {
  const request = useStkRequest(asked);
  const shown = request.data;
  useRefreshWhenPaid(shown.status === 'Completed');
  return (
    <div className="space-y-4" data-testid="stk-progress">
      <p className="text-sm text-slate-600">
        <span className="tabular font-semibold text-slate-900">{formatKES(kesToCents(shown.amount))}</span>{' '}
        asked of <span className="whitespace-nowrap">{formatKenyanPhone(shown.phone)}</span>.
      </p>
      <Outcome shown={shown} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant={shown.status === 'Completed' ? 'primary' : 'secondary'} onClick={onClose}>
          {shown.status === 'Completed' ? 'Done' : 'Close'}
        </Button>
        {shown.status === 'Failed' ? <Button onClick={onTryAgain}>Try again</Button> : null}
      </div>
    </div>
  );
}

function Outcome({ shown }: { shown: StkView }) {
  if (shown.status === 'Completed') {
    return (
      <Alert tone="success">
        <p className="font-semibold">{paidWords(shown.receipt)}</p>
        {shown.reason ? <p className="mt-1">{shown.reason}</p> : null}
      </Alert>
    );
  }
  if (shown.status === 'Failed') {
    return (
      <Alert>
        <p className="font-semibold">{NOT_PAID}</p>
        <p className="mt-1">{shown.reason || FAILED_WITHOUT_REASON}</p>
      </Alert>
    );
  }
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-3"
    >
      <span
        aria-hidden
        className="mt-0.5 h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-sky-200 border-t-sky-700"
      />
      <div className="text-sm text-sky-900">
        <p className="font-semibold">{WAITING}</p>
        <p className="mt-0.5 text-sky-800">This updates by itself once M-Pesa answers.</p>
      </div>
    </div>
  );
}

/**
 * Once paid, the payment is the member's pending transaction (docs/decisions/daraja.md, "The
 * callback"): the screens that list them are refreshed.
 */
function useRefreshWhenPaid(paid: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!paid) return;
    for (const queryKey of [transactionsKey, paymentsKey, approvalsKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [paid, queryClient]);
}
