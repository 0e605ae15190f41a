import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  addMonthsClamped,
  formatDate,
  isIsoDate,
  isoDateInGroupZone,
  parseIsoDate,
  startOfDayInGroupZone,
  todayInGroupZone,
  toIsoDate,
} from './dates.js';

describe('formatDate', () => {
  it('shows a short month, the day and the year', () => {
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
  });

  it('shows an instant as its date in Nairobi', () => {
    // 22:30 UTC on 4 Jan is 01:30 on 5 Jan in Nairobi (UTC+3).
    expect(formatDate('2026-01-04T22:30:00Z')).toBe('5 Jan 2026');
    expect(formatDate(new Date('2026-01-04T20:59:59Z'))).toBe('4 Jan 2026');
  });

  it('gives an empty text for something that is not a date', () => {
    expect(formatDate('yesterday')).toBe('');
  });
});

describe('calendar dates', () => {
  it('rejects dates that do not exist', () => {
    const cases = [
      ['2026-02-29', false],
      ['2028-02-29', true],
      ['2026-13-01', false],
      ['2026-1-5', false],
    ] as const;
    for (const [text, exists] of cases) expect(isIsoDate(text)).toBe(exists);
  });

  it('takes today in Nairobi, not in UTC', () => {
    expect(todayInGroupZone(new Date('2026-03-31T21:30:00Z'))).toBe('2026-04-01');
  });

  it('clamps added months to the end of the month', () => {
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsClamped('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonthsClamped('2026-01-31', 3)).toBe('2026-04-30');
    expect(addMonthsClamped('2027-12-31', 2)).toBe('2028-02-29');
    expect(addMonthsClamped('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('adding months always gives a real date in the expected month', () => {
    const date = fc
      .record({
        year: fc.integer({ min: 1990, max: 2100 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
      })
      .filter((d) => parseIsoDate(toIsoDate(d)) !== null);
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 480 }), (d, k) => {
        const result = parseIsoDate(addMonthsClamped(toIsoDate(d), k));
        expect(result).not.toBeNull();
        const index = d.year * 12 + d.month - 1 + k;
        expect(result?.year).toBe(Math.floor(index / 12));
        expect(result?.month).toBe((index % 12) + 1);
        expect(result?.day).toBeLessThanOrEqual(d.day);
      }),
    );
  });
});

describe('startOfDayInGroupZone', () => {
  it('is midnight in Nairobi, 21:00 UTC the day before, and the day the zone names', () => {
    expect(startOfDayInGroupZone('2026-03-01').toISOString()).toBe('2026-02-28T21:00:00.000Z');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const day = isoDateInGroupZone(d);
          const start = startOfDayInGroupZone(day);
          expect(isoDateInGroupZone(start)).toBe(day);
          expect(start.getTime()).toBeLessThanOrEqual(d.getTime());
          expect(startOfDayInGroupZone(addDaysIso(day, 1)).getTime()).toBeGreaterThan(d.getTime());
        },
      ),
    );
  });
});
