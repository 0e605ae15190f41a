import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByLargestRemainder } from './allocation.js';

const total = fc.integer({ min: 0, max: 1_000_000_000_00 });
/** Bases as large as twelve month-ends of the largest balance the system accepts. */
const basis = fc.oneof(
  fc.integer({ min: 0, max: 1_000 }),
  fc.integer({ min: 0, max: 12 * 1_000_000_000_00 }),
);
const bases = fc.array(basis, { minLength: 1, maxLength: 40 }).filter((list) => list.some((b) => b > 0));

describe('splitByLargestRemainder', () => {
  it('shares add up to the amount exactly, and none is negative', () => {
    fc.assert(
      fc.property(total, bases, (amount, claims) => {
        const shares = splitByLargestRemainder(amount, claims);
        expect(shares).toHaveLength(claims.length);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
        for (const share of shares) {
          expect(Number.isSafeInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('gives a zero basis nothing', () => {
    fc.assert(
      fc.property(total, bases, (amount, claims) => {
        const shares = splitByLargestRemainder(amount, [...claims, 0]);
        expect(shares.at(-1)).toBe(0);
      }),
    );
  });

  it('never gives a member with twice the basis (or any larger basis) less', () => {
    fc.assert(
      fc.property(total, bases, fc.integer({ min: 1, max: 6 * 1_000_000_000_00 }), (amount, claims, b) => {
        const shares = splitByLargestRemainder(amount, [b, ...claims, 2 * b]);
        expect(shares.at(-1)).toBeGreaterThanOrEqual(shares[0] ?? 0);
        for (const [i, bi] of claims.entries()) {
          for (const [j, bj] of claims.entries()) {
            if (bi > bj) expect(shares[i + 1]).toBeGreaterThanOrEqual(shares[j + 1] ?? 0);
          }
        }
      }),
    );
  });

  it('is off the exact proportion by less than one cent per member', () => {
    fc.assert(
      fc.property(total, bases, (amount, claims) => {
        const shares = splitByLargestRemainder(amount, claims);
        const sum = claims.reduce((acc, b) => acc + BigInt(b), 0n);
        for (const [i, b] of claims.entries()) {
          const exactTimesSum = BigInt(amount) * BigInt(b);
          const diff = BigInt(shares[i] ?? 0) * sum - exactTimesSum;
          expect(diff < sum && diff > -sum).toBe(true);
        }
      }),
    );
  });

  it('gives the cents left over to the largest remainders, a tie to the larger basis', () => {
    // 100 cents by 1:1:1 is 33.33 each: one cent left, the first of the equal claims takes it.
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 10 cents by 3:3:4 is 3, 3, 4 exactly.
    expect(splitByLargestRemainder(10, [3, 3, 4])).toEqual([3, 3, 4]);
    // 1 cent by 1:2 — the remainders are 1/3 and 2/3: the larger basis takes it.
    expect(splitByLargestRemainder(1, [1, 2])).toEqual([0, 1]);
    // 1 cent by 2:2:1 — equal remainders 2/5 for the first two: the earlier claim.
    expect(splitByLargestRemainder(1, [2, 2, 1])).toEqual([1, 0, 0]);
  });

  it('refuses an amount with nobody to share it', () => {
    expect(() => splitByLargestRemainder(100, [0, 0])).toThrow(RangeError);
    expect(splitByLargestRemainder(0, [0, 0])).toEqual([0, 0]);
    expect(() => splitByLargestRemainder(-1, [1])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(1, [-1, 2])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(1.5, [1])).toThrow(RangeError);
  });
});
