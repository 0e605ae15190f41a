// @vitest-environment happy-dom
import { type MeetingView, type Office, roleOfOffice } from '@links/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/catalogue-en';
import { callsTo, renderAt, stubApi, tableText } from '../../../lib/testing/component';
import { meetingView } from '../test-fixtures';
import { MeetingsPage } from './MeetingsPage';

/**
 * The meetings list (docs/decisions/meetings.md, "A meeting"): newest first as the server pages
 * them, each with its kind, status, who came and its total, and links to its sheet and its minutes;
 * the auditor reads it without "New meeting"; a member gets only the minutes
 * (docs/decisions/meetings.md, "Minutes"). meetings.e2e.ts and minutes.e2e.ts keep the journeys.
 */

const meeting = meetingView;

const page = (meetings: MeetingView[], pages = 1) => ({
  meetings,
  pagination: { page: 1, per_page: 10, total: meetings.length, pages },
});

const signInAs = (office: Office) => {
  const user = { id: 1, role: roleOfOffice(office), office };
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
};

/** The Open cell of an official's row: the sheet and the minutes, each named for the meeting. */
const sheetAndMinutes = (day: string) => `Sheet of ${day}Minutes of ${day}`;
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the meetings list', () => {
  it('shows each meeting newest first with its kind, status, attendance and total, opening its sheet or minutes', async () => {
    stubApi({
      '/meetings?': page(
        [
          meeting(9, { date: '2026-04-04', kind: 'annual', attended: 16, total: 1500.5 }),
          meeting(8, { date: '2026-03-07', status: 'Approved' }),
          meeting(7, { date: '2026-02-07', kind: 'special', status: 'Submitted', total: 0 }),
        ],
        3,
      ),
    });
    renderAt(<MeetingsPage />, '/meetings');
    await screen.findByRole('table', { name: 'Meetings' });
    expect(tableText('Meetings')).toEqual([
      ['Date', 'Kind', 'Status', 'Attended', 'Total', 'Open'],
      [
        '04/04/2026',
        'Annual general meeting',
        'Draft',
        '16 of 17',
        '1,500.50',
        sheetAndMinutes('4 Apr 2026'),
      ],
      ['07/03/2026', 'Ordinary', 'Approved', '15 of 17', '42,500.00', sheetAndMinutes('7 Mar 2026')],
      ['07/02/2026', 'Special', 'Submitted', '15 of 17', '0.00', sheetAndMinutes('7 Feb 2026')],
    ]);
    expect(hrefOf('Sheet of 4 Apr 2026')).toBe('/meetings/9');
    expect(hrefOf('Minutes of 4 Apr 2026')).toBe('/meetings/9/minutes');
    expect(callsTo('/meetings?')[0]).toContain('page=1');
    expect(callsTo('/meetings?')[0]).toContain('per_page=10');
    screen.getByText('Page 1 of 3');
  });

  it('asks the server for the next page', async () => {
    stubApi({ '/meetings?': page([meeting(9, {})], 2) });
    renderAt(<MeetingsPage />, '/meetings');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo('page=2').length).toBe(1));
  });

  it('opens the New meeting form for an official, dated today and ordinary', async () => {
    stubApi({ '/meetings?': page([]) });
    renderAt(<MeetingsPage />, '/meetings');
    await screen.findByText('No meetings yet: open the first with New meeting');
    fireEvent.click(screen.getByRole('button', { name: 'New meeting' }));
    const form = screen.getByRole('form', { name: 'New meeting' });
    expect((within(form).getByLabelText('Kind') as HTMLSelectElement).value).toBe('ordinary');
    expect((within(form).getByLabelText('Date') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lets the auditor read the meetings without opening one', async () => {
    stubApi({ '/meetings?': page([meeting(9, {})]) });
    signInAs('auditor');
    renderAt(<MeetingsPage />, '/meetings');
    await screen.findByRole('table', { name: 'Meetings' });
    expect(screen.queryByRole('button', { name: 'New meeting' })).toBeNull();
    expect(hrefOf('Sheet of 7 Mar 2026')).toBe('/meetings/9');
  });

  it('lets a member open each meeting’s minutes, with no New meeting and no link to a sheet', async () => {
    stubApi({ '/meetings?': page([meeting(9, { date: '2026-04-04' }), meeting(8, {})]) });
    signInAs('member');
    renderAt(<MeetingsPage />, '/meetings');
    await screen.findByRole('table', { name: 'Meetings' });
    expect(screen.queryByRole('button', { name: 'New meeting' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'New meeting' })).toBeNull();
    expect(tableText('Meetings')[1]).toEqual([
      '04/04/2026',
      'Ordinary',
      'Draft',
      '15 of 17',
      '42,500.00',
      'Minutes of 4 Apr 2026',
    ]);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/meetings/9/minutes',
      '/meetings/8/minutes',
    ]);
    screen.getByText("The group's meetings: open one to read its minutes. Amounts in KES.");
  });

  it('says so when the meetings cannot be loaded', async () => {
    stubApi({});
    renderAt(<MeetingsPage />, '/meetings');
    await screen.findByText(en.meetings.list.failed);
  });
});
