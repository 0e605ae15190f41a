// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../api/types';
import { JournalTable } from './JournalTable';

/**
 * The journal as the Books screen shows it (docs/books.md): each entry under its day, memo, number
 * and key (and what it reverses), each line's debit or credit in its own column with the other
 * left blank, a member's name under the account. books.e2e.ts keeps the journey of the screen
 * (docs/testing.md, "Component tests and browser tests").
 */

const line = (
  code: string,
  account_name: string,
  debit: number,
  credit: number,
  member_name: string | null = null,
) => ({
  account_id: Number(code),
  code,
  account_name,
  debit,
  credit,
  user_id: member_name ? 4 : null,
  member_name,
  loan_id: null,
});

const entries: JournalEntry[] = [
  {
    id: 12,
    date: '2026-01-05',
    memo: 'Saving TRN-3',
    key: 'saving:3',
    created_at: '2026-01-05T09:00:00.000Z',
    reverses_id: null,
    lines: [
      line('1000', 'Cash on hand', 1500.5, 0),
      line('2100', 'Member savings', 0, 1500.5, 'Wanjiru Kamau'),
    ],
  },
  {
    id: 13,
    date: '2026-01-06',
    memo: 'Reversal',
    key: 'reversal:12',
    created_at: '2026-01-06T09:00:00.000Z',
    reverses_id: 12,
    lines: [
      line('2100', 'Member savings', 1500.5, 0, 'Wanjiru Kamau'),
      line('1000', 'Cash on hand', 0, 1500.5),
    ],
  },
];

const rowsOf = (entry: HTMLElement) =>
  [...entry.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()),
  );

describe('the journal', () => {
  it('shows each entry with its lines, debits and credits apart', () => {
    render(<JournalTable entries={entries} />);
    const [first, second] = screen.getAllByTestId('journal-entry');
    expect(first && rowsOf(first)).toEqual([
      ['05/01/2026Saving TRN-3Entry #12 · saving:3'],
      ['1000Cash on hand', '1,500.50', ''],
      ['2100Member savingsWanjiru Kamau', '', '1,500.50'],
    ]);
    expect(second && rowsOf(second)[0]).toEqual(['06/01/2026ReversalEntry #13 · reversal:12 · reverses #12']);
  });
});
