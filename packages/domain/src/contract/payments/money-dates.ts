import { addDaysIso } from '../../engine/dates.js';

/** The day M-Pesa started taking payments in Kenya: no M-Pesa or statement money is older. */
export const EARLIEST_MONEY_DATE = '2007-03-06';

/**
 * Whether a day money moved on (a C2B callback's or a statement line's, `YYYY-MM-DD` in the
 * group's time zone) can be true (docs/decisions/payments.md, "Money dates"): not before M-Pesa started,
 * and not after tomorrow by the group's clock (a day of slack for a clock or a time zone off by
 * some hours). Null when it can; else the reason, for the person reading the refusal.
 */
export function moneyDateProblem(date: string, today: string): string | null {
  if (date < EARLIEST_MONEY_DATE) {
    return `The date ${date} is before M-Pesa started (${EARLIEST_MONEY_DATE}).`;
  }
  const latest = addDaysIso(today, 1);
  if (date > latest) return `The date ${date} is in the future (after ${latest}).`;
  return null;
}
