import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { c } from '../../test/arbitraries.js';
import type { Cents } from '../money.js';
import {
  allocatePayment,
  amountStillDue,
  type InstallmentState,
  loanPosition,
  positionOf,
  replayPayments,
  startInstallments,
} from './allocation.js';
import { flatSchedule, reducingBalanceSchedule } from './schedule.js';

const longTerm = reducingBalanceSchedule({
  principal: c(10_000_000),
  yearlyRateBp: 1200,
  months: 12,
  issuedOn: '2026-01-15',
});
const shortTerm = flatSchedule({ principal: c(1_000_000), rateBp: 1800, months: 3, issuedOn: '2026-01-31' });

function pay(installments: readonly InstallmentState[], amount: number): InstallmentState[] {
  const result = allocatePayment(installments, c(amount));
  if (!result.ok) throw new Error(result.message);
  return result.installments;
}

describe('allocatePayment', () => {
  it('pays an installment, interest first (docs/decisions/loans.md, "Repayments")', () => {
    const result = allocatePayment(startInstallments(longTerm.rows), c(888_488));
    expect(result).toMatchObject({ ok: true, interestPaid: 100_000, principalPaid: 788_488 });
    if (!result.ok) return;
    expect(result.allocations).toEqual([
      { number: 1, dueDate: '2026-02-15', interest: 100_000, principal: 788_488 },
    ]);
    const position = positionOf(result.installments);
    expect(position.principal).toBe(10_000_000 - 788_488);
    expect(position.interestAmount).toBe(661_853 - 100_000);
    expect(position.amountDue).toBe(10_661_853 - 888_488);
    expect(position.status).toBe('Uncleared');
  });

  it('finishes an installment before starting the next, interest before principal', () => {
    const partly = allocatePayment(startInstallments(longTerm.rows), c(50_000));
    expect(partly).toMatchObject({ ok: true, interestPaid: 50_000, principalPaid: 0 });
    if (!partly.ok) return;
    const rest = allocatePayment(partly.installments, c(888_488));
    expect(rest).toMatchObject({ ok: true, interestPaid: 100_000, principalPaid: 788_488 });
    if (!rest.ok) return;
    expect(rest.allocations).toEqual([
      { number: 1, dueDate: '2026-02-15', interest: 50_000, principal: 788_488 },
      { number: 2, dueDate: '2026-03-15', interest: 50_000, principal: 0 },
    ]);
  });

  // docs/decisions/loans.md, "Repayments"
  it('refuses a payment above the amount due with the message the rule gives', () => {
    const installments = startInstallments(shortTerm.rows);
    expect(allocatePayment(installments, c(1_180_001))).toEqual({
      ok: false,
      code: 'PAYMENT_EXCEEDS_AMOUNT_DUE',
      message: 'Payment of KES 11,800.01 exceeds the amount due KES 11,800.00.',
      amount: 1_180_001,
      amountDue: 1_180_000,
    });
    const cleared = pay(installments, 1_180_000);
    expect(allocatePayment(cleared, c(100))).toMatchObject({
      ok: false,
      message: 'Payment of KES 1.00 exceeds the amount due KES 0.00.',
    });
  });

  it('clears the loan when the full amount due is paid', () => {
    const cleared = positionOf(pay(startInstallments(shortTerm.rows), 1_180_000));
    expect(cleared).toMatchObject({
      principal: 0,
      interestAmount: 0,
      amountDue: 0,
      principalPaid: 1_000_000,
      interestPaid: 180_000,
      status: 'Cleared',
    });
  });

  it('leaves its input unchanged', () => {
    const installments = startInstallments(shortTerm.rows);
    const copy = structuredClone(installments);
    pay(installments, 500_000);
    expect(installments).toEqual(copy);
  });

  it('refuses impossible input', () => {
    const installments = startInstallments(shortTerm.rows);
    expect(() => allocatePayment(installments, c(-1))).toThrow(RangeError);
    expect(() => allocatePayment(installments, c(1.5))).toThrow(RangeError);
    const overpaid = installments.map((row) => ({ ...row, interestPaid: c(row.interest + 1) }));
    expect(() => allocatePayment(overpaid, c(1))).toThrow(RangeError);
  });
});

describe('loanPosition', () => {
  it('recomputes the position from the schedule and the approved payments', () => {
    const position = loanPosition(longTerm.rows, [c(888_488), c(50_000)]);
    expect(position).toMatchObject({
      principal: 10_000_000 - 788_488,
      interestAmount: 661_853 - 100_000 - 50_000,
      principalPaid: 788_488,
      interestPaid: 150_000,
      status: 'Uncleared',
    });
    expect(loanPosition(shortTerm.rows, [])).toMatchObject({ amountDue: 1_180_000, status: 'Uncleared' });
  });

  it('throws when a stored payment no longer fits', () => {
    expect(() => loanPosition(shortTerm.rows, [c(1_180_000), c(1)])).toThrow(
      'Payment of KES 0.01 exceeds the amount due KES 0.00.',
    );
  });
});

const anySchedule = fc
  .record({
    kind: fc.constantFrom('reducing', 'flat'),
    principal: fc.integer({ min: 100, max: 1_000_000_000 }).map(c),
    rateBp: fc.integer({ min: 0, max: 6000 }),
    months: fc.integer({ min: 1, max: 120 }),
  })
  .map(({ kind, principal, rateBp, months }) =>
    kind === 'flat'
      ? flatSchedule({ principal, rateBp, months, issuedOn: '2026-01-31' })
      : reducingBalanceSchedule({ principal, yearlyRateBp: rateBp, months, issuedOn: '2026-01-31' }),
  );

/** A payment is either a share (per mille) of what is still due, or any amount, which may be refused. */
const anyPayments = fc.array(
  fc.oneof(
    fc.record({ perMille: fc.integer({ min: 0, max: 1000 }) }),
    fc.record({ amount: fc.integer({ min: 0, max: 1_200_000_000 }) }),
  ),
  { maxLength: 12 },
);

function expectInDueOrder(installments: readonly InstallmentState[]): void {
  let earlierAllPaid = true;
  for (const row of installments) {
    expect(row.interestPaid >= 0 && row.interestPaid <= row.interest).toBe(true);
    expect(row.principalPaid >= 0 && row.principalPaid <= row.principal).toBe(true);
    if (row.principalPaid > 0) expect(row.interestPaid).toBe(row.interest);
    if (!earlierAllPaid) expect(row.interestPaid + row.principalPaid).toBe(0);
    earlierAllPaid &&= row.interestPaid === row.interest && row.principalPaid === row.principal;
  }
}

describe('allocation properties', () => {
  it('never makes anything negative, splits each payment exactly, and full payment clears', () => {
    fc.assert(
      fc.property(anySchedule, anyPayments, (schedule, plan) => {
        let installments = startInstallments(schedule.rows);
        const accepted: Cents[] = [];
        for (const step of plan) {
          const due = amountStillDue(installments);
          const amount = c('perMille' in step ? Math.floor((due * step.perMille) / 1000) : step.amount);
          const result = allocatePayment(installments, amount);
          if (!result.ok) {
            expect(amount).toBeGreaterThan(due);
            expect(result.amountDue).toBe(due);
            continue;
          }
          expect(result.interestPaid + result.principalPaid).toBe(amount);
          for (const part of result.allocations) {
            expect(part.interest >= 0 && part.principal >= 0 && part.interest + part.principal > 0).toBe(
              true,
            );
          }
          expect(amountStillDue(result.installments)).toBe(due - amount);
          expectInDueOrder(result.installments);
          installments = result.installments;
          accepted.push(amount);
        }
        // The state can always be recomputed from the schedule and the accepted payments.
        expect(replayPayments(schedule.rows, accepted).installments).toEqual(installments);
        const position = loanPosition(schedule.rows, accepted);
        expect(position.amountDue).toBe(position.principal + position.interestAmount);
        expect(position.principal + position.principalPaid).toBe(schedule.principal);
        expect(position.interestAmount + position.interestPaid).toBe(schedule.totalInterest);
        expect(position.status).toBe(position.amountDue === 0 ? 'Cleared' : 'Uncleared');

        const final = allocatePayment(installments, position.amountDue);
        expect(final.ok).toBe(true);
        if (!final.ok) return;
        expect(positionOf(final.installments)).toMatchObject({
          amountDue: 0,
          principal: 0,
          status: 'Cleared',
        });
      }),
    );
  });
});
