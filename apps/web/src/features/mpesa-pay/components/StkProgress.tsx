import { formatKES, formatKenyanPhone, type StkView } from '@links/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Trans } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { msg, useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { approvalsKey, paymentsKey, transactionsKey } from '../../../lib/query-keys';
import { useStkRequest } from '../api/stk';

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
  const { t } = useTranslation();
  const request = useStkRequest(asked);
  const shown = request.data;
  useRefreshWhenPaid(shown.status === 'Completed');
  return (
    <div className="space-y-4" data-testid="stk-progress">
      <p className="text-sm text-slate-600">
        <Trans
          i18nKey={msg('mpesaPay.progress.asked')}
          values={{ amount: formatKES(kesToCents(shown.amount)), phone: formatKenyanPhone(shown.phone) }}
          components={{
            0: <span className="tabular font-semibold text-slate-900" />,
            1: <span className="whitespace-nowrap" />,
          }}
        />
      </p>
      <Outcome shown={shown} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant={shown.status === 'Completed' ? 'primary' : 'secondary'} onClick={onClose}>
          {shown.status === 'Completed' ? t('mpesaPay.progress.done') : t('common.close')}
        </Button>
        {shown.status === 'Failed' ? (
          <Button onClick={onTryAgain}>{t('mpesaPay.progress.tryAgain')}</Button>
        ) : null}
      </div>
    </div>
  );
}

function Outcome({ shown }: { shown: StkView }) {
  const { t } = useTranslation();
  if (shown.status === 'Completed') {
    return (
      <Alert tone="success">
        <p className="font-semibold">
          {/* The receipt is missing only when the status query, not the callback, said it was paid. */}
          {shown.receipt
            ? t('mpesaPay.progress.paidReceipt', { receipt: shown.receipt })
            : t('mpesaPay.progress.paid')}
        </p>
        {shown.reason ? <p className="mt-1">{shown.reason}</p> : null}
      </Alert>
    );
  }
  if (shown.status === 'Failed') {
    return (
      <Alert>
        <p className="font-semibold">{t('mpesaPay.progress.notPaid')}</p>
        <p className="mt-1">{shown.reason || t('mpesaPay.progress.noReason')}</p>
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
        <p className="font-semibold">{t('mpesaPay.progress.waiting')}</p>
        <p className="mt-0.5 text-sky-800">{t('mpesaPay.progress.updates')}</p>
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
