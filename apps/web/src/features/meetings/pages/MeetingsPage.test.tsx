// @vitest-environment happy-dom
import type { MeetingView } from '@links/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderAt, stubApi, tableText } from '../../../lib/testing/component';
import { MEETINGS_FAILED, MeetingsPage } from './MeetingsPage';

/**
 * The meetings list (docs/decisions/meetings.md, "A meeting"): newest first as the server pages
 * them, each with its kind, status, who came and its total, and a link to its sheet; the auditor
 * reads it without "New meeting". meetings.e2e.ts keeps the journey.
 */

const meeting = (id: number, patch: Partial<MeetingView>): MeetingView => ({
  meeting_id: id,
  date: '2026-03-07',
  kind: 'ordinary',
  status: 'Draft',
  account_id: 1,
  account_name: 'Cash on hand',
  attended: 15,
  members: 17,
  total: 42_500,
  created_at: '2026-03-07T07:00:00.000Z',
  submitted_at: null,
  approved_at: null,
  ...patch,
});

const page = (meetings: MeetingView[], pages = 1) => ({
  meetings,
  pagination: { page: 1, per_page: 10, total: meetings.length, pages },
});

const signInAs = (office: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
  document.cookie = `user=${encodeURIComponent(JSON.stringify({ id: 1, role: 'admin', office }))}`;
};

describe('the meetings list', () => {
  it('shows each meeting newest first with its kind, status, attendance and total, linking to its sheet', async () => {
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
      ['Date', 'Kind', 'Status', 'Attended', 'Total'],
      ['Apr 4, 2026', 'Annual general meeting', 'Draft', '16 of 17', '1,500.50'],
      ['Mar 7, 2026', 'Ordinary', 'Approved', '15 of 17', '42,500.00'],
      ['Feb 7, 2026', 'Special', 'Submitted', '15 of 17', '0.00'],
    ]);
    expect(screen.getByRole('link', { name: 'Apr 4, 2026' }).getAttribute('href')).toBe('/meetings/9');
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
  });

  it('says so when the meetings cannot be loaded', async () => {
    stubApi({});
    renderAt(<MeetingsPage />, '/meetings');
    await screen.findByText(MEETINGS_FAILED);
  });
});
