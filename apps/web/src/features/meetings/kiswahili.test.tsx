// @vitest-environment happy-dom
import { type Office, roleOfOffice } from '@links/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sw } from '../../i18n/catalogue-sw';
import { fill, renderAt, stubApi, tableText } from '../../lib/testing/component';
import {
  kindDue,
  MONEY_ACCOUNTS,
  meetingMinutesOf,
  meetingSheetOf,
  rotationDue,
  SHEET_POT,
  sheetRow,
  WELFARE,
} from '../../lib/testing/fixtures';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { MeetingMinutesPage } from './pages/MeetingMinutesPage';
import { MeetingSheetPage } from './pages/MeetingSheetPage';
import { MeetingsPage } from './pages/MeetingsPage';
import { meetingView } from './test-fixtures';

/**
 * The meetings in Kiswahili (docs/decisions/languages.md, "Proving a screen is in Kiswahili"): the
 * list with the New meeting form, a sheet being filled in and one submitted, and the minutes read
 * and written. The members' names, numbers, the group's accounts, kinds and merry-go-rounds and what
 * the secretary typed are data.
 */

const NAMES = ['Wanjiru Kamau', 'Baraka Otieno', 'Amina Odhiambo', 'M004', 'M005', 'M006'];
const DATA = [...NAMES, 'Cash on hand', 'M-Pesa Paybill', WELFARE.name, SHEET_POT.name];

const signInAs = (office: Office) => {
  const user = { id: 4, users_id: 4, role: roleOfOffice(office), office };
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
};

const meeting = meetingView;

function renderSheet(shown: ReturnType<typeof meetingSheetOf>) {
  stubApi({
    '/meetings/5/entries': { ...shown, message: '1 row saved.' },
    '/meetings/5': shown,
    '/books/accounts': MONEY_ACCOUNTS,
  });
  signInAs('treasurer');
  renderAt(
    <Routes>
      <Route path="/meetings/:id" element={<MeetingSheetPage />} />
    </Routes>,
    '/meetings/5',
  );
}

describe('the meetings in Kiswahili', () => {
  inKiswahili();

  it('lists the meetings and opens the New meeting form in Kiswahili', async () => {
    stubApi({
      '/meetings?': {
        meetings: [
          meeting(9, { date: '2026-12-05', kind: 'annual', status: 'Approved' }),
          meeting(8, { kind: 'special', status: 'Submitted' }),
        ],
        pagination: { page: 1, per_page: 10, total: 2, pages: 1 },
      },
    });
    signInAs('secretary');
    renderAt(<MeetingsPage />, '/meetings');
    await screen.findByRole('table', { name: sw.meetings.title });
    expect(tableText(sw.meetings.title)[1]).toEqual([
      '05/12/2026',
      'Mkutano mkuu wa mwaka',
      'Umeidhinishwa',
      '15 kati ya 17',
      '42,500.00',
      'Jedwali la 5 Des 2026Kumbukumbu za 5 Des 2026',
    ]);
    fireEvent.click(screen.getByRole('button', { name: sw.meetings.newMeeting }));
    const form = screen.getByRole('form', { name: sw.meetings.newMeeting });
    within(form).getByRole('button', { name: sw.meetings.newForm.open });
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('shows a sheet being filled in, with a kind, a merry-go-round and an amount that does not read', async () => {
    const rows = [
      sheetRow(
        4,
        'Wanjiru',
        'Kamau',
        { saving: 2500 },
        {
          contributions: [kindDue(WELFARE.contribution_kind_id, 200)],
          rotations: [rotationDue(SHEET_POT.rotation_id, 500)],
        },
      ),
      sheetRow(
        5,
        'Baraka',
        'Otieno',
        { saving: 2500, long_term: 1200 },
        {
          contributions: [kindDue(WELFARE.contribution_kind_id, 200)],
          rotations: [rotationDue(SHEET_POT.rotation_id, 500)],
        },
      ),
      sheetRow(
        6,
        'Amina',
        'Odhiambo',
        {},
        {
          attendance: 'apologised',
          rotations: [rotationDue(SHEET_POT.rotation_id, 0, false)],
        },
      ),
    ];
    renderSheet(meetingSheetOf(rows, { kinds: [WELFARE], rotations: [SHEET_POT] }));
    await screen.findByRole('heading', { name: 'Mkutano wa 7 Mac 2026' });
    await screen.findByRole('option', { name: 'M-Pesa Paybill' });
    fill(screen.getByLabelText('Baraka Otieno, kiasi cha Muda mrefu'), '1,000');
    const savings = screen.getByLabelText('Wanjiru Kamau, kiasi cha Akiba');
    fill(savings, '12.345');
    fireEvent.blur(savings);
    await screen.findByText('Akiba: kiasi kisiwe na zaidi ya desimali mbili');
    await screen.findByText(sw.meetings.saving.fixFirst);
    screen.getByText('Kilichotarajiwa 1,200');
    screen.getByRole('button', { name: sw.meetings.sheet.submit });
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('shows a submitted sheet with its transactions and fines in Kiswahili', async () => {
    renderSheet(
      meetingSheetOf(
        [
          sheetRow(4, 'Wanjiru', 'Kamau', { saving: 2500 }, { transaction_id: 31 }),
          sheetRow(5, 'Baraka', 'Otieno', { saving: 2500, long_term: 1200 }, { transaction_id: 32 }),
          sheetRow(6, 'Amina', 'Odhiambo', {}, { attendance: 'absent', fine: 200 }),
        ],
        { status: 'Submitted', submitted_at: '2026-03-07T11:00:00.000Z' },
      ),
    );
    await screen.findByRole('link', { name: 'Muamala #31 wa Wanjiru Kamau' });
    screen.getByText(sw.meetings.sheet.fined);
    screen.getByRole('button', { name: sw.meetings.sheet.approve });
    expect(screen.getByText(sw.meetings.statuses.Submitted)).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('shows the minutes, and the secretary writes them, in Kiswahili', async () => {
    const minutes = meetingMinutesOf();
    stubApi({
      '/meetings/5/minutes': {
        ...minutes,
        received: {
          ...minutes.received,
          contributions: [{ ...WELFARE, amount: 600 }],
          rotations: [{ ...SHEET_POT, amount: 1000 }],
          total: 7800,
        },
        attendance: [...minutes.attendance.slice(0, 2), { ...minutes.attendance[2]!, attendance: 'absent' }],
      },
    });
    signInAs('secretary');
    renderAt(
      <Routes>
        <Route path="/meetings/:id/minutes" element={<MeetingMinutesPage />} />
      </Routes>,
      '/meetings/5/minutes',
    );
    await screen.findByRole('heading', { name: 'Kumbukumbu za 7 Mac 2026', level: 1 });
    const typed = ['Opening prayer', 'Savings for March', 'To open an account with Equity Bank'];
    expect(tableText(sw.meetings.minutes.loansIssued)[1]).toEqual([
      'Baraka Otieno',
      'Muda mrefu',
      '20,000.00',
    ]);
    screen.getByText('Mzunguko: Sheet pot');
    screen.getByText('2 kati ya 3 walihudhuria');
    expect(notKiswahili([...DATA, ...typed])).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: sw.meetings.minutes.edit }));
    const form = screen.getByRole('form', { name: sw.meetings.minutes.edit });
    within(form).getByRole('group', { name: 'Azimio 1' });
    within(form).getByRole('button', { name: 'Ondoa azimio 1' });
    within(form).getByRole('button', { name: sw.meetings.minutesForm.save });
    expect(notKiswahili([...DATA, ...typed])).toEqual([]);
  });
});
