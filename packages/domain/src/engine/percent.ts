/**
 * A fraction as a percent, to at most two decimals and without trailing zeros: 0.05 → `5%`,
 * 0.125 → `12.5%`, 0.07 → `7%` (not `7.000000000000001%`). The share-out's withholding rate and a
 * loan's interest rate read the same way on screen and in the PDFs.
 */
export function formatPercent(fraction: number): string {
  return `${Number((fraction * 100).toFixed(2))}%`;
}
