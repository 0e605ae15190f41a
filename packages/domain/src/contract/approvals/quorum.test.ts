import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quorumOf } from './quorum.js';

const officialsArb = fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 6 });

describe('how many officials must agree (docs/decisions/approvals.md)', () => {
  it('a lone official acts alone, as before the quorum', () => {
    expect(quorumOf({ required: 2, officials: [1], makerId: 1, beneficiaryId: null })).toEqual({
      required: 1,
      makerCounts: true,
      actsNow: true,
    });
    expect(quorumOf({ required: 3, officials: [1], makerId: 1, beneficiaryId: 1 }).actsNow).toBe(true);
  });

  it('two officials and a quorum of two: the maker is the first approval and waits for the second', () => {
    expect(quorumOf({ required: 2, officials: [1, 2], makerId: 1, beneficiaryId: 7 })).toEqual({
      required: 2,
      makerCounts: true,
      actsNow: false,
    });
  });

  it('a maker who gains does not count, and the others must agree however the quorum is set', () => {
    expect(quorumOf({ required: 1, officials: [1, 2], makerId: 1, beneficiaryId: 1 })).toEqual({
      required: 1,
      makerCounts: false,
      actsNow: false,
    });
    expect(quorumOf({ required: 3, officials: [1, 2, 3], makerId: 1, beneficiaryId: 1 }).required).toBe(2);
  });

  it('never asks more than the officials other than the beneficiary, nor more than the setting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        officialsArb,
        fc.nat({ max: 5 }),
        fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
        (required, officials, makerAt, beneficiaryId) => {
          const makerId = officials[makerAt % officials.length]!;
          const quorum = quorumOf({ required, officials, makerId, beneficiaryId });
          const voters = officials.filter((id) => id !== beneficiaryId).length;
          expect(quorum.required).toBe(Math.min(required, voters));
          expect(quorum.makerCounts).toBe(makerId !== beneficiaryId);
          // It acts at once exactly when the maker's approval is all it needs, or nobody can vote.
          expect(quorum.actsNow).toBe(quorum.required === 0 || (quorum.makerCounts && quorum.required === 1));
        },
      ),
    );
  });
});
