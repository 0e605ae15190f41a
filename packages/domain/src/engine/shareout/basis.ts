import { daysInMonth, parseIsoDate, toIsoDate } from '../dates.js';

/** How a member's part of the surplus is weighed (the share-out). */
export const SHARE_OUT_METHODS = ['proportional', 'time_weighted'] as const;
export type ShareOutMethod = (typeof SHARE_OUT_METHODS)[number];

/** One movement of a member's savings: a deposit is positive, a withdrawal negative; whole cents. */
export interface SavingsMovement {
  date: string;
  amount: number;
}

/** The savings balance at the end of a day: every movement dated on or before it. */
export function balanceAt(movements: readonly SavingsMovement[], date: string): number {
  let balance = 0;
  for (const movement of movements) if (movement.date <= date) balance += movement.amount;
  return balance;
}

/**
 * The day each month of a period is weighed at: the last day of every calendar month the period
 * touches, or `to` itself for the month it ends in when it ends before that month does.
 */
export function monthEnds(from: string, to: string): string[] {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) throw new RangeError(`Not a period: ${from} to ${to}`);
  if (from > to) throw new RangeError(`The period starts after it ends: ${from} to ${to}`);
  const days: string[] = [];
  let { year, month } = start;
  for (;;) {
    const last = toIsoDate({ year, month, day: daysInMonth(year, month) });
    if (last >= to) {
      days.push(to);
      return days;
    }
    days.push(last);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * A member's basis for the share-out, in cents: the savings balance at `to` (`proportional`), or
 * the sum of the balances at each month's end of the period (`time_weighted`), so that money saved
 * early weighs more than money saved in the last month. A balance below zero counts as zero.
 */
export function basisOf(
  method: ShareOutMethod,
  movements: readonly SavingsMovement[],
  period: { from: string; to: string },
): number {
  const days = method === 'proportional' ? [period.to] : monthEnds(period.from, period.to);
  return days.reduce((sum, day) => sum + Math.max(0, balanceAt(movements, day)), 0);
}

/** How each method is named on screens and in documents. */
export const shareOutMethodLabels: Record<ShareOutMethod, string> = {
  proportional: 'Proportional',
  time_weighted: 'Time-weighted',
};
