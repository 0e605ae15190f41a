// @vitest-environment happy-dom
import { addDaysIso, todayInGroupZone } from '@links/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { meetingSheetOf } from '../../../lib/testing/fixtures';
import { NewMeetingForm } from './NewMeetingForm';

/**
 * "New meeting" (docs/decisions/meetings.md, "A meeting"): today and ordinary unless changed, a date
 * in the future refused before anything is sent, the server's refusal of a field under it and any
 * other above the form, and the new meeting's sheet opened with the server's words.
 */

function SheetOpened() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return <h1>Sheet opened: {notice}</h1>;
}

function renderForm(answer: object) {
  stubApi({ '/meetings': answer });
  renderAt(
    <Routes>
      <Route path="/meetings" element={<NewMeetingForm />} />
      <Route path="/meetings/:id" element={<SheetOpened />} />
    </Routes>,
    '/meetings',
  );
  const form = screen.getByRole('form', { name: 'New meeting' });
  return {
    date: within(form).getByLabelText('Date') as HTMLInputElement,
    kind: within(form).getByLabelText('Kind') as HTMLSelectElement,
    open: () => fireEvent.click(within(form).getByRole('button', { name: 'Open meeting' })),
  };
}

const opened = {
  ...meetingSheetOf([], { meeting_id: 12, kind: 'special', attended: 0, members: 0, total: 0 }),
  message: 'Meeting of 2026-03-07 opened.',
};

describe('the New meeting form', () => {
  it('starts at today in Nairobi, an ordinary meeting', () => {
    const form = renderForm(opened);
    expect(form.date.value).toBe(todayInGroupZone());
    expect(form.kind.value).toBe('ordinary');
  });

  it('refuses a day in the future before sending anything', async () => {
    const form = renderForm(opened);
    fill(form.date, addDaysIso(todayInGroupZone(), 1));
    form.open();
    const said = 'Date must not be in the future';
    expect(await errorOf(form.date, said)).toBe(said);
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal of the date under it, and not again above the form', async () => {
    const closed = 'date falls in a closed period (books closed up to 2026-02-28)';
    const form = renderForm(refusal(422, closed, { date: closed }));
    fill(form.date, '2026-02-07');
    form.open();
    const said = 'Date falls in a closed period (books closed up to 2026-02-28)';
    expect(await errorOf(form.date, said)).toBe(said);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.map((call) => [call.method, call.body])).toEqual([
      ['POST', { date: '2026-02-07', kind: 'ordinary' }],
    ]);
  });

  it('shows a meeting of that kind already that day above the form', async () => {
    const exists = 'There is already an ordinary meeting on 2026-03-07 (meeting #4).';
    const form = renderForm(refusal(409, exists));
    fill(form.date, '2026-03-07');
    form.open();
    expect((await screen.findByRole('alert')).textContent).toBe(exists);
  });

  it('opens the new meeting’s sheet with the server’s words', async () => {
    const form = renderForm(opened);
    fill(form.date, '2026-03-07');
    fill(form.kind, 'special');
    form.open();
    await screen.findByRole('heading', { name: 'Sheet opened: Meeting of 2026-03-07 opened.' });
    expect(sent.map((call) => call.body)).toEqual([{ date: '2026-03-07', kind: 'special' }]);
  });
});
