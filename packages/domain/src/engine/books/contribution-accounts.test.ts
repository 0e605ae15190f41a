import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contributionAccountRanges, nextCodeIn, systemAccounts } from './accounts.js';

describe('contribution kinds’ account codes', () => {
  it('starts each range at its first code and goes on one by one', () => {
    expect(nextCodeIn(contributionAccountRanges.savings, null)).toBe('2001');
    expect(nextCodeIn(contributionAccountRanges.fund, '2201')).toBe('2202');
    expect(nextCodeIn(contributionAccountRanges.fee, '4399')).toBeUndefined();
  });

  it('never hands out a code outside its range or one of the system accounts', () => {
    const systemCodes = new Set<string>(Object.values(systemAccounts).map((account) => account.code));
    for (const range of Object.values(contributionAccountRanges)) {
      fc.assert(
        fc.property(fc.option(fc.integer({ min: range.first, max: range.last })), (taken) => {
          const code = nextCodeIn(range, taken === null ? null : String(taken));
          if (code === undefined) return taken === range.last;
          const n = Number(code);
          return (
            n >= range.first &&
            n <= range.last &&
            !systemCodes.has(code) &&
            (taken === null || n === taken + 1)
          );
        }),
      );
    }
  });

  it('keeps the ranges apart from one another', () => {
    const ranges = Object.values(contributionAccountRanges);
    for (const a of ranges) {
      for (const b of ranges) if (a !== b) expect(a.last < b.first || b.last < a.first).toBe(true);
    }
  });
});
