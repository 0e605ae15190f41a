import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { c } from '../../test/arbitraries.js';
import { borrowingLimit, coverOf, freeSavings, pledgeHeld } from './limits.js';

const money = fc.integer({ min: 0, max: 1_000_000_000 }).map(c);

describe('the borrowing limit (docs/decisions/lending.md, "Limit")', () => {
  it('is the multiplier times savings less what is owed', () => {
    expect(borrowingLimit(c(1_000_000), c(0), 300)).toBe(3_000_000);
    expect(borrowingLimit(c(1_000_000), c(500_000), 300)).toBe(2_500_000);
    expect(borrowingLimit(c(1_000_000), c(5_000_000), 300)).toBe(0);
    expect(borrowingLimit(c(333), c(0), 250)).toBe(832);
  });

  it('never goes below 0 and falls by exactly what more is owed', () => {
    fc.assert(
      fc.property(money, money, money, fc.integer({ min: 1, max: 2000 }), (savings, owed, more, m) => {
        const limit = borrowingLimit(savings, owed, m);
        expect(limit).toBeGreaterThanOrEqual(0);
        expect(limit).toBeLessThanOrEqual(Math.floor((savings * m) / 100));
        const after = borrowingLimit(savings, c(owed + more), m);
        if (limit > 0) expect(after).toBe(Math.max(0, limit - more));
        else expect(after).toBe(0);
      }),
    );
  });

  it('needs pledges for exactly what the limit does not cover', () => {
    fc.assert(
      fc.property(money, money, money, (amount, limit, pledged) => {
        const cover = coverOf(amount, limit, pledged);
        expect(cover.shortfall).toBe(Math.max(0, amount - limit - pledged));
        expect(cover.shortfall === 0).toBe(limit + pledged >= amount);
      }),
    );
  });

  it('lets a guarantor pledge only savings not owed nor already pledged', () => {
    expect(freeSavings(c(100_000), c(30_000), c(50_000))).toBe(20_000);
    fc.assert(
      fc.property(money, money, money, (savings, owed, held) => {
        const free = freeSavings(savings, owed, held);
        expect(free).toBeGreaterThanOrEqual(0);
        expect(free + owed + held >= savings || free === 0).toBe(true);
        // Pledging all that is free leaves nothing to pledge twice.
        expect(freeSavings(savings, owed, c(held + free))).toBe(0);
      }),
    );
  });
});

describe('pledge release as the loan is repaid (docs/decisions/lending.md, "Guarantors")', () => {
  it('holds all of a pledge at first, a share of it as principal is repaid, none once repaid', () => {
    expect(pledgeHeld(c(50_000), c(200_000), c(200_000))).toBe(50_000);
    expect(pledgeHeld(c(50_000), c(200_000), c(100_000))).toBe(25_000);
    expect(pledgeHeld(c(50_000), c(200_000), c(1))).toBe(1);
    expect(pledgeHeld(c(50_000), c(200_000), c(0))).toBe(0);
  });

  it('never holds more than the pledge and releases steadily, never taking back', () => {
    const loan = fc
      .record({ lent: fc.integer({ min: 1, max: 1_000_000_000 }), pledge: money })
      .chain(({ lent, pledge }) =>
        fc.record({
          lent: fc.constant(c(lent)),
          pledge: fc.constant(pledge),
          a: fc.integer({ min: 0, max: lent }).map(c),
          b: fc.integer({ min: 0, max: lent }).map(c),
        }),
      );
    fc.assert(
      fc.property(loan, ({ lent, pledge, a, b }) => {
        const [more, less] = a >= b ? [a, b] : [b, a];
        const heldMore = pledgeHeld(pledge, lent, more);
        const heldLess = pledgeHeld(pledge, lent, less);
        expect(heldMore).toBeLessThanOrEqual(pledge);
        expect(heldLess).toBeLessThanOrEqual(heldMore);
        // Never released ahead of the principal repaid: held ≥ pledge × outstanding / lent.
        expect(BigInt(heldLess) * BigInt(lent) >= BigInt(pledge) * BigInt(less)).toBe(true);
        if (less === 0) expect(heldLess).toBe(0);
      }),
    );
  });
});
