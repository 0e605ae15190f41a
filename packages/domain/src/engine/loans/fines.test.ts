import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { c, isoDateIn } from '../../test/arbitraries.js';
import { addDaysIso } from '../dates.js';
import {
  contributionCheckDate,
  contributionMonthsToCheck,
  lateFineDate,
  lateInstallmentFines,
  missedContributionFine,
  payFinesFirst,
} from './fines.js';

const date = isoDateIn(2020, 2030);

describe('late-installment fines (docs/decisions/lending.md, "Fines")', () => {
  const installment = { dueDate: '2026-01-31', unpaid: c(393_333) };

  it('charges once for each month late, from the day after the due date', () => {
    expect(lateFineDate('2026-01-31', 1)).toBe('2026-02-01');
    expect(lateFineDate('2026-01-31', 2)).toBe('2026-03-01');
    const fixed = { kind: 'fixed', cents: c(50_000) } as const;
    expect(lateInstallmentFines(installment, fixed, '2026-01-31', '2026-01-01', new Set())).toEqual([]);
    expect(lateInstallmentFines(installment, fixed, '2026-03-01', '2026-01-01', new Set())).toEqual([
      { period: '1', chargedOn: '2026-02-01', amount: 50_000 },
      { period: '2', chargedOn: '2026-03-01', amount: 50_000 },
    ]);
  });

  it('charges a percentage of what is unpaid of the installment, rounded to the cent', () => {
    const percent = { kind: 'percent', rateBp: 500 } as const;
    expect(lateInstallmentFines(installment, percent, '2026-02-10', '2026-01-01', new Set())).toEqual([
      { period: '1', chargedOn: '2026-02-01', amount: 19_667 },
    ]);
  });

  it('charges nothing for months before the rule took effect, nor for a paid installment', () => {
    const fixed = { kind: 'fixed', cents: c(100) } as const;
    expect(lateInstallmentFines(installment, fixed, '2026-04-05', '2026-03-01', new Set())).toHaveLength(2);
    expect(
      lateInstallmentFines({ ...installment, unpaid: c(0) }, fixed, '2026-04-05', '2026-01-01', new Set()),
    ).toEqual([]);
    expect(
      lateInstallmentFines(installment, { kind: 'none' }, '2026-04-05', '2026-01-01', new Set()),
    ).toEqual([]);
  });

  it('never charges one installment twice for a month, however often the job runs', () => {
    fc.assert(
      fc.property(
        date,
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (dueDate, runsAfter, amount) => {
          const rule = { kind: 'fixed', cents: c(amount) } as const;
          const charged = new Set<string>();
          const runs = [...runsAfter].sort((a, b) => a - b).flatMap((days) => [days, days]);
          let last = dueDate;
          for (const days of runs) {
            last = addDaysIso(dueDate, days);
            for (const charge of lateInstallmentFines(
              { dueDate, unpaid: c(1000) },
              rule,
              last,
              dueDate,
              charged,
            )) {
              expect(charged.has(charge.period)).toBe(false);
              expect(charge.chargedOn <= last).toBe(true);
              charged.add(charge.period);
            }
          }
          // However the runs fell, the charges are exactly the months late so far.
          let expected = 0;
          while (lateFineDate(dueDate, expected + 1) <= last) expected++;
          expect(charged.size).toBe(expected);
        },
      ),
    );
  });
});

describe('missed-contribution fines (docs/decisions/lending.md, "Fines")', () => {
  it('checks each whole month after the account opened on the settings day of the next month', () => {
    expect(contributionCheckDate('2026-01', 10)).toBe('2026-02-10');
    expect(contributionMonthsToCheck('2026-01-15', '2026-04-09', '2026-01-01', 10)).toEqual(['2026-02']);
    expect(contributionMonthsToCheck('2026-01-15', '2026-04-10', '2026-01-01', 10)).toEqual([
      '2026-02',
      '2026-03',
    ]);
    expect(contributionMonthsToCheck('2026-01-15', '2026-04-10', '2026-04-01', 10)).toEqual(['2026-03']);
  });

  it('fines a month whose savings are below the target, and only then', () => {
    expect(missedContributionFine(c(249_999), c(250_000), c(20_000))).toBe(20_000);
    expect(missedContributionFine(c(250_000), c(250_000), c(20_000))).toBe(0);
    expect(missedContributionFine(c(0), c(250_000), c(0))).toBe(0);
  });

  it('lists each month once, in order, never after the date', () => {
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 1, max: 28 }),
        (opened, days, day) => {
          const asOf = addDaysIso(opened, days);
          const months = contributionMonthsToCheck(opened, asOf, opened, day);
          expect(new Set(months).size).toBe(months.length);
          expect([...months].sort()).toEqual(months);
          for (const month of months) {
            expect(month > opened.slice(0, 7)).toBe(true);
            expect(contributionCheckDate(month, day) <= asOf).toBe(true);
          }
        },
      ),
    );
  });
});

describe('a repayment pays fines first (docs/decisions/lending.md, "Fines")', () => {
  it('pays the fines oldest first and leaves the rest for the loan', () => {
    const fines = [
      { id: 1, owed: c(500) },
      { id: 2, owed: c(700) },
    ];
    expect(payFinesFirst(fines, c(900))).toEqual({
      paid: [
        { id: 1, amount: 500 },
        { id: 2, amount: 400 },
      ],
      finesPaid: 900,
      left: 0,
    });
    expect(payFinesFirst(fines, c(2000))).toMatchObject({ finesPaid: 1200, left: 800 });
  });

  it('splits every payment exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 100_000 }),
        (owed, amount) => {
          const fines = owed.map((o, i) => ({ id: i, owed: c(o) }));
          const result = payFinesFirst(fines, c(amount));
          expect(result.finesPaid + result.left).toBe(amount);
          expect(result.finesPaid).toBe(
            Math.min(
              amount,
              owed.reduce((a, b) => a + b, 0),
            ),
          );
          for (const part of result.paid) expect(part.amount).toBeLessThanOrEqual(fines[part.id]?.owed ?? 0);
        },
      ),
    );
  });
});
