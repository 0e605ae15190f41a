import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, type InstallmentState } from '../../index.js';
import { type MatchCandidate, matchPayment, suggestMembers } from './matching.js';
import { loanDueBy, proposeSplit, splitProblem } from './split.js';

const members: MatchCandidate[] = [
  { userId: 1, memberNumber: 1, phone: '254712345126', firstname: 'John', lastname: 'Kamau' },
  { userId: 2, memberNumber: 2, phone: '254722000126', firstname: 'Mary', lastname: 'Wanjiru' },
  { userId: 3, memberNumber: 3, phone: null, firstname: 'John', lastname: 'Otieno' },
  { userId: 4, memberNumber: 14, phone: '254733999888', firstname: 'Achieng', lastname: 'Odhiambo' },
];

describe('matchPayment', () => {
  it('matches the member number typed as the account number, ignoring case and spaces', () => {
    expect(matchPayment({ accountRef: ' m 014 ', phone: null, name: null }, members)).toEqual({
      matched: true,
      userId: 4,
      rule: 'member_number',
    });
  });

  it("matches a member's phone typed as the account number", () => {
    expect(matchPayment({ accountRef: '0722 000 126', phone: '2547******126', name: 'X' }, members)).toEqual({
      matched: true,
      userId: 2,
      rule: 'account_phone',
    });
  });

  it('matches the payer’s whole phone when the account number says nothing', () => {
    expect(matchPayment({ accountRef: 'contribution', phone: '254733999888', name: null }, members)).toEqual({
      matched: true,
      userId: 4,
      rule: 'payer_phone',
    });
  });

  it('tries the account number before the payer’s phone', () => {
    expect(matchPayment({ accountRef: 'M001', phone: '254733999888', name: null }, members)).toMatchObject({
      userId: 1,
      rule: 'member_number',
    });
  });

  it('falls back to the phone when the member number is nobody’s', () => {
    expect(matchPayment({ accountRef: 'M999', phone: '254733999888', name: null }, members)).toMatchObject({
      userId: 4,
      rule: 'payer_phone',
    });
  });

  it('leaves a masked phone unmatched, suggesting whose phone and name fit, best first', () => {
    expect(
      matchPayment({ accountRef: null, phone: '2547******126', name: 'JOHN KAMAU DOE' }, members),
    ).toEqual({
      matched: false,
      // John Kamau: phone and name; Mary Wanjiru: phone only; John Otieno: name only (no phone known).
      suggestions: [1, 2, 3],
    });
  });

  it('never suggests a member whose known phone does not fit', () => {
    expect(suggestMembers({ accountRef: null, phone: '254700000000', name: 'Achieng' }, members)).toEqual([]);
    expect(suggestMembers({ accountRef: null, phone: null, name: 'achieng' }, members)).toEqual([4]);
    expect(suggestMembers({ accountRef: null, phone: null, name: null }, members)).toEqual([]);
  });
});

const installment = (number: number, dueDate: string, interest: number, principal: number, paid = 0) =>
  ({
    number,
    dueDate,
    interest: cents(interest),
    principal: cents(principal),
    interestPaid: cents(Math.min(paid, interest)),
    principalPaid: cents(Math.max(0, paid - interest)),
  }) satisfies InstallmentState;

describe('loanDueBy', () => {
  const rows = [
    installment(1, '2026-01-15', 1000_00, 3707_35, 4707_35),
    installment(2, '2026-02-15', 962_93, 3744_42, 1000_00),
    installment(3, '2026-03-15', 925_49, 3781_86),
  ];

  it('asks for the unpaid parts of the installments due by the end of the payment’s month', () => {
    // February's installment, of which 1,000 is paid, is due when paying on the 3rd or the 28th.
    expect(loanDueBy(rows, '2026-02-03')).toEqual({ due: 3707_35, owed: 3707_35 + 4707_35 });
    expect(loanDueBy(rows, '2026-02-28').due).toBe(3707_35);
    expect(loanDueBy(rows, '2026-03-01').due).toBe(3707_35 + 4707_35);
    expect(loanDueBy(rows, '2025-12-20').due).toBe(0);
  });
});

describe('proposeSplit', () => {
  type Loan = { due: number; owed: number };
  const loan = ({ due, owed }: Loan) => ({ due: cents(due), owed: cents(owed) });
  /** The split of `amount` proposed for a member with these loans. */
  const split = (amount: number, longTerm: Loan, shortTerm: Loan, hasSavings: boolean) =>
    proposeSplit({ amount: cents(amount), longTerm: loan(longTerm), shortTerm: loan(shortTerm), hasSavings });

  it('pays the installments due, long-term then short-term, then savings, to the cent', () => {
    expect(
      split(10_000_00, { due: 4707_35, owed: 100_000_00 }, { due: 2950_50, owed: 11_800_00 }, true),
    ).toEqual({
      items: [
        { type: 'LTL', amount: 4707_35 },
        { type: 'STL', amount: 2950_50 },
        { type: 'SAVING', amount: 2342_15 },
      ],
      unplaced: 0,
    });
  });

  it('gives a small payment to the long-term installment first', () => {
    expect(
      split(3000_00, { due: 4707_35, owed: 50_000_00 }, { due: 2950_50, owed: 2950_50 }, true).items,
    ).toEqual([{ type: 'LTL', amount: 3000_00 }]);
  });

  it('pays ahead on the loans when the member has no savings account, leaving the rest unplaced', () => {
    expect(split(20_000_00, { due: 1000_00, owed: 5000_00 }, { due: 0, owed: 2000_00 }, false)).toEqual({
      items: [
        { type: 'LTL', amount: 5000_00 },
        { type: 'STL', amount: 2000_00 },
      ],
      unplaced: 13_000_00,
    });
  });

  it('always accounts for every cent, and never asks a loan for more than is due when savings can take it', () => {
    const loan = fc.option(
      fc
        .integer({ min: 0, max: 1_000_000_00 })
        .chain((owed) =>
          fc.integer({ min: 0, max: owed }).map((due) => ({ due: cents(due), owed: cents(owed) })),
        ),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_00 }),
        loan,
        loan,
        fc.boolean(),
        (amount, longTerm, shortTerm, hasSavings) => {
          const split = proposeSplit({ amount: cents(amount), longTerm, shortTerm, hasSavings });
          const total = split.items.reduce((sum, item) => sum + item.amount, 0) + split.unplaced;
          expect(total).toBe(amount);
          expect(split.items.every((item) => item.amount > 0)).toBe(true);
          const ltl = split.items.find((item) => item.type === 'LTL')?.amount ?? 0;
          const stl = split.items.find((item) => item.type === 'STL')?.amount ?? 0;
          expect(ltl).toBeLessThanOrEqual(hasSavings ? (longTerm?.due ?? 0) : (longTerm?.owed ?? 0));
          expect(stl).toBeLessThanOrEqual(hasSavings ? (shortTerm?.due ?? 0) : (shortTerm?.owed ?? 0));
          if (hasSavings) expect(split.unplaced).toBe(0);
          // Short-term gets nothing while the long-term installment due is not covered.
          if (stl > 0) expect(ltl).toBeGreaterThanOrEqual(Math.min(longTerm?.due ?? 0, amount));
        },
      ),
    );
  });

  it('checks that a changed split adds up to the payment', () => {
    expect(splitProblem(cents(1500_00), [{ type: 'SAVING', amount: cents(1500_00) }])).toBeNull();
    expect(splitProblem(cents(1500_00), [{ type: 'SAVING', amount: cents(1000_00) }])).toBe(
      "The items add up to KES 1,000.00, not the payment's KES 1,500.00.",
    );
  });
});
