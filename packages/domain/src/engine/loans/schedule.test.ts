import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { c, isoDateIn } from '../../test/arbitraries.js';
import { addMonthsClamped } from '../dates.js';
import { applyRate, monthlyInterest } from './rounding.js';
import {
  amortisedInstallment,
  flatSchedule,
  type LoanSchedule,
  reducingBalanceSchedule,
} from './schedule.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** A reducing-balance schedule of `principal` cents at `yearlyRateBp` over `months` from `issuedOn`. */
const reducing = (principal: number, yearlyRateBp: number, months: number, issuedOn: string) =>
  reducingBalanceSchedule({ principal: c(principal), yearlyRateBp, months, issuedOn });
/** A flat schedule of `principal` cents at `rateBp` for the whole loan over `months` from `issuedOn`. */
const flat = (principal: number, rateBp: number, months: number, issuedOn: string) =>
  flatSchedule({ principal: c(principal), rateBp, months, issuedOn });

describe('reducingBalanceSchedule', () => {
  const check = reducing(10_000_000, 1200, 12, '2026-01-15');

  it('matches the check in docs/decisions/loans.md, "Long-term loans": 100,000 at 12% over 12 months', () => {
    expect(check.installment).toBe(888_488);
    expect(check.rows[0]).toMatchObject({ number: 1, interest: 100_000, principal: 788_488 });
    expect(check.rows[0]?.balanceAfter).toBe(10_000_000 - 788_488);
    expect(check.rows[11]?.installment).toBe(888_485);
    expect(check.rows[11]?.balanceAfter).toBe(0);
    expect(check.totalInterest).toBe(661_853);
    expect(check.amountDue).toBe(10_661_853);
    expect(check.rows.slice(0, 11).every((row) => row.installment === 888_488)).toBe(true);
    expect(check.dueDate).toBe('2027-01-15');
  });

  it('rounds an exact half cent up: 1,105.50 at 12% over 2 months is 561.06 a month', () => {
    // 110,550 × 0.01 × 1.0201 / 0.0201 = 56,105.5 exactly; floating point gives 56,105.4999….
    expect(amortisedInstallment(c(110_550), 1200, 2)).toBe(56_106);
    const schedule = reducing(110_550, 1200, 2, '2026-01-15');
    expect(schedule.rows.map((row) => row.installment)).toEqual([56_106, 56_106]);
    expect(sum(schedule.rows.map((row) => row.principal))).toBe(110_550);
  });

  it('falls due k months after issue, clamped to the month end, from the original date', () => {
    const schedule = reducing(10_000_000, 1200, 3, '2026-01-31');
    expect(schedule.rows.map((row) => row.dueDate)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    expect(schedule.dueDate).toBe('2026-04-30');
    const leap = reducing(100, 0, 2, '2028-01-31');
    expect(leap.rows.map((row) => row.dueDate)).toEqual(['2028-02-29', '2028-03-31']);
  });

  it('spreads a zero-rate loan evenly, the last installment absorbing the rounding', () => {
    const thirds = reducing(10_000, 0, 3, '2026-01-01');
    expect(thirds.installment).toBe(3333);
    expect(thirds.rows.map((row) => row.installment)).toEqual([3333, 3333, 3334]);
    expect(thirds.totalInterest).toBe(0);
    const twoThirds = reducing(200, 0, 3, '2026-01-01');
    expect(twoThirds.rows.map((row) => row.installment)).toEqual([67, 67, 66]);
  });

  it('caps principal at the balance when a tiny loan is paid off early', () => {
    const tiny = reducing(100, 0, 120, '2026-01-01');
    expect(tiny.installment).toBe(1);
    expect(tiny.rows[99]).toMatchObject({ installment: 1, balanceAfter: 0 });
    expect(tiny.rows[100]).toMatchObject({ installment: 0, interest: 0, principal: 0, balanceAfter: 0 });
    expect(tiny.amountDue).toBe(100);
  });

  it('handles a loan with nothing owed', () => {
    const empty = reducing(0, 1200, 2, '2026-01-01');
    expect(empty.rows.map((row) => row.installment)).toEqual([0, 0]);
    expect(empty.amountDue).toBe(0);
  });

  it('refuses impossible terms', () => {
    const terms = { principal: c(100), yearlyRateBp: 1200, months: 12, issuedOn: '2026-01-01' };
    expect(() => reducingBalanceSchedule({ ...terms, months: 0 })).toThrow(RangeError);
    expect(() => reducingBalanceSchedule({ ...terms, months: 1.5 })).toThrow(RangeError);
    expect(() => reducingBalanceSchedule({ ...terms, principal: c(-1) })).toThrow(RangeError);
    expect(() => reducingBalanceSchedule({ ...terms, principal: c(0.5) })).toThrow(RangeError);
    expect(() => reducingBalanceSchedule({ ...terms, yearlyRateBp: 0.5 })).toThrow(RangeError);
    expect(() => reducingBalanceSchedule({ ...terms, issuedOn: '2026-02-30' })).toThrow(RangeError);
  });
});

describe('flatSchedule', () => {
  it('matches the check: 10,000 at 18% over 3 months', () => {
    const schedule = flat(1_000_000, 1800, 3, '2026-01-31');
    expect(schedule.totalInterest).toBe(180_000);
    expect(schedule.amountDue).toBe(1_180_000);
    expect(schedule.installment).toBe(393_333);
    expect(schedule.rows.map((row) => row.installment)).toEqual([393_333, 393_333, 393_334]);
    expect(schedule.rows.map((row) => row.interest)).toEqual([60_000, 60_000, 60_000]);
    expect(schedule.rows.map((row) => row.principal)).toEqual([333_333, 333_333, 333_334]);
    expect(schedule.rows.map((row) => row.dueDate)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    expect(schedule.dueDate).toBe(addMonthsClamped('2026-01-31', 3));
  });

  it('spreads interest in equal parts, the last absorbing the rest', () => {
    const schedule = flat(100_001, 1800, 3, '2026-01-01');
    expect(schedule.totalInterest).toBe(18_000); // 18,000.18 cents rounds to 18,000
    expect(schedule.rows.map((row) => row.installment)).toEqual([39_334, 39_334, 39_333]);
    expect(schedule.rows.map((row) => row.interest)).toEqual([6000, 6000, 6000]);
  });

  // docs/decisions/loans.md, "Rounding"
  it('rounds the installment to the nearest cent, halves away from zero', () => {
    // 1,000.00 at 18% over 3 months: 1,180.00 / 3 = 393.333… → 393.33; 1,000.02 → 1,180.02 / 3 = 393.34.
    const up = flat(100_002, 1800, 3, '2026-01-01');
    expect(up.installment).toBe(39_334);
    expect(up.rows.map((row) => row.installment)).toEqual([39_334, 39_334, 39_334]);
    // 10.05 at 0.01% over 2 months: 10.05 + 0.00 = 1,005 cents / 2 = 502.5 → 503, the last 502.
    const half = flat(1005, 1, 2, '2026-01-01');
    expect(half.installment).toBe(503);
    expect(half.rows.map((row) => row.installment)).toEqual([503, 502]);
  });

  it('caps the rows of a tiny loan whose rounded installment pays it off early', () => {
    const tiny = flat(5, 0, 10, '2026-01-01');
    expect(tiny.installment).toBe(1);
    expect(tiny.rows.map((row) => row.installment)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
  });

  it('keeps every part non-negative for a tiny loan over a long term', () => {
    const tiny = flat(100, 2000, 120, '2026-01-01');
    expect(tiny.amountDue).toBe(120);
    expect(tiny.rows.every((row) => row.installment === 1 && row.principal >= 0 && row.interest >= 0)).toBe(
      true,
    );
    expect(sum(tiny.rows.map((row) => row.principal))).toBe(100);
  });
});

const issueDate = isoDateIn(2000, 2099);

const loanTerms = fc.record({
  principal: fc.integer({ min: 100, max: 1_000_000_000 }).map(c), // 1 KES to 10,000,000 KES
  rateBp: fc.integer({ min: 0, max: 6000 }), // 0% to 60%
  months: fc.integer({ min: 1, max: 120 }),
  issuedOn: issueDate,
});

function expectSound(schedule: LoanSchedule, principal: number, months: number, issuedOn: string): void {
  expect(schedule.rows).toHaveLength(months);
  expect(sum(schedule.rows.map((row) => row.principal))).toBe(principal);
  expect(sum(schedule.rows.map((row) => row.interest))).toBe(schedule.totalInterest);
  expect(sum(schedule.rows.map((row) => row.installment))).toBe(principal + schedule.totalInterest);
  expect(schedule.amountDue).toBe(principal + schedule.totalInterest);
  let balance = principal;
  for (const row of schedule.rows) {
    for (const value of [row.installment, row.interest, row.principal, row.balanceAfter]) {
      expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
    }
    expect(row.interest + row.principal).toBe(row.installment);
    balance -= row.principal;
    expect(row.balanceAfter).toBe(balance);
    expect(row.dueDate).toBe(addMonthsClamped(issuedOn, row.number));
  }
  expect(balance).toBe(0);
  expect(schedule.dueDate).toBe(addMonthsClamped(issuedOn, months));
}

describe('schedule properties', () => {
  it('reducing balance: parts sum exactly, nothing negative, the balance ends at 0', () => {
    fc.assert(
      fc.property(loanTerms, ({ principal, rateBp, months, issuedOn }) => {
        const schedule = reducingBalanceSchedule({ principal, yearlyRateBp: rateBp, months, issuedOn });
        expectSound(schedule, principal, months, issuedOn);
        let balance: number = principal;
        for (const row of schedule.rows) {
          // docs/decisions/loans.md, "Rounding": each month's interest is round(balance × i) on the balance
          // before it.
          expect(row.interest).toBe(monthlyInterest(c(balance), rateBp));
          if (row.number < months && row.balanceAfter > 0) expect(row.installment).toBe(schedule.installment);
          balance = row.balanceAfter;
        }
      }),
    );
  });

  it('the installment is the exact annuity rounded half away from zero', () => {
    fc.assert(
      fc.property(loanTerms, ({ principal, rateBp, months }) => {
        const installment = amortisedInstallment(principal, rateBp, months);
        if (rateBp === 0) {
          expect(Math.abs(installment * months - principal) * 2 <= months).toBe(true);
          return;
        }
        // The installment is the nearest cent to the annuity A, |installment − A| <= ½, checked
        // without division: the annuity A solves A·(bⁿ − aⁿ)·a = P·rate·bⁿ.
        const a = 120_000n;
        const b = a + BigInt(rateBp);
        const bn = b ** BigInt(months);
        const denominator = a * (bn - a ** BigInt(months));
        const numerator = BigInt(principal) * BigInt(rateBp) * bn;
        const twiceError = 2n * BigInt(installment) * denominator - 2n * numerator;
        const abs = twiceError < 0n ? -twiceError : twiceError;
        expect(abs <= denominator).toBe(true);
        if (abs === denominator) expect(twiceError > 0n).toBe(true); // a half cent rounds up
      }),
    );
  });

  it('reducing balance: the principal parts sum to the principal exactly at any term up to 600 months', () => {
    fc.assert(
      fc.property(loanTerms, fc.integer({ min: 1, max: 600 }), (terms, months) => {
        const schedule = reducingBalanceSchedule({ ...terms, yearlyRateBp: terms.rateBp, months });
        expectSound(schedule, terms.principal, months, terms.issuedOn);
      }),
      { numRuns: 50 },
    );
  });

  it('flat: equal installments with the last absorbing the rounding, parts sum exactly', () => {
    fc.assert(
      fc.property(loanTerms, ({ principal, rateBp, months, issuedOn }) => {
        const schedule = flatSchedule({ principal, rateBp, months, issuedOn });
        expectSound(schedule, principal, months, issuedOn);
        expect(schedule.totalInterest).toBe(applyRate(principal, rateBp));
        const amountDue = principal + schedule.totalInterest;
        // docs/decisions/loans.md, "Rounding": amount due / months to the nearest cent, halves away from
        // zero.
        expect(schedule.installment).toBe(Math.floor((2 * amountDue + months) / (2 * months)));
        const [last, ...regular] = [...schedule.rows].reverse();
        if ((months - 1) * schedule.installment <= amountDue) {
          expect(regular.every((row) => row.installment === schedule.installment)).toBe(true);
          // The last one absorbs the rounding: at most half a cent per installment either way.
          const absorbed = (last?.installment ?? 0) - schedule.installment;
          expect(Math.abs(absorbed) * 2 <= months).toBe(true);
        }
      }),
    );
  });
});
