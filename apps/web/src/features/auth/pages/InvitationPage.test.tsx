// @vitest-environment happy-dom
import { PASSWORD_MESSAGE } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { InvitationPage } from './InvitationPage';

const ALREADY_SIGNS_IN =
  'You already have a Links password: sign in with it, and you find this group among yours.';
const INVITATION_GONE = 'This invitation does not exist, was already used or has expired.';

/**
 * The invitation page's refusals (docs/decisions/passwords.md, "Invitations"), checked on the
 * component: a code of the wrong shape, a password by the rule, nothing sent while it refuses, the
 * body sent, the server's refusal under the password, and an invitation that cannot be used.
 * passwords.e2e.ts keeps the journeys (docs/testing.md, "Component tests and browser tests").
 */

const NEEMA = { firstname: 'Neema', has_password: false, new_group: null };
const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function renderPage(path: string, answers: Parameters<typeof stubApi>[0]) {
  stubApi(answers);
  renderAt(
    <Routes>
      <Route path="/invitations" element={<InvitationPage />} />
      <Route path="/invitations/:code" element={<InvitationPage />} />
      <Route path="/member" element={<p>The member's home</p>} />
      <Route path="/" element={<p>The official's home</p>} />
    </Routes>,
    path,
  );
}

describe('the invitation page', () => {
  it('refuses a code that is not 10 letters and digits, and opens the invitation of one that is', async () => {
    renderPage('/invitations', { '/invitations/ABCDE-FGH23': NEEMA });
    fill(input('Invitation code'), 'not a code');
    press('Continue');
    const shape = 'The code is the 10 letters and digits of your invitation, like ABCDE-FGH23.';
    expect(await errorOf(input('Invitation code'), shape)).toBe(shape);
    fill(input('Invitation code'), 'abcde fgh23');
    press('Continue');
    await screen.findByRole('heading', { name: 'Welcome, Neema' });
  });

  it("refuses a weak password, sending nothing, then shows the server's refusal under it", async () => {
    const common = 'This password is one of the most common passwords; choose another.';
    renderPage('/invitations/ABCDE-FGH23', {
      '/invitations/ABCDE-FGH23/accept': refusal(422, common, { password: common }),
      '/invitations/ABCDE-FGH23': NEEMA,
    });
    await screen.findByRole('heading', { name: 'Welcome, Neema' });
    press('Set my password');
    fill(input('New password'), 'alllowercase1!');
    press('Set my password');
    expect(await errorOf(input('New password'), PASSWORD_MESSAGE)).toBe(PASSWORD_MESSAGE);
    expect(sent).toEqual([]);
    fill(input('New password'), 'Password123!');
    press('Set my password');
    expect(await errorOf(input('New password'), common)).toBe(common);
    expect(sent.map((call) => call.body)).toEqual([{ password: 'Password123!' }]);
  });

  it('signs the member in and opens their home once the password is set', async () => {
    renderPage('/invitations/ABCDE-FGH23', {
      '/invitations/ABCDE-FGH23/accept': {
        access_token: 'a',
        refresh_token: 'r',
        user: {
          users_id: 4,
          firstname: 'Neema',
          lastname: 'Achieng',
          email: 'neema@example.com',
          role: 'member',
        },
      },
      '/invitations/ABCDE-FGH23': NEEMA,
    });
    await screen.findByRole('heading', { name: 'Welcome, Neema' });
    fill(input('New password'), 'Mti-Mkubwa-9!');
    press('Set my password');
    await screen.findByText("The member's home");
    await waitFor(() => expect(sent.map((call) => call.body)).toEqual([{ password: 'Mti-Mkubwa-9!' }]));
  });

  it('says an invitation that cannot be used is gone', async () => {
    renderPage('/invitations/ABCDE-FGH23', { '/invitations/ABCDE-FGH23': refusal(404, 'Not found') });
    await screen.findByText(INVITATION_GONE);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('confirms a group the person registered with the password they have, and shows a wrong one under it', async () => {
    const wrong = 'This is not your Links password.';
    let tries = 0;
    renderPage('/invitations/ABCDE-FGH23', {
      '/invitations/ABCDE-FGH23/confirm': () =>
        ++tries === 1
          ? refusal(422, wrong, { password: wrong })
          : {
              access_token: 'a',
              refresh_token: 'r',
              user: { users_id: 9, firstname: 'Neema', lastname: 'W', email: 'n@example.com', role: 'admin' },
            },
      '/invitations/ABCDE-FGH23': { firstname: 'Neema', has_password: true, new_group: 'Tumaini Youth' },
    });
    await screen.findByRole('heading', { name: 'Confirm Tumaini Youth' });
    press('Confirm and sign in');
    expect(await errorOf(input('Your Links password'), 'Password is required')).toBe('Password is required');
    expect(sent).toEqual([]);
    fill(input('Your Links password'), 'Not-Mine-1!');
    press('Confirm and sign in');
    expect(await errorOf(input('Your Links password'), wrong)).toBe(wrong);
    fill(input('Your Links password'), 'Mti-Mkubwa-9!');
    press('Confirm and sign in');
    await screen.findByText("The official's home");
    expect(sent.map((call) => call.body)).toEqual([
      { password: 'Not-Mine-1!' },
      { password: 'Mti-Mkubwa-9!' },
    ]);
  });

  it('asks a new person confirming their group to choose a password', async () => {
    renderPage('/invitations/ABCDE-FGH23', {
      '/invitations/ABCDE-FGH23': { firstname: 'Neema', has_password: false, new_group: 'Tumaini Youth' },
    });
    await screen.findByRole('heading', { name: 'Confirm Tumaini Youth' });
    expect(screen.getByText('Welcome, Neema: choose the password only you will know')).toBeTruthy();
    expect(input('New password')).toBeTruthy();
  });

  it('sends someone who already has a password to sign in', async () => {
    renderPage('/invitations/ABCDE-FGH23', {
      '/invitations/ABCDE-FGH23': { firstname: 'Neema', has_password: true, new_group: null },
    });
    await screen.findByText(ALREADY_SIGNS_IN);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
