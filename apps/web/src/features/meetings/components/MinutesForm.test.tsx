// @vitest-environment happy-dom
import type { MeetingMinutes } from '@links/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  type Answering,
  errorOf,
  fill,
  refusal,
  renderAt,
  sent,
  stubApi,
} from '../../../lib/testing/component';
import { meetingMinutesOf } from '../../../lib/testing/fixtures';
import { MeetingMinutesPage } from '../pages/MeetingMinutesPage';

/**
 * The secretary writes the minutes (docs/decisions/meetings.md, "Minutes"): the agenda, the notes
 * and the resolutions, each with a proposer and a seconder from the sheet and the votes, saved
 * whole. A refusal naming a resolution's field is shown under that field of that resolution.
 */

const minutes = meetingMinutesOf();

/** The PUT answered by `put`; every GET by the minutes as saved. */
function renderForm(put: Answering) {
  stubApi({
    '/meetings/5/minutes': (call) => (call.method === 'PUT' ? put(call) : minutes),
  });
  renderAt(
    <Routes>
      <Route path="/meetings/:id/minutes" element={<MeetingMinutesPage />} />
    </Routes>,
    '/meetings/5/minutes',
  );
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit minutes' }));
  return screen.getByRole('form', { name: 'Edit minutes' });
}

const resolution = (n: number) => screen.getByRole('group', { name: `Resolution ${n}` });
const field = (n: number, label: string) => within(resolution(n)).getByLabelText(label) as HTMLInputElement;

/** Adds a resolution and fills it in: its text, the proposer's and seconder's ids, the votes. */
function addResolution(n: number, text: string, by: [string, string], votes: [string, string]) {
  fireEvent.click(screen.getByRole('button', { name: 'Add resolution' }));
  fill(field(n, 'Resolution'), text);
  fill(field(n, 'Proposed by'), by[0]);
  fill(field(n, 'Seconded by'), by[1]);
  fill(field(n, 'Votes for'), votes[0]);
  fill(field(n, 'Votes against'), votes[1]);
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save minutes' }));
const puts = () => sent.filter((call) => call.method === 'PUT');

describe('the minutes form', () => {
  it('starts with the saved minutes, and saves them whole with a new resolution', async () => {
    const saved: MeetingMinutes = meetingMinutesOf({ notes: 'Quorum reached.\nClosed at 5 pm.' });
    renderForm(() => ({ ...saved, message: 'Minutes saved.' }));
    const form = await openForm();
    expect((within(form).getByLabelText('Agenda') as HTMLTextAreaElement).value).toBe(minutes.agenda);
    expect(field(1, 'Resolution').value).toBe('To open an account with Equity Bank');
    expect(field(1, 'Proposed by').value).toBe('4');
    expect(
      within(field(1, 'Seconded by'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a member', 'Wanjiru Kamau', 'Baraka Otieno', 'Amina Odhiambo']);
    fill(within(form).getByLabelText('Notes'), 'Quorum reached.\nClosed at 5 pm.');
    addResolution(2, 'To fine late comers KES 50', ['6', '4'], ['3', '9']);
    within(resolution(2)).getByText('Not carried');
    save();
    await screen.findByText('Minutes saved.');
    expect(puts()).toEqual([
      {
        url: '/api/links/meetings/5/minutes',
        method: 'PUT',
        body: {
          agenda: minutes.agenda,
          notes: 'Quorum reached.\nClosed at 5 pm.',
          resolutions: [
            {
              text: 'To open an account with Equity Bank',
              proposed_by: 4,
              seconded_by: 5,
              votes_for: 12,
              votes_against: 1,
            },
            {
              text: 'To fine late comers KES 50',
              proposed_by: 6,
              seconded_by: 4,
              votes_for: 3,
              votes_against: 9,
            },
          ],
        },
      },
    ]);
    // The form closes on the minutes as the server answered them.
    expect(screen.queryByRole('form', { name: 'Edit minutes' })).toBeNull();
    within(screen.getByRole('region', { name: 'Notes' })).getByText(/Closed at 5 pm/);
  });

  it('removes a resolution, sending the others in their order', async () => {
    renderForm(() => ({ ...meetingMinutesOf({ resolutions: [] }), message: 'Minutes saved.' }));
    await openForm();
    fireEvent.click(within(resolution(1)).getByRole('button', { name: 'Remove resolution 1' }));
    expect(screen.queryByRole('group', { name: 'Resolution 1' })).toBeNull();
    save();
    await screen.findByText('Minutes saved.');
    expect(puts()[0]?.body).toMatchObject({ resolutions: [] });
    screen.getByText('No resolutions recorded.');
  });

  it('shows a refusal naming a resolution’s field under that field of that resolution only', async () => {
    const said = 'seconded_by must be someone other than the proposer';
    renderForm(() => refusal(422, said, { 'resolutions.1.seconded_by': said }));
    await openForm();
    addResolution(2, 'To buy a tent', ['5', '6'], ['10', '0']);
    save();
    const shown = 'Seconder must be someone other than the proposer';
    expect(await errorOf(field(2, 'Seconded by'), shown)).toBe(shown);
    expect(field(2, 'Seconded by').getAttribute('aria-invalid')).toBe('true');
    expect(field(1, 'Seconded by').getAttribute('aria-invalid')).toBeNull();
    expect(within(resolution(1)).queryByText(shown)).toBeNull();
    // Said once, under its field: not again above the form.
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByRole('form', { name: 'Edit minutes' });
  });

  it('shows a refusal that names no field of the form above it', async () => {
    renderForm(() => refusal(403, 'An auditor can read everything but change nothing.'));
    await openForm();
    save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An auditor can read everything but change nothing.');
  });

  it('checks each resolution before sending: the seconder is another member, the votes whole numbers', async () => {
    renderForm(() => ({ ...minutes, message: 'Minutes saved.' }));
    await openForm();
    addResolution(2, 'To buy a tent', ['5', '5'], ['', '2.5']);
    save();
    const votes = 'Votes for must be a whole number from 0 to 10,000';
    expect(await errorOf(field(2, 'Votes for'), votes)).toBe(votes);
    const against = 'Votes against must be a whole number from 0 to 10,000';
    expect(await errorOf(field(2, 'Votes against'), against)).toBe(against);
    // The seconder is checked once the resolutions read (the body's rule over the whole list).
    fill(field(2, 'Votes for'), '10');
    fill(field(2, 'Votes against'), '2');
    save();
    const other = 'Seconder must be someone other than the proposer';
    expect(await errorOf(field(2, 'Seconded by'), other)).toBe(other);
    await waitFor(() => expect(puts()).toEqual([]));
  });
});
