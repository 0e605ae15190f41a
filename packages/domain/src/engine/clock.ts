import { addDaysIso, isoDateInGroupZone } from './dates.js';

/**
 * The one source of "now" (docs/decisions/clock.md, "Time and background work"). The server takes a clock
 * through buildApp; every "today" (loan dates, transaction dates, reports, jobs) is read from it, so tests
 * can move time.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** Today's calendar date in the group's time zone, YYYY-MM-DD. */
  today(): string;
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => isoDateInGroupZone(new Date()),
};

export interface SettableClock extends Clock {
  /** Moves the clock to an instant, or to noon (group time) of a calendar date. */
  set(to: Date | string): void;
  /** Moves the clock forward (or back, with a negative number) by whole days. */
  advanceDays(days: number): void;
}

/** A clock that stands still until moved; for tests and simulations. */
export function settableClock(start: Date | string = new Date()): SettableClock {
  let current = toInstant(start);
  return {
    now: () => new Date(current.getTime()),
    today: () => isoDateInGroupZone(current),
    set(to) {
      current = toInstant(to);
    },
    advanceDays(days) {
      current = toInstant(addDaysIso(isoDateInGroupZone(current), days));
    },
  };
}

/** Noon in Nairobi (UTC+3, no daylight saving) is 09:00 UTC: the same calendar date everywhere. */
function toInstant(value: Date | string): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T09:00:00Z`);
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new RangeError(`Not a date: ${value}`);
  return parsed;
}
