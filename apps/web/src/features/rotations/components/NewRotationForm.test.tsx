// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  type Answering,
  errorOf,
  fill,
  listedMember,
  refusal,
  renderAt,
  sent,
  stubApi,
} from '../../../lib/testing/component';
import { rotationOf } from '../../../lib/testing/fixtures';
import { NewRotationForm } from './NewRotationForm';

/**
 * "New merry-go-round" (docs/decisions/rotations.md, "A rotation" and "The order"): the members picked
 * and put in order, or a random order; the domain's rules checked before sending; the server's
 * refusal of a field under it (not again above the form), of one member beside them; the new
 * rotation's schedule opened with the server's words.
 */

function ScheduleOpened() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return <h1>Schedule opened: {notice}</h1>;
}

const members = {
  users: [listedMember(4, 'Wanjiru', 'Kamau'), listedMember(5, 'Baraka', 'Otieno')],
};
const started = {
  ...rotationOf({ rotation_id: 12 }),
  message: 'Umoja merry-go-round started with 2 members.',
};

function renderForm(answer: Answering | object) {
  stubApi({ '/get-users': members, '/rotations': answer });
  renderAt(
    <Routes>
      <Route path="/rotations" element={<NewRotationForm />} />
      <Route path="/rotations/:id" element={<ScheduleOpened />} />
    </Routes>,
    '/rotations',
  );
  const form = screen.getByRole('form', { name: 'New merry-go-round' });
  return {
    form,
    name: within(form).getByLabelText('Name') as HTMLInputElement,
    amount: within(form).getByLabelText('Amount per member (KES)') as HTMLInputElement,
    every: within(form).getByLabelText('How often') as HTMLSelectElement,
    start: within(form).getByLabelText('Start date') as HTMLInputElement,
    send: () => fireEvent.click(within(form).getByRole('button', { name: 'Start merry-go-round' })),
  };
}

/** Picks a member in "Add a member": the picker empties again, the member joins the order. */
async function addMember(name: string) {
  const box = screen.getByLabelText('Add a member') as HTMLInputElement;
  fireEvent.focus(box);
  fill(box, name);
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
  await waitFor(() => expect(orderShown().some((item) => item?.includes(name))).toBe(true));
  expect(box.value).toBe('');
}

/** The order as the form lists it: each round and its member. */
const orderShown = () =>
  within(screen.getByRole('list', { name: 'Order of the rounds' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/[↑↓✕]/g, '').trim());

describe('the New merry-go-round form', () => {
  it('sends the members in the order put, Baraka moved up first, and opens the schedule', async () => {
    const form = renderForm(started);
    fill(form.name, 'Umoja merry-go-round');
    fill(form.amount, '1000');
    fill(form.every, 'week');
    fill(form.start, '2026-05-01');
    await addMember('Wanjiru Kamau');
    await addMember('Baraka Otieno');
    expect(orderShown()).toEqual(['Round 1Wanjiru Kamau', 'Round 2Baraka Otieno']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Baraka Otieno up' }));
    expect(orderShown()).toEqual(['Round 1Baraka Otieno', 'Round 2Wanjiru Kamau']);
    form.send();
    await screen.findByText('Schedule opened: Umoja merry-go-round started with 2 members.');
    expect(sent).toEqual([
      {
        url: '/api/links/rotations',
        method: 'POST',
        body: {
          name: 'Umoja merry-go-round',
          amount_per_member: 1000,
          every: 'week',
          start_date: '2026-05-01',
          order: [5, 4],
        },
      },
    ]);
  });

  it('refuses an order of fewer than two members before sending anything', async () => {
    const form = renderForm(started);
    fill(form.name, 'Umoja merry-go-round');
    fill(form.amount, '1000');
    await addMember('Wanjiru Kamau');
    form.send();
    await within(form.form).findByText('A rotation needs at least two members');
    expect(sent).toEqual([]);
  });

  it('draws a random order: "random" is sent, no member picked', async () => {
    const form = renderForm(started);
    fill(form.name, 'Umoja merry-go-round');
    fill(form.amount, '500');
    fireEvent.click(screen.getByRole('radio', { name: /Draw a random order/ }));
    expect(screen.queryByLabelText('Add a member')).toBeNull();
    form.send();
    await screen.findByText(/Schedule opened/);
    expect(sent[0]?.body).toMatchObject({ order: 'random' });
  });

  it('shows a 422 naming the start date under it, not again above the form, and a refused member beside them', async () => {
    const closed = 'start_date falls in a closed period (books closed up to 2026-04-30)';
    const form = renderForm(() =>
      refusal(422, 'Validation failed', { start_date: closed, 'order.1': 'Not an active member' }),
    );
    fill(form.name, 'Umoja merry-go-round');
    fill(form.amount, '1000');
    fill(form.start, '2026-04-01');
    await addMember('Wanjiru Kamau');
    await addMember('Baraka Otieno');
    form.send();
    const said = 'Start date falls in a closed period (books closed up to 2026-04-30)';
    expect(await errorOf(form.start, said)).toBe(said);
    await waitFor(() => expect(orderShown()[1]).toBe('Round 2Baraka OtienoNot an active member'));
    expect(within(form.form).queryByText('Validation failed')).toBeNull();
  });

  it('shows a refusal that names no field above the form', async () => {
    const form = renderForm(() => refusal(409, 'The books are closed for that day.'));
    fill(form.name, 'Umoja merry-go-round');
    fill(form.amount, '1000');
    fireEvent.click(screen.getByRole('radio', { name: /Draw a random order/ }));
    form.send();
    await within(form.form).findByText('The books are closed for that day.');
  });
});
