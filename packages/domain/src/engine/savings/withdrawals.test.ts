import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryProblem } from '../books/entry.js';
import { withdrawalPaid } from '../books/postings.js';
import { type Cents, cents } from '../money.js';
import {
  savingsRequiredByLoans,
  withdrawableSavings,
  withdrawalIsDue,
  withdrawalPayableOn,
  withdrawalRefusal,
} from './withdrawals.js';

const amount = fc.integer({ min: 0, max: 10_000_000_000 }).map((value) => cents(value));
const multiplier = fc.integer({ min: 1, max: 2000 });

describe('savingsRequiredByLoans', () => {
  it('is the principal over the multiplier, rounded up to the cent', () => {
    expect(savingsRequiredByLoans(cents(30_000_00), 300)).toBe(10_000_00);
    expect(savingsRequiredByLoans(cents(100), 300)).toBe(34);
    expect(savingsRequiredByLoans(cents(1), 250)).toBe(1);
    expect(savingsRequiredByLoans(cents(0), 300)).toBe(0);
  });

  it('is the least amount whose multiple covers the principal', () => {
    fc.assert(
      fc.property(amount, multiplier, (principal, times) => {
        const required = savingsRequiredByLoans(principal, times);
        expect(required * times).toBeGreaterThanOrEqual(principal * 100);
        if (required > 0) expect((required - 1) * times).toBeLessThan(principal * 100);
      }),
    );
  });

  it('refuses a multiplier that is not a positive whole number of hundredths', () => {
    expect(() => savingsRequiredByLoans(cents(100), 0)).toThrow(RangeError);
    expect(() => savingsRequiredByLoans(cents(100), 1.5)).toThrow(RangeError);
  });
});

describe('withdrawableSavings', () => {
  it('takes the pledges and the loans’ savings off the savings', () => {
    const free = withdrawableSavings({
      savings: cents(50_000_00),
      pledgesHeld: cents(5_000_00),
      principalOutstanding: cents(30_000_00),
      multiplierX100: 300,
    });
    expect(free).toBe(35_000_00);
  });

  it('is never negative, never above the savings, and falls as pledges or loans grow', () => {
    fc.assert(
      fc.property(amount, amount, amount, multiplier, amount, (savings, pledges, principal, times, more) => {
        const position = {
          savings,
          pledgesHeld: pledges,
          principalOutstanding: principal,
          multiplierX100: times,
        };
        const free = withdrawableSavings(position);
        expect(free).toBeGreaterThanOrEqual(0);
        expect(free).toBeLessThanOrEqual(savings);
        expect(withdrawableSavings({ ...position, pledgesHeld: cents(pledges + more) })).toBeLessThanOrEqual(
          free,
        );
        expect(
          withdrawableSavings({ ...position, principalOutstanding: cents(principal + more) }),
        ).toBeLessThanOrEqual(free);
      }),
    );
  });

  it('leaves, after withdrawing all of it, savings that still cover the pledges and the loans', () => {
    fc.assert(
      fc.property(amount, amount, amount, multiplier, (savings, pledges, principal, times) => {
        const position = {
          savings,
          pledgesHeld: pledges,
          principalOutstanding: principal,
          multiplierX100: times,
        };
        const free = withdrawableSavings(position);
        if (free === 0) return;
        const left = cents(savings - free);
        expect(left - pledges).toBeGreaterThanOrEqual(0);
        expect((left - pledges) * times).toBeGreaterThanOrEqual(principal * 100);
        expect(withdrawableSavings({ ...position, savings: left })).toBe(0);
      }),
    );
  });
});

describe('withdrawalRefusal', () => {
  it('refuses below one cent and above the free savings, and nothing else', () => {
    fc.assert(
      fc.property(amount, amount, (asked, free) => {
        const refusal = withdrawalRefusal(asked, free);
        if (asked < 1) expect(refusal).toBe('below_one_cent');
        else if (asked > free) expect(refusal).toBe('above_free_savings');
        else expect(refusal).toBeNull();
      }),
    );
  });
});

describe('the notice', () => {
  it('makes a withdrawal payable that many days after the request', () => {
    expect(withdrawalPayableOn('2026-01-30', 0)).toBe('2026-01-30');
    expect(withdrawalPayableOn('2026-01-30', 3)).toBe('2026-02-02');
    expect(withdrawalPayableOn('2024-02-28', 1)).toBe('2024-02-29');
    expect(() => withdrawalPayableOn('2026-01-30', -1)).toThrow(RangeError);
    expect(withdrawalIsDue('2026-02-02', '2026-02-01')).toBe(false);
    expect(withdrawalIsDue('2026-02-02', '2026-02-02')).toBe(true);
  });

  it('is due exactly from the payable day on', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((n) => withdrawalPayableOn('2020-01-01', n));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 400 }),
        (asked, notice, later) => {
          const payable = withdrawalPayableOn(asked, notice);
          expect(withdrawalIsDue(payable, withdrawalPayableOn(asked, later))).toBe(later >= notice);
        },
      ),
    );
  });
});

describe('withdrawalPaid', () => {
  it('debits the member’s savings and credits the money account, balanced', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (paid) => {
        const lines = withdrawalPaid({ money: 'cash', savings: 'savings' }, { userId: 7 }, paid as Cents);
        expect(entryProblem(lines)).toBeNull();
        expect(lines).toEqual([
          { account: 'savings', debit: paid, credit: 0, userId: 7 },
          { account: 'cash', debit: 0, credit: paid },
        ]);
      }),
    );
  });
});
