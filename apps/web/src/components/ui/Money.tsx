import { formatKES, formatMoney } from '@links/domain/plain';

/**
 * An amount in cents as `1,500.00` (or `KES 1,500.00` with `currency`), in tabular figures so the
 * digits of a column line up (docs/spec/constants.md, "Money and dates on screen": thousands separators, two
 * decimals).
 */
export function Money({
  cents,
  currency = false,
  className = '',
}: {
  cents: number;
  currency?: boolean;
  className?: string;
}) {
  return (
    <span className={`tabular whitespace-nowrap max-md:whitespace-normal ${className}`}>
      {currency ? formatKES(cents) : formatMoney(cents)}
    </span>
  );
}
