import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../../engine/dates.js';
import { isoDateIn } from '../../test/arbitraries.js';
import { EARLIEST_MONEY_DATE, moneyDateProblem } from './money-dates.js';

describe('moneyDateProblem', () => {
  const today = '2026-03-10';

  it('accepts the days from M-Pesa’s first to tomorrow, both included', () => {
    expect(moneyDateProblem(EARLIEST_MONEY_DATE, today)).toBeNull();
    expect(moneyDateProblem(today, today)).toBeNull();
    expect(moneyDateProblem('2026-03-11', today)).toBeNull();
  });

  it('refuses the day before M-Pesa started and the day after tomorrow, saying why', () => {
    expect(moneyDateProblem('2007-03-05', today)).toBe(
      'The date 2007-03-05 is before M-Pesa started (2007-03-06).',
    );
    expect(moneyDateProblem('1900-01-01', today)).toContain('before M-Pesa started');
    expect(moneyDateProblem('2026-03-12', today)).toBe(
      'The date 2026-03-12 is in the future (after 2026-03-11).',
    );
    expect(moneyDateProblem('9999-12-31', today)).toContain('in the future');
  });

  it('across month and year ends, the bound is the calendar day after today', () => {
    expect(moneyDateProblem('2027-01-01', '2026-12-31')).toBeNull();
    expect(moneyDateProblem('2027-01-02', '2026-12-31')).not.toBeNull();
  });

  it('accepts exactly the dates between the bounds', () => {
    fc.assert(
      fc.property(isoDateIn(1900, 9999), isoDateIn(2008, 2100), (date, now) => {
        const inside = date >= EARLIEST_MONEY_DATE && date <= addDaysIso(now, 1);
        expect(moneyDateProblem(date, now) === null).toBe(inside);
      }),
    );
  });
});
