import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contributionAccountRanges, nextCodeIn, systemAccounts } from './accounts.js';
import { entryProblem } from './entry.js';
import { memberExited, paidOutOf, receivedFromMember } from './postings.js';

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

describe('money a member brings in, and money held for members paid out', () => {
  it('balances, and names the member on the account it is for', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (amount, userId) => {
          const into = receivedFromMember({ money: 'cash', into: 'welfare' }, { userId }, amount);
          expect(entryProblem(into)).toBeNull();
          expect(into.find((line) => line.account === 'welfare')).toMatchObject({ credit: amount, userId });
          const out = paidOutOf({ from: 'welfare', money: 'cash' }, amount);
          expect(entryProblem(out)).toBeNull();
          expect(out.find((line) => line.account === 'cash')).toMatchObject({ credit: amount });
        },
      ),
    );
  });
});

describe('a member leaving with savings kinds besides savings', () => {
  it('takes each kind from its own account on the member’s line, and balances', () => {
    const accounts = {
      money: 'cash',
      savings: 'savings',
      loans: 'loans',
      interest: 'i',
      fines: 'f',
      losses: 'l',
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 3 }),
        (savings, parts) => {
          const others = parts.map((amount, i) => ({ account: `kind${i}`, amount }));
          const total = savings + parts.reduce((sum, amount) => sum + amount, 0);
          if (total === 0) return;
          const lines = memberExited(accounts, {
            userId: 7,
            savings: total,
            refund: total,
            guarantors: [],
            loans: [],
            otherSavings: others,
          });
          expect(entryProblem(lines)).toBeNull();
          const onSavings = lines.filter((line) => line.account === 'savings');
          expect(onSavings.reduce((sum, line) => sum + line.debit, 0)).toBe(savings);
          for (const other of others) {
            expect(lines.find((line) => line.account === other.account)).toMatchObject({
              debit: other.amount,
              userId: 7,
            });
          }
        },
      ),
    );
  });
});
