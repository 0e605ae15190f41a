// @vitest-environment happy-dom
import type { MeetingSheet } from '@links/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fill, renderAt, sent, stubApi } from '../../../lib/testing/component';
import {
  MONEY_ACCOUNTS,
  meetingSheetOf,
  rotationDue,
  SHEET_POT,
  sheetRow,
} from '../../../lib/testing/fixtures';
import { MeetingSheetPage } from './MeetingSheetPage';

/**
 * Fines paid and the merry-go-rounds on the sheet (docs/decisions/meetings.md, "Fines paid at the
 * meeting" and "Merry-go-rounds on the sheet"): a Fines paid column after short-term, typed in with
 * what each member owes in fines, then a column per merry-go-round collecting, by name, "—" for a
 * member not in it; both in the totals and sent with every row saved.
 */

const pot = SHEET_POT.rotation_id;
const rows = [
  sheetRow(4, 'Wanjiru', 'Kamau', { saving: 2500 }, { rotations: [rotationDue(pot, 500)] }),
  // Baraka owes 300 in fines, typed in as the sheet opens.
  sheetRow(
    5,
    'Baraka',
    'Otieno',
    { saving: 2500, long_term: 1200, fines: 300 },
    { rotations: [rotationDue(pot, 500)] },
  ),
  // Amina is not in the Sheet pot, as the server says.
  sheetRow(6, 'Amina', 'Odhiambo', {}, { rotations: [rotationDue(pot, 0, false)] }),
];
const draft = meetingSheetOf(rows, { rotations: [SHEET_POT] });

function renderSheet(shown: MeetingSheet = draft) {
  stubApi({
    '/meetings/5/entries': { ...draft, message: '1 row saved.' },
    '/meetings/5': shown,
    '/books/accounts': MONEY_ACCOUNTS,
  });
  renderAt(
    <Routes>
      <Route path="/meetings/:id" element={<MeetingSheetPage />} />
    </Routes>,
    '/meetings/5',
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
const totalsText = () =>
  [...screen.getByRole('row', { name: 'Totals' }).querySelectorAll('th, td')].map((cell) => cell.textContent);
const saves = () => sent.filter((call) => call.method === 'PUT');

describe('a meeting’s sheet with fines paid and a merry-go-round', () => {
  it('has Fines paid after short-term, then the merry-go-round by name, typed in as owed, "—" for a member not in it', async () => {
    renderSheet();
    await screen.findByLabelText('Baraka Otieno, Fines paid');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Member',
      'Attendance',
      'Savings',
      'Long-term',
      'Short-term',
      'Fines paid',
      'Sheet pot',
      'Total',
    ]);
    expect(input('Baraka Otieno, Fines paid').value).toBe('300');
    expect(input('Wanjiru Kamau, Fines paid').value).toBe('0');
    expect(input('Wanjiru Kamau, Sheet pot').value).toBe('500');
    expect(screen.queryByLabelText('Amina Odhiambo, Sheet pot')).toBeNull();
    within(rowOf('Amina Odhiambo')).getByText('—');
    // 2,500 saved, 1,200 repaid, 300 of fines and 500 into the pot.
    within(rowOf('Baraka Otieno')).getByText('4,500.00');
    expect(totalsText()).toEqual([
      'Totals3 of 3 attended',
      'Savings5,000.00',
      'Long-term1,200.00',
      'Short-term0.00',
      'Fines paid300.00',
      'Sheet pot1,000.00',
      'Sheet total7,500.00',
    ]);
  });

  it('recomputes the totals as fines and the pot are typed, and shows what was expected', async () => {
    renderSheet();
    fill(await screen.findByLabelText('Baraka Otieno, Fines paid'), '100');
    fill(input('Wanjiru Kamau, Sheet pot'), '250');
    expect(totalsText().slice(4)).toEqual(['Fines paid100.00', 'Sheet pot750.00', 'Sheet total7,050.00']);
    within(rowOf('Baraka Otieno')).getByText('Expected 300');
    within(rowOf('Wanjiru Kamau')).getByText('Expected 500');
    within(rowOf('Wanjiru Kamau')).getByText('2,750.00');
  });

  it('moves Enter down the pot’s column past a member not in it', async () => {
    renderSheet();
    const first = await screen.findByLabelText('Wanjiru Kamau, Sheet pot');
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(document.activeElement).toBe(input('Baraka Otieno, Sheet pot'));
  });

  it('sends the fines as typed in and every merry-go-round with the row', async () => {
    renderSheet();
    const savings = await screen.findByLabelText('Baraka Otieno, Savings');
    fill(savings, '2,000');
    fireEvent.blur(savings);
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 300 });
    expect(saves()[0]?.body).toEqual({
      entries: [
        {
          user_id: 5,
          attendance: 'present',
          saving: 2000,
          long_term: 1200,
          short_term: 0,
          fines: 300,
          rotations: [{ rotation_id: pot, amount: 500 }],
        },
      ],
    });
    await screen.findByText('Saved');
    // A member not in the pot sends 0 into it.
    const attendance = input('Amina Odhiambo, Attendance');
    fill(attendance, 'late');
    fireEvent.blur(attendance);
    await waitFor(() => expect(saves()).toHaveLength(2), { timeout: 300 });
    expect(saves()[1]?.body).toEqual({
      entries: [
        {
          user_id: 6,
          attendance: 'late',
          saving: 0,
          long_term: 0,
          short_term: 0,
          fines: 0,
          rotations: [{ rotation_id: pot, amount: 0 }],
        },
      ],
    });
  });

  it('keeps a fines amount that does not read from being saved, naming the column', async () => {
    renderSheet();
    const fines = await screen.findByLabelText('Baraka Otieno, Fines paid');
    fill(fines, 'some');
    fireEvent.blur(fines);
    await screen.findByText('Fines paid must be a number');
    expect(saves()).toEqual([]);
  });

  it('shows fines and the pot read-only once submitted', async () => {
    renderSheet({ ...draft, status: 'Submitted', submitted_at: '2026-03-07T11:00:00.000Z' });
    const fines = await screen.findByLabelText('Baraka Otieno, Fines paid');
    expect(fines.hasAttribute('readonly')).toBe(true);
    expect(input('Wanjiru Kamau, Sheet pot').hasAttribute('readonly')).toBe(true);
    within(rowOf('Amina Odhiambo')).getByText('—');
  });
});
