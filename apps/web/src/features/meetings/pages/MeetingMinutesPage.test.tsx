// @vitest-environment happy-dom
import { type Office, roleOfOffice } from '@links/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/catalogue-en';
import { type Answering, calls, refusal, renderAt, stubApi, tableText } from '../../../lib/testing/component';
import { meetingMinutesOf } from '../../../lib/testing/fixtures';
import { MeetingMinutesPage } from './MeetingMinutesPage';

/**
 * A meeting's minutes as every member reads them (docs/decisions/meetings.md, "Minutes"): what the
 * secretary wrote, the attendance register, the money received, the loans issued and the PDF. A
 * member gets neither "Edit minutes" nor a link to the sheet. MinutesForm.test.tsx keeps the
 * officials' form; minutes.e2e.ts the journey.
 */

const signInAs = (office: Office) => {
  const user = { id: 4, role: roleOfOffice(office), office };
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
};

function renderMinutes(
  answers: Record<string, Answering | object> = {},
  office: Office = 'member',
  minutes = meetingMinutesOf(),
) {
  stubApi({ ...answers, '/meetings/5/minutes': minutes });
  signInAs(office);
  renderAt(
    <Routes>
      <Route path="/meetings/:id/minutes" element={<MeetingMinutesPage />} />
    </Routes>,
    '/meetings/5/minutes',
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('a meeting’s minutes, read by a member', () => {
  it('shows the meeting, the agenda with its line breaks, and each resolution with who moved it and its outcome', async () => {
    renderMinutes();
    await screen.findByRole('heading', { name: 'Minutes of 7 Mar 2026', level: 1 });
    screen.getByText('Ordinary meeting');
    screen.getByText('Submitted');
    const agenda = within(section('Agenda')).getByText(/Opening prayer/);
    expect(agenda.textContent).toBe('1. Opening prayer\n2. Savings for March');
    expect(agenda.className).toContain('whitespace-pre-wrap');
    within(section('Notes')).getByText('No notes recorded.');
    const [resolution] = within(section('Resolutions')).getAllByRole('listitem');
    expect(resolution?.textContent).toBe(
      '1. To open an account with Equity BankCarriedProposed byWanjiru KamauSeconded byBaraka OtienoVotes for12Votes against1',
    );
  });

  it('shows the attendance register, the money received and the loans issued that day', async () => {
    renderMinutes();
    await screen.findByRole('table', { name: 'Attendance register' });
    expect(tableText('Attendance register')).toEqual([
      ['Member no.', 'Name', 'Attendance'],
      ['M004', 'Wanjiru Kamau', 'Present'],
      ['M005', 'Baraka Otieno', 'Present'],
      ['M006', 'Amina Odhiambo', 'Late'],
    ]);
    within(section('Attendance register')).getByText('3 of 3 attended');
    const money = [...section('Money received').querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(money).toEqual([
      'SavingsKES 5,000.00',
      'Long-term repaymentsKES 1,200.00',
      'Short-term repaymentsKES 0.00',
      'Fines paidKES 0.00',
      'TotalKES 6,200.00',
    ]);
    expect(tableText('Loans issued')).toEqual([
      ['Member', 'Kind', 'Amount'],
      ['Baraka Otieno', 'Long-term', '20,000.00'],
    ]);
  });

  it('names the fines paid, each other kind of contribution and each merry-go-round received, before the total', async () => {
    const minutes = meetingMinutesOf();
    renderMinutes({}, 'member', {
      ...minutes,
      received: {
        ...minutes.received,
        fines: 150,
        contributions: [{ contribution_kind_id: 3, name: 'Welfare fund', amount: 600 }],
        rotations: [{ rotation_id: 2, name: 'Sheet pot', amount: 1000 }],
        total: 7950,
      },
    });
    await screen.findByRole('region', { name: 'Money received' });
    const money = [...section('Money received').querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(money).toEqual([
      'SavingsKES 5,000.00',
      'Long-term repaymentsKES 1,200.00',
      'Short-term repaymentsKES 0.00',
      'Fines paidKES 150.00',
      'Welfare fundKES 600.00',
      'Merry-go-round: Sheet potKES 1,000.00',
      'TotalKES 7,950.00',
    ]);
  });

  it('offers the PDF, but neither the form nor the sheet, and never asks for the sheet', async () => {
    renderMinutes();
    const pdf = await screen.findByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/links/meetings/5/minutes.pdf');
    expect(screen.queryByRole('button', { name: 'Edit minutes' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Meeting sheet' })).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/meetings',
      '/api/links/meetings/5/minutes.pdf',
    ]);
    expect(calls.every((url) => url.includes('/meetings/5/minutes'))).toBe(true);
  });

  it('says why the PDF could not be downloaded, in the server’s words', async () => {
    renderMinutes({ '/minutes.pdf': refusal(404, 'Meeting not found') });
    fireEvent.click(await screen.findByRole('link', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Meeting not found');
  });

  it('says so when the meeting is not there', async () => {
    stubApi({ '/meetings/5/minutes': refusal(404, 'Meeting not found') });
    renderAt(
      <Routes>
        <Route path="/meetings/:id/minutes" element={<MeetingMinutesPage />} />
      </Routes>,
      '/meetings/5/minutes',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(en.meetings.notFound);
  });
});

describe('a meeting’s minutes, read by an official', () => {
  it('offers Edit minutes and the meeting’s sheet', async () => {
    renderMinutes({}, 'secretary');
    await screen.findByRole('button', { name: 'Edit minutes' });
    expect(screen.getByRole('link', { name: 'Meeting sheet' }).getAttribute('href')).toBe('/meetings/5');
  });

  it('lets the auditor read the sheet but not write the minutes', async () => {
    renderMinutes({}, 'auditor');
    await screen.findByRole('link', { name: 'Meeting sheet' });
    expect(screen.queryByRole('button', { name: 'Edit minutes' })).toBeNull();
  });
});
