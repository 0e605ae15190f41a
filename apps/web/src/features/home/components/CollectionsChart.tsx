import { formatKES, formatMoney } from '@links/domain';
import { ChartFrame } from '../../../components/ui/ChartFrame';
import { kesToCents } from '../../../lib/money';
import type { MonthlyCollection } from '../api/get-monthly-collections';
import { axisLabel, niceAxis } from './chart-scale';
import { monthAndYear, shortMonth } from './month-names';

const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 44 };
const TICKS = 4;
/** Below this many pixels per month, only every other month is labelled. */
const MIN_LABELLED_SLOT = 34;

/** A bar's tooltip: `May 2026: savings KES 2,500.00, repayments KES 4,707.35` (docs/decisions/formats.md, "Money"). */
const barTitle = (row: MonthlyCollection) =>
  `${monthAndYear(row.month)}: savings ${formatKES(kesToCents(row.savings))}, ` +
  `repayments ${formatKES(kesToCents(row.repayments))}`;

/**
 * Savings and loan repayments collected each month as stacked bars, drawn as plain SVG (no chart
 * library). Screen readers (and tests) get the same figures as a table.
 */
export function CollectionsChart({ months }: { months: readonly MonthlyCollection[] }) {
  return (
    <figure>
      <ChartFrame
        label="Savings and loan repayments collected in each of the last 12 months"
        height={HEIGHT}
        className="block overflow-visible"
        draw={(width) => <Bars months={months} width={width} />}
      />
      <figcaption className="mt-3 flex flex-wrap gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="h-2.5 w-2.5 rounded-sm bg-brand-600" /> Savings
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="h-2.5 w-2.5 rounded-sm bg-amber-400" /> Loan repayments
        </span>
        <span className="text-slate-400">Approved items, by transaction date. KES.</span>
      </figcaption>
      <CollectionsTable months={months} />
    </figure>
  );
}

/** The axis and each month's stacked bars, for a chart `width` pixels wide. */
function Bars({ months, width }: { months: readonly MonthlyCollection[]; width: number }) {
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
              className="fill-slate-400 text-[11px] tabular"
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
            <title>{barTitle(row)}</title>
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
                {shortMonth(row.month)}
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
  return (
    // The wrapper hides it: a table itself ignores the 1 px box of sr-only and would widen the page.
    <div className="sr-only">
      <table aria-label="Collections by month">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Savings</th>
            <th scope="col">Loan repayments</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row">{monthAndYear(row.month)}</th>
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
