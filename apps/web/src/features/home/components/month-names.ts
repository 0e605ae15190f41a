import type { TFunction } from 'i18next';
import { msg } from '../../../i18n';

/** The months' short names, January first, as the dates on screen write them (`Mei` in Kiswahili). */
const monthWords = [
  msg('dashboard.months.jan'),
  msg('dashboard.months.feb'),
  msg('dashboard.months.mar'),
  msg('dashboard.months.apr'),
  msg('dashboard.months.may'),
  msg('dashboard.months.jun'),
  msg('dashboard.months.jul'),
  msg('dashboard.months.aug'),
  msg('dashboard.months.sep'),
  msg('dashboard.months.oct'),
  msg('dashboard.months.nov'),
  msg('dashboard.months.dec'),
] as const;

/** `2026-05` → `May`, in the language on screen; a month that is not one shows as it is. */
export function shortMonth(t: TFunction, month: string): string {
  const word = monthWords[Number(month.slice(5, 7)) - 1];
  return word ? t(word) : month;
}

/** `2026-05` → `2026`. */
export const yearOf = (month: string) => month.slice(0, 4);

/** `2026-05` → `May 2026`. */
export const monthAndYear = (t: TFunction, month: string) => `${shortMonth(t, month)} ${yearOf(month)}`;
