import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { c } from '../../test/arbitraries.js';
import { allocatePayment, amountStillDue, type InstallmentState, startInstallments } from './allocation.js';
import { payoffOf, settleEarly } from './payoff.js';
import { flatSchedule, reducingBalanceSchedule } from './schedule.js';
import { unpayInstallments } from './unpay.js';

const schedules = fc
  .record({
    principal: fc.integer({ min: 100_00, max: 5_000_000_00 }),
    rateBp: fc.integer({ min: 0, max: 3000 }),
    months: fc.integer({ min: 1, max: 24 }),
    flat: fc.boolean(),
  })
  .map(({ principal, rateBp, months, flat }) =>
    flat
      ? flatSchedule({ principal: c(principal), rateBp, months, issuedOn: '2026-01-15' })
      : reducingBalanceSchedule({
          principal: c(principal),
          yearlyRateBp: rateBp,
          months,
          issuedOn: '2026-01-15',
        }),
  );

/** Pays a share (in thousandths) of what is still due, as a repayment would. */
function pay(installments: readonly InstallmentState[], share: number) {
  const amount = c(Math.max(1, Math.floor((amountStillDue(installments) * share) / 1000)));
  const result = allocatePayment(installments, amount);
  if (!result.ok) throw new Error(result.message);
  return {
    after: result.installments,
    parts: { interest: result.interestPaid, principal: result.principalPaid },
  };
}

describe('unpayInstallments (docs/decisions/reversals.md, "Loan repayments")', () => {
  it('takes the latest repayment back to the installments as they were before it', () => {
    fc.assert(
      fc.property(
        schedules,
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 8 }),
        (schedule, shares) => {
          let state = startInstallments(schedule.rows);
          for (const share of shares) {
            if (amountStillDue(state) === 0) break;
            const before = state;
            const paid = pay(state, share);
            expect(unpayInstallments(paid.after, paid.parts)).toEqual(
              before.map((row) => ({ ...row, interestWaived: 0 })),
            );
            state = paid.after;
          }
        },
      ),
    );
  });

  it('takes an early settlement back, waiver and all', () => {
    fc.assert(
      fc.property(schedules, fc.integer({ min: 0, max: 999 }), (schedule, share) => {
        let before = startInstallments(schedule.rows);
        if (share > 0) before = pay(before, share).after;
        const date = '2026-02-20';
        const payoff = payoffOf(before, {
          kind: 'long_term',
          rateBp: 1200,
          issuedOn: '2026-01-15',
          date,
          fines: c(0),
        });
        const settled = settleEarly(before, payoff.interest);
        const back = unpayInstallments(settled.installments, {
          interest: settled.interestPaid,
          principal: settled.principalPaid,
        });
        expect(back).toEqual(before.map((row) => ({ ...row, interestWaived: 0 })));
      }),
    );
  });

  it('refuses to take back more than was paid', () => {
    const rows = startInstallments(
      flatSchedule({ principal: c(100_000), rateBp: 1000, months: 2, issuedOn: '2026-01-31' }).rows,
    );
    expect(() => unpayInstallments(rows, { interest: 0, principal: 1 })).toThrow(RangeError);
    expect(() => unpayInstallments(rows, { interest: -1, principal: 0 })).toThrow(RangeError);
  });
});
