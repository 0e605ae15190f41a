import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedAtMeeting } from './expected.js';

const money = fc.integer({ min: 0, max: 100_000_000 });

describe('what a member is expected to bring of a kind', () => {
  it('is nothing for a kind that expects nothing', () => {
    expect(expectedAtMeeting({ expectedCents: null, expectedEvery: null }, 0)).toBe(0);
  });

  it('is the whole amount at every meeting for a kind due every meeting', () => {
    fc.assert(
      fc.property(
        money.filter((n) => n > 0),
        money,
        (amount, paid) => {
          expect(expectedAtMeeting({ expectedCents: amount, expectedEvery: 'meeting' }, paid)).toBe(amount);
        },
      ),
    );
  });

  it('is what is left of the month’s amount, never below zero, for a kind due every month', () => {
    fc.assert(
      fc.property(
        money.filter((n) => n > 0),
        money,
        (amount, paid) => {
          const expected = expectedAtMeeting({ expectedCents: amount, expectedEvery: 'month' }, paid);
          expect(expected).toBeGreaterThanOrEqual(0);
          expect(expected).toBeLessThanOrEqual(amount);
          expect(expected + Math.min(paid, amount)).toBe(amount);
        },
      ),
    );
    expect(expectedAtMeeting({ expectedCents: 20_000, expectedEvery: 'month' }, 5_000)).toBe(15_000);
  });
});
