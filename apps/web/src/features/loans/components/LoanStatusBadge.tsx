import { msg, useTranslation } from '../../../i18n';
import { isUncleared } from './kinds';

/** The server's statuses, each in its own case (short-term loans say them in lower case). */
const statusWords: Partial<
  Record<string, `loans.status.${'Uncleared' | 'Cleared' | 'uncleared' | 'cleared'}`>
> = {
  Uncleared: msg('loans.status.Uncleared'),
  Cleared: msg('loans.status.Cleared'),
  uncleared: msg('loans.status.uncleared'),
  cleared: msg('loans.status.cleared'),
};

/**
 * docs/spec/states.md, "Loan status": a loan's status as a badge, red while `Uncleared` (long-term) or
 * `uncleared` (short-term), green for any other value. In English the text is the server's, as it is;
 * another value than these four shows as it is.
 */
export function LoanStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const owed = isUncleared(status);
  const words = statusWords[status];
  return (
    <span
      data-testid="loan-status"
      data-tone={owed ? 'red' : 'green'}
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium capitalize ring-1 ring-inset ${
        owed ? 'bg-red-50 text-red-700 ring-red-600/20' : 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
      }`}
    >
      {words ? t(words) : status}
    </span>
  );
}
