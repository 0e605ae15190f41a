import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { c } from '../../test/arbitraries.js';
import { exitSettlement, splitInProportion } from './exit.js';

const amount = fc.integer({ min: 0, max: 50_000_000 });
const sum = (values: readonly number[]) => values.reduce((a, v) => a + v, 0);

describe('splitInProportion', () => {
  it('gives parts that sum to the total exactly, each within one cent of its share and at most its weight', () => {
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 8 }), fc.nat(), (weights, seed) => {
        const total = sum(weights) === 0 ? 0 : seed % (sum(weights) + 1);
        const parts = splitInProportion(c(total), weights.map(c));
        expect(sum(parts)).toBe(total);
        parts.forEach((part, i) => {
          // All weights zero split nothing: each share is zero (not 0 / 0).
          const share = sum(weights) === 0 ? 0 : (total * (weights[i] ?? 0)) / sum(weights);
          expect(Math.abs(part - share)).toBeLessThan(1);
          expect(part).toBeLessThanOrEqual(weights[i] ?? 0);
          expect(Number.isInteger(part)).toBe(true);
        });
      }),
    );
  });

  it('splits 100 cents between three equal pledges as 34, 33, 33', () => {
    expect(splitInProportion(c(100), [c(5), c(5), c(5)])).toEqual([34, 33, 33]);
  });

  it('refuses a total with nothing to split it by', () => {
    expect(() => splitInProportion(c(1), [c(0)])).toThrow(RangeError);
    expect(splitInProportion(c(0), [c(0), c(0)])).toEqual([0, 0]);
  });
});

const loan = fc.record({
  principal: amount,
  interest: fc.integer({ min: 0, max: 1_000_000 }),
  fines: fc.integer({ min: 0, max: 100_000 }),
});

describe('exitSettlement', () => {
  it('accounts for every cent: savings and pledges pay, the rest is written off or waived', () => {
    fc.assert(
      fc.property(
        amount,
        fc.array(loan, { maxLength: 2 }),
        fc.array(amount, { maxLength: 4 }),
        (savings, loanParts, capacities) => {
          const loans = loanParts.map((l, i) => ({
            loanId: i + 1,
            principal: c(l.principal),
            interest: c(l.interest),
            fines: c(l.fines),
          }));
          const pledges = capacities.map((capacity, i) => ({ guarantorId: 100 + i, capacity: c(capacity) }));
          const result = exitSettlement(c(savings), loans, pledges);
          const owed = sum(loans.map((l) => l.principal + l.interest + l.fines));
          expect(result.owed).toBe(owed);
          expect(result.refund).toBe(Math.max(0, savings - owed));
          expect(result.shortfall).toBe(Math.max(0, owed - savings));
          const guarantors = sum(result.fromGuarantors.map((g) => g.amount));
          expect(guarantors).toBe(Math.min(result.shortfall, sum(capacities)));
          result.fromGuarantors.forEach((g) => {
            expect(g.amount).toBeLessThanOrEqual(capacities[g.guarantorId - 100] ?? 0);
          });
          for (const l of result.loans) {
            const fromGuarantors = sum(l.fromGuarantors.map((g) => g.amount));
            expect(l.paidFines + l.paidInterest + l.paidPrincipal).toBe(l.fromSavings + fromGuarantors);
            expect(l.paidPrincipal + l.writtenOff).toBe(l.principal);
            expect(l.paidInterest + l.waivedInterest).toBe(l.interest);
            expect(l.paidFines + l.waivedFines).toBe(l.fines);
          }
          expect(sum(result.loans.map((l) => l.fromSavings))).toBe(Math.min(savings, owed));
          expect(result.writtenOff + sum(result.loans.map((l) => l.waivedInterest + l.waivedFines))).toBe(
            result.shortfall - guarantors,
          );
        },
      ),
    );
  });

  it('settles a loan above the savings: pledges of 30,000 and 10,000 share a 20,000 shortfall 3 to 1', () => {
    const result = exitSettlement(
      c(5_000_000),
      [{ loanId: 7, principal: c(6_500_000), interest: c(400_000), fines: c(100_000) }],
      [
        { guarantorId: 2, capacity: c(3_000_000) },
        { guarantorId: 3, capacity: c(1_000_000) },
      ],
    );
    expect(result).toMatchObject({ owed: 7_000_000, refund: 0, shortfall: 2_000_000, writtenOff: 0 });
    expect(result.fromGuarantors).toEqual([
      { guarantorId: 2, amount: 1_500_000 },
      { guarantorId: 3, amount: 500_000 },
    ]);
  });

  it('writes off the principal the pledges cannot pay and waives nothing paid', () => {
    const result = exitSettlement(
      c(1_000_000),
      [{ loanId: 1, principal: c(3_000_000), interest: c(200_000), fines: c(0) }],
      [{ guarantorId: 9, capacity: c(500_000) }],
    );
    expect(result.loans[0]).toMatchObject({
      paidInterest: 200_000,
      paidPrincipal: 1_300_000,
      writtenOff: 1_700_000,
    });
  });
});

describe('exitSettlement with fines of no loan', () => {
  it('pays the loose fines from the savings first, waives what they cannot pay, and never asks the pledges', () => {
    fc.assert(
      fc.property(
        amount,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(loan, { maxLength: 2 }),
        fc.array(amount, { maxLength: 3 }),
        (savings, loose, loanParts, capacities) => {
          const loans = loanParts.map((l, i) => ({
            loanId: i + 1,
            principal: c(l.principal),
            interest: c(l.interest),
            fines: c(l.fines),
          }));
          const pledges = capacities.map((capacity, i) => ({ guarantorId: 100 + i, capacity: c(capacity) }));
          const result = exitSettlement(c(savings), loans, pledges, c(loose));
          const loansOwed = sum(loans.map((l) => l.principal + l.interest + l.fines));
          expect(result.looseFines.paid).toBe(Math.min(savings, loose));
          expect(result.looseFines.paid + result.looseFines.waived).toBe(loose);
          expect(result.owed).toBe(loansOwed + loose);
          expect(result.refund).toBe(Math.max(0, savings - loose - loansOwed));
          // The loans see only what the loose fines left of the savings.
          const alone = exitSettlement(c(savings - result.looseFines.paid), loans, pledges);
          expect({
            ...result,
            looseFines: alone.looseFines,
            owed: alone.owed,
            savings: alone.savings,
          }).toEqual(alone);
          const fromSavings = sum(result.loans.map((l) => l.fromSavings));
          expect(result.looseFines.paid + fromSavings + result.refund).toBe(savings);
        },
      ),
    );
  });

  it('settles 1,500.00 of loose fines from 1,000.00 of savings: 1,000.00 paid, 500.00 waived, nothing refunded', () => {
    const result = exitSettlement(c(100_000), [], [], c(150_000));
    expect(result.looseFines).toEqual({ owed: 150_000, paid: 100_000, waived: 50_000 });
    expect(result).toMatchObject({ owed: 150_000, refund: 0, shortfall: 0, writtenOff: 0 });
  });
});
