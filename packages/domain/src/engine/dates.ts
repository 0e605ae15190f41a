/** The group's time zone: "today" means today in Nairobi (docs/decisions/wire.md, "Dates"). */
export const GROUP_TIME_ZONE = 'Africa/Nairobi';

/** The languages a date is written in (docs/decisions/formats.md, "Dates"). */
export type DateLanguage = 'en' | 'sw';

/** Short month names: English, and Kiswahili's (Machi, Mei, Agosti, Oktoba, Desemba shortened). */
export const SHORT_MONTHS: Record<DateLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
};
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number; // 1..12
  day: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses `YYYY-MM-DD` into a calendar date, or null if it is not a real date. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1900 || year > 9999 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

export function toIsoDate(date: CalendarDate): string {
  const y = String(date.year).padStart(4, '0');
  const m = String(date.month).padStart(2, '0');
  const d = String(date.day).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

let groupZoneDates: Intl.DateTimeFormat | undefined;

/** The calendar date of an instant in the group's time zone. */
export function isoDateInGroupZone(instant: Date): string {
  // Made once: building a formatter loads the zone's rules, far dearer than formatting a date.
  groupZoneDates ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: GROUP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = groupZoneDates.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function todayInGroupZone(now: Date = new Date()): string {
  return isoDateInGroupZone(now);
}

/** Adds (or, when negative, subtracts) whole days to a calendar date. */
export function addDaysIso(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date: ${isoDate}`);
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return shifted.toISOString().slice(0, 10);
}

/**
 * Adds whole months, clamping to the end of the month: 31 Jan + 1 month is 28 (or 29) Feb,
 * and + 2 months is 31 Mar, always counted from the original day
 * (docs/decisions/loans.md, "Long-term loans").
 */
export function addMonthsClamped(isoDate: string, months: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date: ${isoDate}`);
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(date.day, daysInMonth(year, month));
  return toIsoDate({ year, month, day });
}

/** A calendar date (`2026-01-05`) or an instant, as its day in the group's zone; null when neither. */
function dayOf(value: string | Date): CalendarDate | null {
  let iso: string;
  if (value instanceof Date) iso = isoDateInGroupZone(value);
  else if (ISO_DATE.test(value)) iso = value;
  else {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) return null;
    iso = isoDateInGroupZone(instant);
  }
  return parseIsoDate(iso);
}

/**
 * Formats a calendar date (`2026-01-05`) or an instant as `5 Jan 2026` (Kiswahili: `5 Jan 2026`,
 * `1 Des 2026`): day first, as Kenya writes it in prose (docs/decisions/formats.md, "Dates").
 * Instants are shown as their date in the group's time zone.
 */
export function formatDate(value: string | Date, language: DateLanguage = 'en'): string {
  const date = dayOf(value);
  if (!date) return '';
  return `${date.day} ${SHORT_MONTHS[language][date.month - 1]} ${date.year}`;
}

/**
 * The same day as tables and forms write it, `05/01/2026`: day, month, year, two digits each but
 * the year's four (docs/decisions/formats.md, "Dates"). The same in both languages.
 */
export function formatDayNumeric(value: string | Date): string {
  const date = dayOf(value);
  if (!date) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.day)}/${two(date.month)}/${date.year}`;
}

/**
 * The instant a calendar day starts in the group's zone. Nairobi keeps UTC+3 all year (no
 * daylight saving), so a day runs from 00:00+03:00 to the next day's start.
 */
export function startOfDayInGroupZone(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+03:00`);
}
