import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawOrder, roundDueOn, shareAmongRounds } from './rotation.js';

describe('the rounds’ days', () => {
  it('fall a week or a month apart from the start, and at the meeting for a meeting rotation', () => {
    expect(roundDueOn('2026-01-31', 'month', 2)).toBe('2026-02-28');
    expect(roundDueOn('2026-01-31', 'month', 1)).toBe('2026-01-31');
    expect(roundDueOn('2026-12-28', 'week', 2)).toBe('2027-01-04');
    expect(roundDueOn('2026-12-28', 'meeting', 3)).toBeNull();
  });
});

describe('an order drawn from a seed', () => {
  const members = fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 60 });

  it('is every member once, the same for the same seed whatever order the members came in', () => {
    fc.assert(
      fc.property(members, fc.string({ minLength: 1, maxLength: 32 }), (ids, seed) => {
        const order = drawOrder(ids, seed);
        expect([...order].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
        expect(drawOrder([...ids].reverse(), seed)).toEqual(order);
      }),
    );
  });

  it('differs from seed to seed', () => {
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(drawOrder(ids, 'a1b2c3')).not.toEqual(drawOrder(ids, 'a1b2c4'));
  });
});

describe('a payment shared among the rounds owed', () => {
  const owed = fc
    .uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 8 })
    .chain((rounds) =>
      fc.tuple(
        ...rounds.map((round) =>
          fc.integer({ min: 0, max: 500_000 }).map((owedCents) => ({ round, owedCents })),
        ),
      ),
    );

  it('pays the oldest first, never more than a round owes, to the cent', () => {
    fc.assert(
      fc.property(owed, fc.integer({ min: 0, max: 5_000_000 }), (rounds, amount) => {
        const total = rounds.reduce((sum, r) => sum + r.owedCents, 0);
        const parts = shareAmongRounds(rounds, amount);
        if (amount > total) {
          expect(parts).toBeUndefined();
          return;
        }
        expect(parts!.reduce((sum, p) => sum + p.cents, 0)).toBe(amount);
        for (const part of parts!) {
          const round = rounds.find((r) => r.round === part.round)!;
          expect(part.cents).toBeLessThanOrEqual(round.owedCents);
          // Every older round is paid in full before a newer one gets anything.
          for (const older of rounds.filter((r) => r.round < part.round)) {
            expect(parts!.find((p) => p.round === older.round)?.cents ?? 0).toBe(older.owedCents);
          }
        }
      }),
    );
  });
});
