import { describe, expect, it } from 'vitest';
import { balanceBreaks, type CheckedLine } from './statement-findings.js';

const line = (reference: string, moneyIn: number, moneyOut: number, balance: number | null): CheckedLine => ({
  reference,
  date: '2026-10-01',
  moneyIn,
  moneyOut,
  balance,
  movedMoney: true,
});

describe('balanceBreaks', () => {
  it('finds nothing when each balance follows from the one before and the line', () => {
    expect(balanceBreaks([line('A', 1000, 0, 1000), line('B', 0, 300, 700), line('C', 50, 0, null)])).toEqual(
      [],
    );
    expect(balanceBreaks([line('A', 1000, 0, null), line('B', 0, 300, 700), line('C', 50, 0, 750)])).toEqual(
      [],
    );
  });

  it('names the line whose balance does not follow, and walks on from what it says', () => {
    const found = balanceBreaks([
      line('A', 1000, 0, 1000),
      line('B', 500, 0, 1600),
      line('C', 0, 100, 1500),
      line('D', 0, 0, 1500),
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'balance_break', reference: 'B' });
    expect(found[0]?.message).toBe(
      "B on 2026-10-01: the statement's balance is 16.00, but the line before it and its amount give 15.00.",
    );
  });

  it('leaves out lines that moved no money, and carries the balance over lines without one', () => {
    const failed = { ...line('X', 999, 0, 5), movedMoney: false };
    expect(
      balanceBreaks([line('A', 1000, 0, 1000), failed, line('B', 1, 0, null), line('C', 1, 0, 1002)]),
    ).toEqual([]);
    expect(
      balanceBreaks([line('A', 1000, 0, 1000), line('B', 1, 0, null), line('C', 1, 0, 1003)]),
    ).toHaveLength(1);
  });
});
