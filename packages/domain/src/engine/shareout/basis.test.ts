import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../dates.js';
import { balanceAt, basisOf, monthEnds } from './basis.js';

describe('monthEnds', () => {
  it('weighs a calendar year at its twelve month-ends', () => {
    expect(monthEnds('2025-01-01', '2025-12-31')).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
      '2025-05-31',
      '2025-06-30',
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
      '2025-10-31',
      '2025-11-30',
      '2025-12-31',
    ]);
  });

  it('counts each month the period touches once, ending at `to`', () => {
    expect(monthEnds('2024-01-15', '2024-03-10')).toEqual(['2024-01-31', '2024-02-29', '2024-03-10']);
    expect(monthEnds('2025-06-05', '2025-06-05')).toEqual(['2025-06-05']);
    expect(monthEnds('2025-11-30', '2026-01-31')).toEqual(['2025-11-30', '2025-12-31', '2026-01-31']);
  });

  it('refuses a period that ends before it starts', () => {
    expect(() => monthEnds('2025-02-01', '2025-01-31')).toThrow(RangeError);
  });
});

describe('basisOf', () => {
  const movements = [
    { date: '2025-03-15', amount: 100_00 },
    { date: '2025-06-30', amount: 50_00 },
    { date: '2026-01-02', amount: 999_00 },
  ];

  it('is the balance at the end of the period for the proportional method', () => {
    expect(balanceAt(movements, '2025-06-29')).toBe(100_00);
    expect(basisOf('proportional', movements, { from: '2025-01-01', to: '2025-12-31' })).toBe(150_00);
  });

  it('sums the month-end balances for the time-weighted method', () => {
    // Jan, Feb: 0; Mar to May: 100; Jun to Dec: 150.
    expect(basisOf('time_weighted', movements, { from: '2025-01-01', to: '2025-12-31' })).toBe(
      3 * 100_00 + 7 * 150_00,
    );
  });

  it('weighs money saved earlier more, for the same balance at the end', () => {
    const period = { from: '2025-01-01', to: '2025-12-31' };
    const day = fc.integer({ min: 0, max: 363 }).map((n) => addDaysIso('2025-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 10_000_000 }), (date, amount) => {
        const early = basisOf('time_weighted', [{ date, amount }], period);
        const later = basisOf('time_weighted', [{ date: addDaysIso(date, 31), amount }], period);
        expect(early).toBeGreaterThanOrEqual(later);
        expect(basisOf('proportional', [{ date, amount }], period)).toBe(amount);
      }),
    );
  });
});
