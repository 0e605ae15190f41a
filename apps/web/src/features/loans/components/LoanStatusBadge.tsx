import { isUncleared } from './kinds';

/**
 * docs/spec/states.md, "Loan status": a loan's status as a badge, red while `Uncleared` (long-term) or
 * `uncleared` (short-term), green for any other value. The text is the server's, as it is.
 */
export function LoanStatusBadge({ status }: { status: string }) {
  const owed = isUncleared(status);
  return (
    <span
      data-testid="loan-status"
      data-tone={owed ? 'red' : 'green'}
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium capitalize ring-1 ring-inset ${
        owed ? 'bg-red-50 text-red-700 ring-red-600/20' : 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
      }`}
    >
      {status}
    </span>
  );
}
