import { daysInMonth, toIsoDate } from '../../engine/dates.js';

/** A moment M-Pesa or a bank reports, in Nairobi time (UTC+3 all year, docs/decisions/wire.md, "Dates"). */
export interface GroupDateTime {
  /** The calendar date in Nairobi, `YYYY-MM-DD`. */
  date: string;
  /** The instant, ISO 8601 in UTC. */
  instant: string;
}

const NAIROBI_OFFSET_HOURS = 3;

/** A wall-clock time in Nairobi, or null when it does not exist (31 June, 24:00, …). */
export function nairobiDateTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): GroupDateTime | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const instant = new Date(Date.UTC(year, month - 1, day, hour - NAIROBI_OFFSET_HOURS, minute, second));
  return { date: toIsoDate({ year, month, day }), instant: instant.toISOString() };
}

/** Daraja's `TransTime`: `YYYYMMDDHHmmss` in Nairobi time. */
export function parseDarajaTime(text: string): GroupDateTime | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return nairobiDateTime(y!, mo!, d!, h!, mi!, s!);
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A year written with two digits is this century's. */
const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/**
 * A date as statements write it, optionally with a time: `2026-01-05`, `05/01/2026`, `05-01-2026`
 * (day first, as Kenyan banks and M-Pesa write it), `05-Jan-2026`, `5 Jan 2026`, `05.01.26`; the
 * time `14:05` or `14:05:09` after a space or a `T`.
 */
export function parseStatementDateTime(text: string): GroupDateTime | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const match = /^(.+?)(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(trimmed);
  if (!match) return null;
  const day = readDate(match[1] ?? '');
  if (!day) return null;
  return nairobiDateTime(
    day[0],
    day[1],
    day[2],
    Number(match[2] ?? 0),
    Number(match[3] ?? 0),
    Number(match[4] ?? 0),
  );
}

function readDate(text: string): [number, number, number] | null {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return [Number(match[1]), Number(match[2]), Number(match[3])];
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(text);
  if (match) return [fullYear(match[3]!), Number(match[2]), Number(match[1])];
  match = /^(\d{1,2})[ -]([A-Za-z]{3,9})[ ,-]*(\d{4}|\d{2})$/.exec(text);
  if (match) {
    const month = MONTH_NAMES.indexOf(match[2]!.slice(0, 3).toLowerCase()) + 1;
    if (month === 0) return null;
    return [fullYear(match[3]!), month, Number(match[1])];
  }
  return null;
}
