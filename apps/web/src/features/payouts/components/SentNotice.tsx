import { formatKES, formatKenyanPhone, fullName, type PayoutView } from '@links/domain';
import { Alert } from '../../../components/ui/Alert';
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
export function sentSaying(payout: PayoutView): Saying {
  const amount = formatKES(kesToCents(payout.amount));
  const to = payout.phone ? formatKenyanPhone(payout.phone) : fullName(payout);
  switch (payout.status) {
    case 'Completed':
      return {
        tone: 'success',
        text: `${amount} sent to ${to}.${payout.receipt ? ` Safaricom's receipt: ${payout.receipt}.` : ''}`,
      };
    case 'Failed': {
      const why = (payout.reason ?? 'Safaricom refused it').replace(/\.$/, '');
      return {
        tone: 'error',
        text: `${amount} was not sent to ${to}: ${why}. Send it again or record it paid by hand.`,
      };
    }
    case 'Sent':
      return payout.reason
        ? { tone: 'warning', text: payout.reason }
        : { tone: 'info', text: `${amount} sent to ${to}: waiting for Safaricom's answer.` };
    default:
      return { tone: 'info', text: `${amount} is still owed to ${fullName(payout)}.` };
  }
}

/**
 * The message a payout just sent leaves above the list, following the payout until Safaricom's result
 * comes, whatever the list's filter shows.
 */
export function SentNotice({ sent }: { sent: PayoutView }) {
  const payout = usePayout(sent).data ?? sent;
  const { tone, text } = sentSaying(payout);
  return <Alert tone={tone}>{text}</Alert>;
}
