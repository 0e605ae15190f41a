import { formatKES, formatMoney } from '@links/domain';
import type { TFunction } from 'i18next';
import { ChartFrame } from '../../../components/ui/ChartFrame';
import { useTranslation } from '../../../i18n';
import { kesToCents } from '../../../lib/money';
import type { MonthlyCollection } from '../api/get-monthly-collections';
import { axisLabel, niceAxis } from './chart-scale';
import { monthAndYear, shortMonth, yearOf } from './month-names';

const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 44 };
const TICKS = 4;
/** Below this many pixels per month, only every other month is labelled. */
const MIN_LABELLED_SLOT = 34;

/** A bar's tooltip: `May 2026: savings KES 2,500.00, repayments KES 4,707.35` (docs/decisions/formats.md, "Money"). */
const barTitle = (t: TFunction, row: MonthlyCollection) =>
  t('dashboard.chart.barTitle', {
    month: monthAndYear(t, row.month),
    savings: formatKES(kesToCents(row.savings)),
    repayments: formatKES(kesToCents(row.repayments)),
  });

/**
 * Savings and loan repayments collected each month as stacked bars, drawn as plain SVG (no chart
 * library). Screen readers (and tests) get the same figures as a table.
 */
export function CollectionsChart({ months }: { months: readonly MonthlyCollection[] }) {
  const { t } = useTranslation();
  return (
    <figure>
      <ChartFrame
        label={t('dashboard.chart.label')}
        height={HEIGHT}
        className="block overflow-visible"
        draw={(width) => <Bars months={months} width={width} />}
      />
      <figcaption className="mt-3 flex flex-wrap gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="h-2.5 w-2.5 rounded-sm bg-brand-600" /> {t('dashboard.chart.savings')}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="h-2.5 w-2.5 rounded-sm bg-amber-400" />{' '}
          {t('dashboard.chart.repayments')}
        </span>
        <span className="text-slate-500">{t('dashboard.chart.note')}</span>
      </figcaption>
      <CollectionsTable months={months} />
    </figure>
  );
}

/** The axis and each month's stacked bars, for a chart `width` pixels wide. */
function Bars({ months, width }: { months: readonly MonthlyCollection[]; width: number }) {
  const { t } = useTranslation();
  // Pixel geometry only: amounts are read to the cent in the title and the table, never from the bars.
  const largest = Math.max(0, ...months.map((row) => row.total));
  const axis = niceAxis(Math.ceil(largest), TICKS);
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = months.length > 0 ? plotWidth / months.length : 0;
  const barWidth = Math.max(4, Math.min(28, slot * 0.6));
  const y = (kes: number) => PAD.top + plotHeight - (kes / axis.top) * plotHeight;
  const labelEvery = slot >= MIN_LABELLED_SLOT ? 1 : 2;

  return (
    <>
      {Array.from({ length: TICKS + 1 }, (_, tick) => {
        const value = tick * axis.step;
        return (
          <g key={value}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(value)}
              y2={y(value)}
              className={tick === 0 ? 'stroke-slate-300' : 'stroke-slate-100'}
            />
            <text
              x={PAD.left - 8}
              y={y(value)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-500 text-[11px] tabular"
            >
              {axisLabel(value)}
            </text>
          </g>
        );
      })}
      {months.map((row, position) => {
        const savings = row.savings;
        const total = row.total;
        const x = PAD.left + position * slot + (slot - barWidth) / 2;
        const labelled = (months.length - 1 - position) % labelEvery === 0;
        return (
          <g key={row.month}>
            <title>{barTitle(t, row)}</title>
            <rect
              x={x}
              width={barWidth}
              y={y(savings)}
              height={Math.max(0, y(0) - y(savings))}
              rx={2}
              className="fill-brand-600"
            />
            <rect
              x={x}
              width={barWidth}
              y={y(total)}
              height={Math.max(0, y(savings) - y(total))}
              rx={2}
              className="fill-amber-400"
            />
            {labelled ? (
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-slate-500 text-[11px]"
              >
                {shortMonth(t, row.month)}
              </text>
            ) : null}
          </g>
        );
      })}
    </>
  );
}

/** The chart's figures as a table, for screen readers. */
function CollectionsTable({ months }: { months: readonly MonthlyCollection[] }) {
  const { t } = useTranslation();
  return (
    // The wrapper hides it: a table itself ignores the 1 px box of sr-only and would widen the page.
    <div className="sr-only">
      <table aria-label={t('dashboard.chart.table')}>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.chart.month')}</th>
            <th scope="col">{t('dashboard.chart.savings')}</th>
            <th scope="col">{t('dashboard.chart.repayments')}</th>
            <th scope="col">{t('dashboard.chart.total')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row">
                {shortMonth(t, row.month)} {yearOf(row.month)}
              </th>
              <td>{formatMoney(kesToCents(row.savings))}</td>
              <td>{formatMoney(kesToCents(row.repayments))}</td>
              <td>{formatMoney(kesToCents(row.total))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
