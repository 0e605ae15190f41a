import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { c } from '../../test/arbitraries.js';
import { MAX_CENTS } from '../money.js';
import {
  applyRate,
  basisPointsToFraction,
  basisPointsToPercent,
  divideRoundHalfAwayFromZero,
  fractionToBasisPoints,
  MAX_RATE_BP,
  monthlyInterest,
  roundHalfAwayFromZero,
} from './rounding.js';

describe('divideRoundHalfAwayFromZero', () => {
  it('rounds to the nearest integer, halves away from zero (docs/decisions/loans.md, "Rounding")', () => {
    expect(divideRoundHalfAwayFromZero(5n, 2n)).toBe(3n);
    expect(divideRoundHalfAwayFromZero(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfAwayFromZero(5n, -2n)).toBe(-3n);
    expect(divideRoundHalfAwayFromZero(7n, 2n)).toBe(4n);
    expect(divideRoundHalfAwayFromZero(4n, 3n)).toBe(1n);
    expect(divideRoundHalfAwayFromZero(5n, 3n)).toBe(2n);
    expect(divideRoundHalfAwayFromZero(-4n, 3n)).toBe(-1n);
    expect(divideRoundHalfAwayFromZero(0n, 7n)).toBe(0n);
    expect(() => divideRoundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });

  it('is the nearest integer, ties going away from zero', () => {
    const nonZero = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }).filter((d) => d !== 0n);
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), nonZero, (n, d) => {
        const q = divideRoundHalfAwayFromZero(n, d);
        const abs = (x: bigint) => (x < 0n ? -x : x);
        const twiceError = abs(2n * (n - q * d));
        expect(twiceError <= abs(d)).toBe(true);
        if (twiceError === abs(d)) expect(abs(q * d) > abs(n)).toBe(true);
      }),
    );
  });
});

describe('roundHalfAwayFromZero', () => {
  it('rounds floating-point halves away from zero and never gives -0', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(888487.88)).toBe(888488);
    expect(roundHalfAwayFromZero(0.49999999999999994)).toBe(0);
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
  });
});

describe('interest in exact cents', () => {
  it('computes one month of reducing-balance interest', () => {
    expect(monthlyInterest(c(10_000_000), 1200)).toBe(100_000);
    // 100 cents at 6% a year is 0.5 cent a month: a half, rounded away from zero.
    expect(monthlyInterest(c(100), 600)).toBe(1);
    expect(monthlyInterest(c(99), 600)).toBe(0);
    expect(monthlyInterest(c(12_345), 0)).toBe(0);
  });

  it('computes interest for a whole-loan rate', () => {
    expect(applyRate(c(1_000_000), 1800)).toBe(180_000);
    expect(applyRate(c(5), 1000)).toBe(1);
    expect(applyRate(c(4), 1000)).toBe(0);
    expect(applyRate(MAX_CENTS, MAX_RATE_BP)).toBe(MAX_CENTS);
  });

  it('refuses rates and amounts that are not whole', () => {
    expect(() => applyRate(c(100), 12.5)).toThrow(RangeError);
    expect(() => applyRate(c(100), -1)).toThrow(RangeError);
    expect(() => applyRate(c(100), MAX_RATE_BP + 1)).toThrow(RangeError);
    expect(() => monthlyInterest(c(1.5), 1200)).toThrow(RangeError);
  });

  it('is within half a cent of the exact product', () => {
    const absolute = (x: bigint) => (x < 0n ? -x : x);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_CENTS }),
        fc.integer({ min: 0, max: MAX_RATE_BP }),
        (a, bp) => {
          const exact = BigInt(a) * BigInt(bp);
          const monthly = BigInt(monthlyInterest(c(a), bp));
          expect(absolute(monthly * 120_000n - exact) * 2n <= 120_000n).toBe(true);
          const whole = BigInt(applyRate(c(a), bp));
          expect(absolute(whole * 10_000n - exact) * 2n <= 10_000n).toBe(true);
        },
      ),
    );
  });
});

describe('fractionToBasisPoints', () => {
  it('reads fractions exactly, including those binary floating point cannot hold', () => {
    expect(fractionToBasisPoints(0.18)).toEqual({ ok: true, basisPoints: 1800 });
    expect(fractionToBasisPoints(0.12)).toEqual({ ok: true, basisPoints: 1200 });
    expect(fractionToBasisPoints(0.07)).toEqual({ ok: true, basisPoints: 700 }); // 0.07 × 10⁴ ≠ 700
    expect(fractionToBasisPoints(0.29)).toEqual({ ok: true, basisPoints: 2900 }); // 0.29 × 10⁴ ≠ 2900
    expect(fractionToBasisPoints(0.0001)).toEqual({ ok: true, basisPoints: 1 });
    expect(fractionToBasisPoints(0)).toEqual({ ok: true, basisPoints: 0 });
    expect(fractionToBasisPoints(1)).toEqual({ ok: true, basisPoints: 10_000 });
    expect(fractionToBasisPoints('0.1800')).toEqual({ ok: true, basisPoints: 1800 });
  });

  it('refuses more precision than 0.01%, negatives, non-numbers and more than 100%', () => {
    expect(fractionToBasisPoints(0.00015)).toEqual({ ok: false, problem: 'too_precise' });
    expect(fractionToBasisPoints(0.123456)).toEqual({ ok: false, problem: 'too_precise' });
    expect(fractionToBasisPoints(1e-7)).toEqual({ ok: false, problem: 'too_precise' });
    expect(fractionToBasisPoints(-0.1)).toEqual({ ok: false, problem: 'negative' });
    expect(fractionToBasisPoints(1.0001)).toEqual({ ok: false, problem: 'too_large' });
    expect(fractionToBasisPoints(18)).toEqual({ ok: false, problem: 'too_large' });
    expect(fractionToBasisPoints('2')).toEqual({ ok: false, problem: 'too_large' });
    expect(fractionToBasisPoints(Number.NaN)).toEqual({ ok: false, problem: 'not_a_number' });
    expect(fractionToBasisPoints(null)).toEqual({ ok: false, problem: 'not_a_number' });
    expect(fractionToBasisPoints('18%')).toEqual({ ok: false, problem: 'not_a_number' });
    expect(fractionToBasisPoints('')).toEqual({ ok: false, problem: 'not_a_number' });
  });

  it('round-trips every basis point through the wire fraction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RATE_BP }), (bp) => {
        expect(fractionToBasisPoints(basisPointsToFraction(bp))).toEqual({ ok: true, basisPoints: bp });
      }),
    );
    expect(basisPointsToFraction(1800)).toBe(0.18);
    expect(basisPointsToPercent(1250)).toBe(12.5);
  });
});
