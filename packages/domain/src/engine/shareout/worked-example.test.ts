import { describe, expect, it } from 'vitest';
import { periodClosed, shareOutPaid } from '../books/closing.js';
import { entryProblem } from '../books/entry.js';
import { incomeStatement } from '../books/reports.js';
import { planShareOut } from './plan.js';

/**
 * The share-out worked by hand (docs/share-out.md). The year 2025:
 * - Achieng saves 12,000.00 on 10 January;
 * - Baraka saves 6,000.00 on 5 April and 6,000.00 on 20 October;
 * - Chebet saves 24,000.00 on 1 December;
 * - the group earns 10,000.00 of loan interest and pays one expense of 999.99.
 * The surplus is 10,000.00 − 999.99 = 9,000.01, shared with 5% withheld.
 */
const year = { from: '2025-01-01', to: '2025-12-31' };
const members = [
  { userId: 1, movements: [{ date: '2025-01-10', amount: 12_000_00 }] },
  {
    userId: 2,
    movements: [
      { date: '2025-04-05', amount: 6_000_00 },
      { date: '2025-10-20', amount: 6_000_00 },
    ],
  },
  { userId: 3, movements: [{ date: '2025-12-01', amount: 24_000_00 }] },
];
const statement = incomeStatement([
  { id: 1, code: '4000', name: 'Loan interest', type: 'income', debit: 0, credit: 10_000_00 },
  { id: 2, code: '5001', name: 'Meeting', type: 'expense', debit: 999_99, credit: 0 },
]);

/** The year's plan by one method, with 5% withheld. */
function yearBy(method: 'proportional' | 'time_weighted') {
  const result = planShareOut(
    { ...year, method, distributable: statement.surplus, withholdingBp: 500 },
    members,
  );
  if (!result.ok) throw new Error(result.problem);
  return result.plan;
}

describe('the worked example', () => {
  it('has a surplus of 9,000.01', () => {
    expect(statement.surplus).toBe(9_000_01);
  });

  /** The year's plan by `method` has these lines and basis, and shares out the whole surplus. */
  function expectYear(method: 'proportional' | 'time_weighted', totalBasis: number, lines: object[]) {
    const plan = yearBy(method);
    expect(plan.lines).toEqual(lines);
    expect(plan).toMatchObject({
      totalBasis,
      totalShare: 9_000_01,
      totalWithholding: 450_00,
      totalNet: 8_550_01,
    });
  }

  it('shares proportionally to the savings at the end of the year', () => {
    // Balances at 31 Dec: 12,000 : 12,000 : 24,000, a total of 48,000.
    // Exact shares 2,250.0025 : 2,250.0025 : 4,500.005 → 2,250.00, 2,250.00, 4,500.00 and one cent
    // left, which goes to the largest remainder (Chebet's 0.5 of a cent).
    // Withheld at 5%: 112.50, 112.50 and 225.0005 → 225.00.
    expectYear('proportional', 48_000_00, [
      { userId: 1, basis: 12_000_00, share: 2_250_00, withholding: 112_50, net: 2_137_50 },
      { userId: 2, basis: 12_000_00, share: 2_250_00, withholding: 112_50, net: 2_137_50 },
      { userId: 3, basis: 24_000_00, share: 4_500_01, withholding: 225_00, net: 4_275_01 },
    ]);
  });

  it('weighs each month-end balance for the time-weighted method', () => {
    // Achieng: 12,000 × 12 months = 144,000; Baraka: 6,000 × 6 (Apr–Sep) + 12,000 × 3 (Oct–Dec)
    // = 72,000; Chebet: 24,000 × 1 (Dec) = 24,000. Total 240,000: the parts are 0.6, 0.3 and 0.1.
    // Exact shares 5,400.006 : 2,700.003 : 900.001 → 5,400.00, 2,700.00, 900.00 and one cent left,
    // which goes to Achieng (remainder 0.6 of a cent).
    // Withheld at 5%: 270.0005 → 270.00, 135.00 and 45.00.
    expectYear('time_weighted', 240_000_00, [
      { userId: 1, basis: 144_000_00, share: 5_400_01, withholding: 270_00, net: 5_130_01 },
      { userId: 2, basis: 72_000_00, share: 2_700_00, withholding: 135_00, net: 2_565_00 },
      { userId: 3, basis: 24_000_00, share: 900_00, withholding: 45_00, net: 855_00 },
    ]);
  });

  it('posts balanced entries: the shares into savings, the tax payable, the year closed', () => {
    const plan = yearBy('proportional');
    const accounts = { retained: 'retained', savings: 'savings', withholding: 'withholding' };
    const paid = shareOutPaid(accounts, { kind: 'to_savings' }, plan.lines);
    expect(paid).toEqual([
      { account: 'retained', debit: 9_000_01, credit: 0 },
      { account: 'savings', debit: 0, credit: 2_137_50, userId: 1 },
      { account: 'savings', debit: 0, credit: 2_137_50, userId: 2 },
      { account: 'savings', debit: 0, credit: 4_275_01, userId: 3 },
      { account: 'withholding', debit: 0, credit: 450_00 },
    ]);
    expect(entryProblem(paid)).toBeNull();
    const inCash = shareOutPaid(accounts, { kind: 'cash', money: 'bank' }, plan.lines);
    expect(inCash).toEqual([
      { account: 'retained', debit: 9_000_01, credit: 0 },
      { account: 'bank', debit: 0, credit: 8_550_01 },
      { account: 'withholding', debit: 0, credit: 450_00 },
    ]);
    const closing = periodClosed('retained', [
      { account: 'interest', type: 'income', balance: 10_000_00 },
      { account: 'meeting', type: 'expense', balance: 999_99 },
    ]);
    expect(closing).toEqual([
      { account: 'interest', debit: 10_000_00, credit: 0 },
      { account: 'meeting', debit: 0, credit: 999_99 },
      { account: 'retained', debit: 0, credit: 9_000_01 },
    ]);
    expect(entryProblem(closing)).toBeNull();
  });
});
