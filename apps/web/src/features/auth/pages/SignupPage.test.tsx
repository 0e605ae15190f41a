// @vitest-environment happy-dom
import { EMAIL_MESSAGE } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { SignupPage } from './SignupPage';

const SIGNUP_CLOSED = 'This Links does not take new groups. Ask its host to open one for you.';

/**
 * The page that registers a new group (docs/decisions/signup.md), checked on the component: closed,
 * the fields by the server's rule with nothing sent, the server's refusal, and the answer that sends
 * the person to their e-mail. signup.e2e.ts keeps the journey.
 */

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const SENT = 'Check your e-mail: we sent you a code to confirm your group.';

function renderPage(answers: Parameters<typeof stubApi>[0]) {
  stubApi(answers);
  renderAt(
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
    </Routes>,
    '/signup',
  );
}

const fillIn = () => {
  fill(input('Group name'), 'Tumaini Youth');
  fill(input('First name'), 'Neema');
  fill(input('Last name'), 'Wafula');
  fill(input('Email'), 'neema@example.com');
};

describe('the signup page', () => {
  it('says a deployment closed to new groups is closed, with no form', async () => {
    renderPage({ '/signup': { open: false } });
    await screen.findByText(SIGNUP_CLOSED);
    expect(screen.queryByLabelText('Group name')).toBeNull();
  });

  it('refuses missing fields and a bad email, sending nothing', async () => {
    renderPage({ '/signup': { open: true } });
    await screen.findByLabelText('Group name');
    press('Register the group');
    expect(await errorOf(input('Group name'), 'Group name is required')).toBe('Group name is required');
    fill(input('Group name'), 'Tumaini Youth');
    fill(input('First name'), 'Neema');
    fill(input('Last name'), 'Wafula');
    fill(input('Email'), 'not an email');
    press('Register the group');
    expect(await errorOf(input('Email'), EMAIL_MESSAGE)).toBe(EMAIL_MESSAGE);
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal above the form", async () => {
    const busy = 'Too many groups registered from this address. Wait an hour and try again.';
    renderPage({ '/signup': ({ method }) => (method === 'GET' ? { open: true } : refusal(429, busy)) });
    await screen.findByLabelText('Group name');
    fillIn();
    press('Register the group');
    await screen.findByText(busy);
  });

  it('sends the registration and points to the e-mailed code', async () => {
    renderPage({ '/signup': ({ method }) => (method === 'GET' ? { open: true } : { message: SENT }) });
    await screen.findByLabelText('Group name');
    fillIn();
    press('Register the group');
    await screen.findByText(SENT);
    expect(screen.getByRole('link', { name: 'I have the code' }).getAttribute('href')).toBe('/invitations');
    expect(sent.map((call) => call.body)).toEqual([
      { group_name: 'Tumaini Youth', firstname: 'Neema', lastname: 'Wafula', email: 'neema@example.com' },
    ]);
  });
});
