// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Answering, fill, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { MONEY_ACCOUNTS, meetingSheetOf } from '../../../lib/testing/fixtures';
import { MeetingSheetPage } from './MeetingSheetPage';

/**
 * Filling in a meeting's sheet (docs/decisions/meetings.md, "The sheet" and "Saving as you go"): the
 * expected amounts typed in, the totals recomputed as amounts are typed, Enter down a column, and
 * each changed row saved alone, shortly after it changes or at once when it is left.
 */

const sheet = meetingSheetOf();
const saved = { ...sheet, message: '1 row saved.' };

function renderSheet(answers: Record<string, Answering | object> = {}) {
  stubApi({
    '/meetings/5/entries': saved,
    ...answers,
    '/meetings/5': sheet,
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
/** The totals row's cells, each with the name a phone shows beside it. */
const totalsText = () =>
  [...screen.getByRole('row', { name: 'Totals' }).querySelectorAll('th, td')].map((cell) => cell.textContent);
const saves = () => sent.filter((call) => call.method === 'PUT');

describe('a meeting’s sheet being filled in', () => {
  it('shows the meeting, a row per member with what was expected typed in, and the totals', async () => {
    renderSheet();
    await screen.findByRole('heading', { name: 'Meeting of 7 Mar 2026' });
    screen.getByText('Ordinary meeting');
    screen.getByText('Draft');
    expect(screen.getByRole('link', { name: 'Minutes' }).getAttribute('href')).toBe('/meetings/5/minutes');
    expect(input('Wanjiru Kamau, Savings').value).toBe('2,500');
    expect(input('Baraka Otieno, Long-term').value).toBe('1,200');
    expect(input('Amina Odhiambo, Short-term').value).toBe('0');
    expect((screen.getByLabelText('Baraka Otieno, Attendance') as HTMLSelectElement).value).toBe('present');
    expect(totalsText()).toEqual([
      'Totals3 of 3 attended',
      'Savings5,000.00',
      'Long-term1,200.00',
      'Short-term0.00',
      'Fines paid0.00',
      'Sheet total6,200.00',
    ]);
    await waitFor(() =>
      expect((screen.getByLabelText('Received into') as HTMLSelectElement).value).toBe('1'),
    );
  });

  it('recomputes the totals as amounts are typed, reading 1,500 and 1500.50, and shows what was expected', async () => {
    renderSheet();
    const savings = await screen.findByLabelText('Wanjiru Kamau, Savings');
    fill(savings, '1,500');
    fill(input('Amina Odhiambo, Short-term'), '1500.50');
    expect(totalsText()).toEqual([
      'Totals3 of 3 attended',
      'Savings4,000.00',
      'Long-term1,200.00',
      'Short-term1,500.50',
      'Fines paid0.00',
      'Sheet total6,700.50',
    ]);
    const row = screen.getByRole('rowheader', { name: /Wanjiru Kamau/ }).closest('tr')!;
    within(row).getByText('Expected 2,500');
    expect(within(row).getAllByText('1,500.00')).toHaveLength(1);
    fill(input('Baraka Otieno, Attendance'), 'absent');
    expect(totalsText()[0]).toBe('Totals2 of 3 attended');
  });

  it('moves Enter down to the same column of the next row', async () => {
    renderSheet();
    const first = await screen.findByLabelText('Wanjiru Kamau, Long-term');
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(document.activeElement).toBe(input('Baraka Otieno, Long-term'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(document.activeElement).toBe(input('Amina Odhiambo, Long-term'));
  });

  it('saves only the changed row, shortly after it changes', async () => {
    renderSheet();
    fill(await screen.findByLabelText('Baraka Otieno, Long-term'), '1,000');
    fill(input('Baraka Otieno, Attendance'), 'late');
    expect(saves()).toEqual([]);
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 3000 });
    expect(saves()[0]).toEqual({
      url: '/api/links/meetings/5/entries',
      method: 'PUT',
      body: {
        entries: [{ user_id: 5, attendance: 'late', saving: 2500, long_term: 1000, short_term: 0, fines: 0 }],
      },
    });
    await screen.findByText('Saved');
  });

  it('saves at once when the field is left, and the chosen account at once', async () => {
    renderSheet();
    const savings = await screen.findByLabelText('Amina Odhiambo, Savings');
    fill(savings, '300');
    fireEvent.blur(savings);
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 300 });
    expect(saves()[0]?.body).toEqual({
      entries: [{ user_id: 6, attendance: 'present', saving: 300, long_term: 0, short_term: 0, fines: 0 }],
    });
    await screen.findByRole('option', { name: 'M-Pesa Paybill' });
    fill(screen.getByLabelText('Received into'), '7');
    await waitFor(() => expect(saves()).toHaveLength(2), { timeout: 300 });
    expect(saves()[1]?.body).toEqual({ account_id: 7, entries: [] });
  });

  it('keeps an amount that does not read from being saved, and says why under it', async () => {
    renderSheet();
    const savings = await screen.findByLabelText('Wanjiru Kamau, Savings');
    fill(savings, '12.345');
    fireEvent.blur(savings);
    await screen.findByText('Savings must have at most two decimals');
    expect(savings.getAttribute('aria-invalid')).toBe('true');
    await screen.findByText('Amounts marked in red are not saved until they are fixed.');
    expect(saves()).toEqual([]);
  });

  it('shows the server’s refusal of a save', async () => {
    const message = 'This sheet has been submitted: its rows can no longer change.';
    renderSheet({ '/meetings/5/entries': Response.json({ message }, { status: 409 }) });
    const savings = await screen.findByLabelText('Wanjiru Kamau, Savings');
    fill(savings, '100');
    fireEvent.blur(savings);
    expect((await screen.findByRole('alert')).textContent).toBe(`Not saved: ${message}`);
  });
});
