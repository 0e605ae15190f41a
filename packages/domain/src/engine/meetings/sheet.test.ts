import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money.js';
import { ATTENDANCE, attendanceFine, attended, rowTotal, SHEET_COLUMNS, sheetTotals } from './sheet.js';

const amount = fc.integer({ min: 0, max: 10_000_000_00 }).map(cents);
const kinds = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 6 }), amount), { maxLength: 6 })
  .map((pairs) => new Map(pairs));
const row = fc.record({
  saving: amount,
  long_term: amount,
  short_term: amount,
  fines: amount,
  kinds,
  rotations: kinds,
});

describe('the meeting sheet’s totals', () => {
  it('add each column over the rows, and the sheet’s total is the sum of the rows’ totals', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        const totals = sheetTotals(rows);
        for (const column of SHEET_COLUMNS) {
          expect(totals[column]).toBe(rows.reduce((sum, r) => sum + r[column], 0));
        }
        expect(totals.total).toBe(rows.reduce((sum, r) => sum + rowTotal(r), 0));
        for (const [kind, total] of totals.kinds) {
          expect(total).toBe(rows.reduce((sum, r) => sum + (r.kinds.get(kind) ?? 0), 0));
        }
        for (const [rotation, total] of totals.rotations) {
          expect(total).toBe(rows.reduce((sum, r) => sum + (r.rotations.get(rotation) ?? 0), 0));
        }
      }),
    );
  });

  it('are nothing for an empty sheet', () => {
    expect(sheetTotals([])).toEqual({
      saving: 0,
      long_term: 0,
      short_term: 0,
      fines: 0,
      kinds: new Map(),
      rotations: new Map(),
      total: 0,
    });
  });

  it('keep every cent of a row', () => {
    expect(
      rowTotal({ saving: cents(150_050), long_term: cents(1), short_term: cents(99), fines: cents(0) }),
    ).toBe(150_150);
    const kinds = new Map([
      [3, cents(20_000)],
      [4, cents(5)],
    ]);
    expect(
      rowTotal({ saving: cents(0), long_term: cents(0), short_term: cents(0), fines: cents(0), kinds }),
    ).toBe(20_005);
  });
});

describe('attendance fines', () => {
  const fines = { late: cents(5_000), absent: cents(20_000) };

  it('charge the late fine for late, the absence fine for absent, and nothing otherwise', () => {
    expect(attendanceFine('late', fines)).toBe(5_000);
    expect(attendanceFine('absent', fines)).toBe(20_000);
    expect(attendanceFine('present', fines)).toBe(0);
    expect(attendanceFine('apologised', fines)).toBe(0);
  });

  it('are never more than the larger setting, and nothing when both are off', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ATTENDANCE), amount, amount, (attendance, late, absent) => {
        const fine = attendanceFine(attendance, { late, absent });
        expect(fine).toBeLessThanOrEqual(Math.max(late, absent));
        expect(attendanceFine(attendance, { late: cents(0), absent: cents(0) })).toBe(0);
        // Whoever came is never fined for staying away.
        if (attended(attendance)) expect(fine === 0 || fine === late).toBe(true);
      }),
    );
  });
});
