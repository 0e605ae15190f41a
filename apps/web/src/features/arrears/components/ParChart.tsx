import type { ArrearsAnswer } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { kesToCents } from '../../../lib/money';

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/**
 * The portfolio-at-risk buckets as horizontal bars: each bucket's principal as a share of all the
 * principal outstanding (the bar's length), with the figures beside it.
 */
export function ParChart({ buckets }: { buckets: ArrearsAnswer['buckets'] }) {
  return (
    <figure aria-label="Portfolio at risk by days past due" className="space-y-3">
      {buckets.map((b) => (
        <div
          key={b.label}
          data-bucket={b.label}
          className="grid grid-cols-[5.5rem_1fr] items-center gap-3 text-sm sm:grid-cols-[6rem_1fr_15rem]"
        >
          <span className="font-medium text-slate-700">{b.label} days</span>
          <div
            className="h-4 overflow-hidden rounded bg-slate-100"
            role="img"
            aria-label={`${b.label} days: ${percent(b.share)}`}
          >
            <div
              className="h-full rounded bg-red-500"
              style={{ width: `${Math.min(100, b.share * 100)}%` }}
            />
          </div>
          <span className="col-span-2 text-slate-600 tabular sm:col-span-1 sm:text-right">
            {percent(b.share)} · <Money cents={kesToCents(b.principal)} currency /> · {b.loans}{' '}
            {b.loans === 1 ? 'loan' : 'loans'}
          </span>
        </div>
      ))}
    </figure>
  );
}
