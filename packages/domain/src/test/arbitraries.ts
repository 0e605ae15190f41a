// Test data and fast-check arbitraries shared by the domain's tests (left out of the build).
import fc from 'fast-check';
import { daysInMonth, toIsoDate } from '../engine/dates.js';
import type { Cents } from '../engine/money.js';

/** A whole number of cents, as the money functions take it. */
export const c = (value: number) => value as Cents;

/** Any real calendar date, as YYYY-MM-DD, in the years from `fromYear` to `toYear`. */
export const isoDateIn = (fromYear: number, toYear: number) =>
  fc
    .record({
      year: fc.integer({ min: fromYear, max: toYear }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.nat(),
    })
    .map(({ year, month, day }) => toIsoDate({ year, month, day: (day % daysInMonth(year, month)) + 1 }));
