import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { c } from '../../test/arbitraries.js';
import { addDaysIso } from '../dates.js';
import {
  allocatePayment,
  amountStillDue,
  type InstallmentState,
  positionOf,
  startInstallments,
} from './allocation.js';
import { arrearsOf, portfolioAtRisk } from './arrears.js';
import { payoffOf, settleEarly } from './payoff.js';
import { flatSchedule, reducingBalanceSchedule } from './schedule.js';

const longTerm = startInstallments(
  reducingBalanceSchedule({
    principal: c(10_000_000),
    yearlyRateBp: 1200,
    months: 12,
    issuedOn: '2026-01-15',
  }).rows,
);
const shortTerm = startInstallments(
  flatSchedule({ principal: c(1_000_000), rateBp: 1800, months: 3, issuedOn: '2026-01-31' }).rows,
);
const longTerms = { kind: 'long_term', rateBp: 1200, issuedOn: '2026-01-15', fines: c(0) } as const;
const shortTerms = { kind: 'short_term', rateBp: 1800, issuedOn: '2026-01-31', fines: c(0) } as const;

function pay(rows: InstallmentState[], amount: number) {
  const result = allocatePayment(rows, c(amount));
  if (!result.ok) throw new Error(result.message);
  return result.installments;
}

describe('the payoff of a loan on a day (docs/decisions/lending.md, "Early settlement")', () => {
  it('long-term: principal owed and reducing-balance interest for the days since the last due date', () => {
    // Issued 15 Jan; on 4 Feb 20 days of 12% on 100,000: 100,000 × 0.12 × 20 / 365 = 657.53.
    expect(payoffOf(longTerm, { ...longTerms, date: '2026-02-04' })).toEqual({
      principal: 10_000_000,
      interest: 65_753,
      fines: 0,
      total: 10_065_753,
    });
    // On the issue day nothing has accrued.
    expect(payoffOf(longTerm, { ...longTerms, date: '2026-01-15' }).interest).toBe(0);
  });

  it('long-term: the interest of an installment due and unpaid, then the days after it', () => {
    // 15 Feb is due (1,000.00 of interest unpaid); 10 more days on 100,000 is 328.77.
    expect(payoffOf(longTerm, { ...longTerms, date: '2026-02-25' }).interest).toBe(100_000 + 32_877);
    const paid = pay(longTerm, 888_488);
    const after = payoffOf(paid, { ...longTerms, date: '2026-02-25', fines: c(5000) });
    expect(after.principal).toBe(10_000_000 - 788_488);
    expect(after.interest).toBe(Math.round(((10_000_000 - 788_488) * 0.12 * 10) / 365));
    expect(after.total).toBe(after.principal + after.interest + 5000);
  });

  it('credits interest paid ahead of its due date instead of charging it again', () => {
    // The first installment paid on time, then 100.00 more: the second installment's interest,
    // due 15 Mar, is paid 100.00 ahead. On 25 Feb 10 days of 12% on the principal owed accrued.
    const ahead = pay(longTerm, 888_488 + 10_000);
    expect(ahead[1]).toMatchObject({ interestPaid: 10_000, principalPaid: 0 });
    const owed = 10_000_000 - 788_488;
    const accrued = Math.round((owed * 0.12 * 10) / 365);
    const payoff = payoffOf(ahead, { ...longTerms, date: '2026-02-25' });
    expect(payoff.interest).toBe(accrued - 10_000);
    expect(payoff.total).toBe(owed + accrued - 10_000);
    // Paid ahead more than has accrued: nothing more to pay in interest.
    expect(payoffOf(ahead, { ...longTerms, date: '2026-02-16' }).interest).toBe(0);
    // A short-term loan: the interest paid ahead counts against the interest already due.
    const flatAhead = pay(shortTerm, 333_333 + 60_000 + 10_000);
    expect(payoffOf(flatAhead, { ...shortTerms, date: '2026-03-31' }).interest).toBe(60_000 - 10_000);
  });

  it('short-term: the flat interest of the installments already due', () => {
    expect(payoffOf(shortTerm, { ...shortTerms, date: '2026-02-27' }).interest).toBe(0);
    expect(payoffOf(shortTerm, { ...shortTerms, date: '2026-02-28' })).toMatchObject({
      principal: 1_000_000,
      interest: 60_000,
      total: 1_060_000,
    });
    expect(() => payoffOf(shortTerm, { ...shortTerms, date: '2026-01-30' })).toThrow(RangeError);
  });

  it('never asks more than paying as scheduled, and settling with it clears the loan to the cent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(longTerm, shortTerm),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (fresh, days, paidFirst) => {
          const terms = fresh === longTerm ? longTerms : shortTerms;
          const rows = pay(fresh, Math.min(paidFirst, amountStillDue(fresh)));
          const date = addDaysIso(terms.issuedOn, days);
          const payoff = payoffOf(rows, { ...terms, date });
          expect(payoff.total).toBeLessThanOrEqual(amountStillDue(rows));
          const settled = settleEarly(rows, payoff.interest);
          expect(settled.principalPaid).toBe(payoff.principal);
          expect(settled.interestPaid).toBe(payoff.interest);
          expect(settled.interestPaid + settled.interestWaived).toBe(positionOf(rows).interestAmount);
          const position = positionOf(settled.installments);
          expect(position).toMatchObject({
            principal: 0,
            interestAmount: 0,
            amountDue: 0,
            status: 'Cleared',
          });
        },
      ),
    );
  });
});

describe('arrears and portfolio at risk (docs/decisions/lending.md, "Arrears")', () => {
  it('counts days past the oldest installment due and unpaid', () => {
    expect(arrearsOf(shortTerm, '2026-02-28')).toBeNull();
    expect(arrearsOf(shortTerm, '2026-03-10')).toEqual({
      oldestDueDate: '2026-02-28',
      daysPastDue: 10,
      overduePrincipal: 333_333,
      overdueInterest: 60_000,
    });
    const partly = pay(shortTerm, 100_000);
    expect(arrearsOf(partly, '2026-04-01')).toMatchObject({ daysPastDue: 32, overdueInterest: 60_000 });
  });

  it('sorts loans into the buckets with their share of all principal outstanding', () => {
    const buckets = portfolioAtRisk(
      [
        { daysPastDue: 1, principalOutstanding: c(100) },
        { daysPastDue: 30, principalOutstanding: c(100) },
        { daysPastDue: 31, principalOutstanding: c(300) },
        { daysPastDue: 91, principalOutstanding: c(500) },
      ],
      c(3000),
    );
    expect(buckets).toEqual([
      { label: '1–30', loans: 2, principal: 200, share: 0.0667 },
      { label: '31–60', loans: 1, principal: 300, share: 0.1 },
      { label: '61–90', loans: 0, principal: 0, share: 0 },
      { label: 'Over 90', loans: 1, principal: 500, share: 0.1667 },
    ]);
  });

  it('puts every loan in arrears in exactly one bucket', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            daysPastDue: fc.integer({ min: 1, max: 2000 }),
            principalOutstanding: fc.nat(1e9).map(c),
          }),
        ),
        (loans) => {
          const total = loans.reduce((sum, l) => sum + l.principalOutstanding, 0);
          const buckets = portfolioAtRisk(loans, c(total));
          expect(buckets.reduce((n, b) => n + b.loans, 0)).toBe(loans.length);
          expect(buckets.reduce((n, b) => n + b.principal, 0)).toBe(total);
        },
      ),
    );
  });
});
