/**
 * The top of a chart's value axis and its step, in whole KES: a "nice" step (1, 2, 2.5 or 5 times a
 * power of ten) so that `ticks` steps cover the largest value. An empty chart still gets an axis.
 */
export function niceAxis(maxKes: number, ticks = 4): { top: number; step: number } {
  if (maxKes <= 0) return { top: ticks * 1000, step: 1000 };
  const rough = maxKes / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiple = [1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10;
  const step = Math.max(1, multiple * power);
  return { top: step * ticks, step };
}

/** Axis labels: `0`, `2.5k`, `10k`, `1.2M`. Ticks are round figures, not amounts to read to the cent. */
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
export const axisLabel = (kes: number) => compact.format(kes);
