import type { ArrearsAnswer } from '@links/domain';
import { Money } from '../../../components/ui/Money';
import { msg, useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

type Bucket = 'upTo30' | 'upTo60' | 'upTo90' | 'over90';

/** The server's bucket labels (the domain's `1–30` … `Over 90`): their name and their bar's, in the language on screen. */
const bucketWords: Partial<
  Record<string, { name: `arrears.buckets.${Bucket}`; bar: `arrears.par.bars.${Bucket}` }>
> = {
  '1–30': { name: msg('arrears.buckets.upTo30'), bar: msg('arrears.par.bars.upTo30') },
  '31–60': { name: msg('arrears.buckets.upTo60'), bar: msg('arrears.par.bars.upTo60') },
  '61–90': { name: msg('arrears.buckets.upTo90'), bar: msg('arrears.par.bars.upTo90') },
  'Over 90': { name: msg('arrears.buckets.over90'), bar: msg('arrears.par.bars.over90') },
};

/**
 * The portfolio-at-risk buckets as horizontal bars: each bucket's principal as a share of all the
 * principal outstanding (the bar's length), with the figures beside it.
 */
export function ParChart({ buckets }: { buckets: ArrearsAnswer['buckets'] }) {
  const { t } = useTranslation();
  const name = (label: string) => {
    const words = bucketWords[label];
    return words ? t(words.name) : t('arrears.par.days', { label });
  };
  const bar = (label: string, share: string) => {
    const words = bucketWords[label];
    return words ? t(words.bar, { share }) : t('arrears.par.bar', { label, share });
  };
  return (
    <figure aria-label={t('arrears.par.label')} className="space-y-3">
      {buckets.map((b) => (
        <div
          key={b.label}
          data-bucket={b.label}
          className="grid grid-cols-[5.5rem_1fr] items-center gap-3 text-sm sm:grid-cols-[6rem_1fr_15rem]"
        >
          <span className="font-medium text-slate-700">{name(b.label)}</span>
          <div
            className="h-4 overflow-hidden rounded bg-slate-100"
            role="img"
            aria-label={bar(b.label, percent(b.share))}
          >
            <div
              className="h-full rounded bg-red-500"
              style={{ width: `${Math.min(100, b.share * 100)}%` }}
            />
          </div>
          <span className="col-span-2 text-slate-600 tabular sm:col-span-1 sm:text-right">
            {percent(b.share)} · <Money cents={kesToCents(b.principal)} currency /> ·{' '}
            {t('arrears.par.loans', { count: b.loans })}
          </span>
        </div>
      ))}
    </figure>
  );
}
