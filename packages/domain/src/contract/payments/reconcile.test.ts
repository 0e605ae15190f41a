import { describe, expect, it } from 'vitest';
import { inTimeOrder, pairStatementWithBooks } from './reconcile.js';

describe('pairStatementWithBooks', () => {
  it('pairs a line with the entries its payment was approved as, when they add up to it', () => {
    const pairing = pairStatementWithBooks(
      [{ id: 1, date: '2026-01-05', net: 10_000_00, entryIds: [11, 12] }],
      [
        { entryId: 11, date: '2026-01-05', net: 4707_35 },
        { entryId: 12, date: '2026-01-05', net: 5292_65 },
      ],
    );
    expect(pairing).toEqual({ unpairedLines: [], unpairedEntries: [] });
  });

  it('leaves both sides unpaired when the approved entries do not add up to the line', () => {
    const pairing = pairStatementWithBooks(
      [{ id: 1, date: '2026-01-05', net: 10_000_00, entryIds: [11] }],
      [{ entryId: 11, date: '2026-01-05', net: 4707_35 }],
    );
    expect(pairing).toEqual({ unpairedLines: [1], unpairedEntries: [11] });
  });

  it('pairs the rest by amount and direction within three days, the closest first', () => {
    const pairing = pairStatementWithBooks(
      [
        { id: 1, date: '2026-01-10', net: -5000_00, entryIds: [] },
        { id: 2, date: '2026-01-10', net: -55_00, entryIds: [] },
        { id: 3, date: '2026-01-20', net: 200_00, entryIds: [] },
      ],
      [
        { entryId: 21, date: '2026-01-13', net: -5000_00 },
        { entryId: 22, date: '2026-01-11', net: -5000_00 },
        { entryId: 23, date: '2026-01-10', net: 55_00 },
        { entryId: 24, date: '2026-01-24', net: 200_00 },
      ],
    );
    // Line 1 takes the closer entry 22; the charge has no entry of its direction; 24 is four days off.
    expect(pairing).toEqual({ unpairedLines: [2, 3], unpairedEntries: [21, 23, 24] });
  });

  it('uses an entry once only', () => {
    const pairing = pairStatementWithBooks(
      [
        { id: 1, date: '2026-01-10', net: 100_00, entryIds: [] },
        { id: 2, date: '2026-01-10', net: 100_00, entryIds: [] },
      ],
      [{ entryId: 5, date: '2026-01-10', net: 100_00 }],
    );
    expect(pairing).toEqual({ unpairedLines: [2], unpairedEntries: [] });
  });
});

describe('inTimeOrder', () => {
  it('puts a newest-first export in time order, keeping lines of the same second in file order read backwards', () => {
    const lines = [
      { id: 'charge', instant: '2026-01-05T10:00:00Z' },
      { id: 'payment', instant: '2026-01-05T10:00:00Z' },
      { id: 'older', instant: '2026-01-04T10:00:00Z' },
    ];
    expect(inTimeOrder(lines).map((line) => line.id)).toEqual(['older', 'payment', 'charge']);
    expect(inTimeOrder([...lines].reverse()).map((line) => line.id)).toEqual(['older', 'payment', 'charge']);
  });
});
