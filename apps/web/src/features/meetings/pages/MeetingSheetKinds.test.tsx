// @vitest-environment happy-dom
import type { MeetingSheet } from '@links/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fill, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { kindDue, MONEY_ACCOUNTS, meetingSheetOf, sheetRow, WELFARE } from '../../../lib/testing/fixtures';
import { MeetingSheetPage } from './MeetingSheetPage';

/**
 * A group's other kinds of contribution on the sheet (docs/decisions/meetings.md, "Kinds of
 * contribution on the sheet"): a column each after short-term, by name, with what each member is
 * expected to bring typed in; its total and the sheet's recomputed as it is typed, Enter down its
 * column, and every kind saved with the row's other fields. MeetingSheetPage.test.tsx keeps a sheet
 * without kinds.
 */

const welfare = WELFARE.contribution_kind_id;
const rows = [
  sheetRow(4, 'Wanjiru', 'Kamau', { saving: 2500 }, { contributions: [kindDue(welfare, 200)] }),
  sheetRow(
    5,
    'Baraka',
    'Otieno',
    { saving: 2500, long_term: 1200 },
    { contributions: [kindDue(welfare, 200)] },
  ),
  // Amina paid 50 of the month's 200 already: 150 is left to bring.
  sheetRow(6, 'Amina', 'Odhiambo', {}, { contributions: [kindDue(welfare, 150)] }),
];
const draft = meetingSheetOf(rows, { kinds: [WELFARE] });

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
const totalsText = () =>
  [...screen.getByRole('row', { name: 'Totals' }).querySelectorAll('th, td')].map((cell) => cell.textContent);
const saves = () => sent.filter((call) => call.method === 'PUT');

describe('a meeting’s sheet with a kind of contribution besides savings', () => {
  it('has a column for the kind after short-term, with what each member is expected to bring typed in', async () => {
    renderSheet();
    await screen.findByLabelText('Wanjiru Kamau, Welfare fund');
    const headings = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Member',
      'Attendance',
      'Savings',
      'Long-term',
      'Short-term',
      'Fines paid',
      'Welfare fund',
      'Total',
    ]);
    expect(rows.map((row) => input(`${row.firstname} ${row.lastname}, Welfare fund`).value)).toEqual([
      '200',
      '200',
      '150',
    ]);
    expect(totalsText()).toEqual([
      'Totals3 of 3 attended',
      'Savings5,000.00',
      'Long-term1,200.00',
      'Short-term0.00',
      'Fines paid0.00',
      'Welfare fund550.00',
      'Sheet total6,750.00',
    ]);
  });

  it('recomputes the kind’s total, the row’s and the sheet’s as it is typed, and shows what was expected', async () => {
    renderSheet();
    fill(await screen.findByLabelText('Baraka Otieno, Welfare fund'), '500');
    expect(totalsText().slice(5)).toEqual(['Welfare fund850.00', 'Sheet total7,050.00']);
    const row = screen.getByRole('rowheader', { name: /Baraka Otieno/ }).closest('tr')!;
    within(row).getByText('Expected 200');
    // 2,500 saved, 1,200 repaid and 500 to the fund.
    within(row).getByText('4,200.00');
    fill(input('Amina Odhiambo, Welfare fund'), 'lots');
    await screen.findByText('Welfare fund must be a number');
    expect(totalsText().slice(5)).toEqual(['Welfare fund700.00', 'Sheet total6,900.00']);
  });

  it('moves Enter down the kind’s column', async () => {
    renderSheet();
    const first = await screen.findByLabelText('Wanjiru Kamau, Welfare fund');
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(document.activeElement).toBe(input('Baraka Otieno, Welfare fund'));
  });

  it('saves the row’s kinds with its other fields', async () => {
    renderSheet();
    const amount = await screen.findByLabelText('Baraka Otieno, Welfare fund');
    fill(amount, '1,000.50');
    fireEvent.blur(amount);
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 300 });
    expect(saves()[0]?.body).toEqual({
      entries: [
        {
          user_id: 5,
          attendance: 'present',
          saving: 2500,
          long_term: 1200,
          short_term: 0,
          fines: 0,
          contributions: [{ contribution_kind_id: welfare, amount: 1000.5 }],
        },
      ],
    });
    await screen.findByText('Saved');
  });

  it('shows the kind read-only once submitted', async () => {
    renderSheet({ ...draft, status: 'Submitted', submitted_at: '2026-03-07T11:00:00.000Z' });
    const amount = await screen.findByLabelText('Amina Odhiambo, Welfare fund');
    expect(amount.hasAttribute('readonly')).toBe(true);
    expect(input('Amina Odhiambo, Welfare fund').value).toBe('150');
  });
});
