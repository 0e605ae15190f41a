import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mpesaShare, periodClosed, shareOutPaid } from '../books/closing.js';
import { entryProblem } from '../books/entry.js';
import { planShareOut } from './plan.js';

/** The plan of terms that have a basis to share by. */
function planned(...args: Parameters<typeof planShareOut>) {
  const result = planShareOut(...args);
  if (!result.ok) throw new Error(result.problem);
  return result.plan;
}

const period = { from: '2025-01-01', to: '2025-12-31' };
const movement = fc.record({
  date: fc
    .integer({ min: 0, max: 400 })
    .map((n) => new Date(Date.UTC(2024, 11, 1 + n)).toISOString().slice(0, 10)),
  amount: fc.integer({ min: 1, max: 100_000_000 }),
});
const members = fc
  .array(fc.array(movement, { maxLength: 6 }), { minLength: 1, maxLength: 12 })
  .map((lists) => lists.map((movements, i) => ({ userId: i + 1, movements })));
const method = fc.constantFrom('proportional' as const, 'time_weighted' as const);
const rate = fc.integer({ min: 0, max: 10_000 });

describe('planShareOut', () => {
  it('shares the distributable amount exactly; net plus withholding is each share', () => {
    fc.assert(
      fc.property(members, method, rate, fc.integer({ min: 1, max: 1_000_000_000 }), (list, m, bp, d) => {
        const bases = list.map((member) => member.movements.filter((mv) => mv.date <= period.to));
        fc.pre(bases.some((b) => b.length > 0));
        const plan = planned({ ...period, method: m, distributable: d, withholdingBp: bp }, list);
        expect(plan.totalShare).toBe(d);
        expect(plan.totalNet + plan.totalWithholding).toBe(d);
        for (const line of plan.lines) {
          expect(line.share).toBeGreaterThanOrEqual(0);
          expect(line.withholding).toBeGreaterThanOrEqual(0);
          expect(line.net + line.withholding).toBe(line.share);
          if (line.basis === 0) expect(line.share).toBe(0);
        }
        const accounts = { retained: 'r', savings: 's', withholding: 'w' };
        const paid = shareOutPaid(accounts, { kind: 'to_savings' }, plan.lines);
        expect(entryProblem(paid)).toBeNull();
        expect(entryProblem(shareOutPaid(accounts, { kind: 'cash', money: 'm' }, plan.lines))).toBeNull();
        // By M-Pesa: the whole shillings owed in Payouts due, the cents kept in savings, every cent posted.
        const byMpesa = shareOutPaid(accounts, { kind: 'mpesa', due: 'd' }, plan.lines);
        expect(entryProblem(byMpesa)).toBeNull();
        const owed = byMpesa
          .filter((line) => line.account === 'd')
          .reduce((sum, line) => sum + line.credit, 0);
        expect(owed % 100).toBe(0);
        expect(owed).toBe(plan.lines.reduce((sum, line) => sum + mpesaShare(line.net).sent, 0));
      }),
    );
  });
});

describe('periodClosed', () => {
  const balance = fc.integer({ min: -1_000_000, max: 1_000_000 });
  it('brings every income and expense account to zero in one balanced entry', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), balance), { minLength: 1, maxLength: 8 }), (accounts) => {
        const balances = accounts.map(([income, amount], i) => ({
          account: `a${i}`,
          type: income ? ('income' as const) : ('expense' as const),
          balance: amount,
        }));
        const lines = periodClosed('retained', balances);
        fc.pre(lines.length > 0);
        expect(entryProblem(lines)).toBeNull();
        for (const { account, type, balance: b } of balances) {
          const line = lines.find((l) => l.account === account);
          const moved = (line?.debit ?? 0) - (line?.credit ?? 0);
          // After the closing the account's balance in its normal direction is zero.
          expect(type === 'income' ? b - moved : b + moved).toBe(0);
        }
      }),
    );
  });
});

describe('planShareOut with nobody to share by', () => {
  it('says there is no basis instead of inventing shares', () => {
    const terms = { ...period, method: 'proportional' as const, distributable: 100, withholdingBp: 0 };
    expect(planShareOut(terms, [{ userId: 1, movements: [] }])).toEqual({ ok: false, problem: 'no_basis' });
    expect(planShareOut(terms, [])).toEqual({ ok: false, problem: 'no_basis' });
  });
});
