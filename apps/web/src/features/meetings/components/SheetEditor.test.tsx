// @vitest-environment happy-dom
import type { MeetingSheet } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Answering, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { MONEY_ACCOUNTS, meetingSheetOf, sheetRow } from '../../../lib/testing/fixtures';
import { MeetingSheetPage } from '../pages/MeetingSheetPage';

/**
 * Submitting and approving a sheet (docs/decisions/meetings.md, "Submitting" and "Approving the
 * sheet"): the last changes saved first, a refusal naming the member shown above the sheet, then the
 * sheet read-only with each row's transaction; the auditor reads it and decides nothing.
 */

const draft = meetingSheetOf();
const submitted = meetingSheetOf(
  [
    sheetRow(4, 'Wanjiru', 'Kamau', { saving: 2500 }, { transaction_id: 31 }),
    sheetRow(5, 'Baraka', 'Otieno', { saving: 2500, long_term: 1200 }, { transaction_id: 32 }),
    sheetRow(6, 'Amina', 'Odhiambo', {}, { attendance: 'absent', fine: 200 }),
  ],
  { status: 'Submitted', submitted_at: '2026-03-07T11:00:00.000Z' },
);
const approved: MeetingSheet = { ...submitted, status: 'Approved', approved_at: '2026-03-07T11:05:00.000Z' };

function renderSheet(shown: MeetingSheet, answers: Record<string, Answering | object>, auditor = false) {
  stubApi({
    '/meetings/5/entries': { ...draft, message: '1 row saved.' },
    ...answers,
    '/meetings/5': shown,
    '/books/accounts': MONEY_ACCOUNTS,
  });
  if (auditor) {
    const user = { id: 1, role: 'member', office: 'auditor' };
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
    document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
  }
  renderAt(
    <Routes>
      <Route path="/meetings/:id" element={<MeetingSheetPage />} />
    </Routes>,
    '/meetings/5',
  );
}

const button = (name: string) => screen.findByRole('button', { name });
const amounts = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('a meeting’s sheet submitted and approved', () => {
  it('saves the last change before submitting, and shows the refusal naming the member', async () => {
    const said = 'Amina has no savings account.';
    renderSheet(draft, { '/meetings/5/submit': refusal(422, said) });
    fill(await screen.findByLabelText('Amina Odhiambo, Savings'), '500');
    fireEvent.click(await button('Submit sheet'));
    expect((await screen.findByRole('alert')).textContent).toBe(said);
    expect(sent.map((call) => [call.method, call.url.replace('/api/links', ''), call.body])).toEqual([
      [
        'PUT',
        '/meetings/5/entries',
        {
          entries: [
            { user_id: 6, attendance: 'present', saving: 500, long_term: 0, short_term: 0, fines: 0 },
          ],
        },
      ],
      ['POST', '/meetings/5/submit', undefined],
    ]);
    expect(amounts().every((input) => !input.readOnly)).toBe(true);
  });

  it('submits nothing while an amount does not read', async () => {
    renderSheet(draft, { '/meetings/5/submit': { ...submitted, message: 'Sheet submitted.' } });
    fill(await screen.findByLabelText('Baraka Otieno, Savings'), 'two thousand');
    fireEvent.click(await button('Submit sheet'));
    await screen.findByText('Fix the amounts marked in red, then submit the sheet.');
    expect(sent).toEqual([]);
  });

  it('is read-only once submitted, each row linking to its transaction, and approved in one step', async () => {
    const message =
      'Sheet submitted: 2 pending transactions, KES 6,200.00 in all, 1 attendance fine charged.';
    renderSheet(draft, {
      '/meetings/5/submit': { ...submitted, message },
      '/meetings/5/approve': {
        ...approved,
        message: 'Sheet approved: 2 transactions approved into Cash on hand.',
      },
    });
    fireEvent.click(await button('Submit sheet'));
    await screen.findByText(message);
    screen.getByText('Submitted');
    expect(amounts().every((input) => input.readOnly)).toBe(true);
    expect((screen.getByLabelText('Amina Odhiambo, Attendance') as HTMLSelectElement).disabled).toBe(true);
    const link = screen.getByRole('link', { name: 'Transaction #31 of Wanjiru Kamau' });
    expect(link.getAttribute('href')).toBe('/transactions/31');
    screen.getByText('Fined');
    screen.getByText('Received into');
    expect(screen.queryByRole('button', { name: 'Submit sheet' })).toBeNull();

    fireEvent.click(await button('Approve sheet'));
    await screen.findByText('Sheet approved: 2 transactions approved into Cash on hand.');
    screen.getByText('Approved');
    expect(screen.queryByRole('button', { name: 'Approve sheet' })).toBeNull();
    expect(sent.map((call) => call.url.replace('/api/links', ''))).toEqual([
      '/meetings/5/submit',
      '/meetings/5/approve',
    ]);
  });

  it('shows a refused approval', async () => {
    const said = 'This sheet has been approved already.';
    renderSheet(submitted, { '/meetings/5/approve': refusal(409, said) });
    fireEvent.click(await button('Approve sheet'));
    expect((await screen.findByRole('alert')).textContent).toBe(said);
  });

  it('lets the auditor read a draft without changing it', async () => {
    renderSheet(draft, {}, true);
    await screen.findByLabelText('Wanjiru Kamau, Savings');
    expect(amounts().every((input) => input.readOnly)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit sheet' })).toBeNull();
    expect(screen.queryByLabelText('Received into')).toBeNull();
  });
});
