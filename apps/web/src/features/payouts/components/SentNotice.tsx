import { formatKES, formatKenyanPhone, fullName, type PayoutView } from '@links/domain';
import type { TFunction } from 'i18next';
import { Alert } from '../../../components/ui/Alert';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import { usePayout } from '../api/payouts';

interface Saying {
  tone: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

/**
 * What became of a payout sent (docs/decisions/payouts.md, "Sending"): with Safaricom, in doubt (Daraja
 * did not answer: Links asks), sent with its receipt, or not sent with Safaricom's reason.
 */
export function sentSaying(t: TFunction, payout: PayoutView): Saying {
  const amount = formatKES(kesToCents(payout.amount));
  const to = payout.phone ? formatKenyanPhone(payout.phone) : fullName(payout);
  switch (payout.status) {
    case 'Completed':
      return {
        tone: 'success',
        text: payout.receipt
          ? t('payouts.notice.sentReceipt', { amount, to, receipt: payout.receipt })
          : t('payouts.notice.sent', { amount, to }),
      };
    case 'Failed': {
      const why = (payout.reason ?? t('payouts.notice.refused')).replace(/\.$/, '');
      return { tone: 'error', text: t('payouts.notice.notSent', { amount, to, why }) };
    }
    case 'Sent':
      return payout.reason
        ? { tone: 'warning', text: payout.reason }
        : { tone: 'info', text: t('payouts.notice.waiting', { amount, to }) };
    default:
      return { tone: 'info', text: t('payouts.notice.owed', { amount, name: fullName(payout) }) };
  }
}

/**
 * The message a payout just sent leaves above the list, following the payout until Safaricom's result
 * comes, whatever the list's filter shows.
 */
export function SentNotice({ sent }: { sent: PayoutView }) {
  const { t } = useTranslation();
  const payout = usePayout(sent).data ?? sent;
  const { tone, text } = sentSaying(t, payout);
  return <Alert tone={tone}>{text}</Alert>;
}
