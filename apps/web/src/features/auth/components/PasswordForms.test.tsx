// @vitest-environment happy-dom
import { CURRENT_PASSWORD_REQUIRED, EMAIL_MESSAGE, PASSWORD_MESSAGE, RESET_CODE_FORMAT } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf, fill, refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { LoginPage } from '../pages/LoginPage';
import { ResetConfirmPage } from '../pages/ResetConfirmPage';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * The password screens' refusals (docs/decisions/passwords.md), checked on the component: the
 * domain's schemas for each field, nothing sent while they refuse, and the server's refusals under
 * the field they name or above the form. passwords.e2e.ts and session.e2e.ts keep the journeys
 * (docs/testing.md, "Component tests and browser tests").
 */

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const refused = async (label: string, message: string) =>
  expect(await errorOf(input(label), message)).toBe(message);

describe('the change-password form', () => {
  it('requires the current password and a strong new one, and shows a wrong current one under it', async () => {
    stubApi({
      '/me/password': refusal(422, 'The current password is wrong.', {
        current_password: 'The current password is wrong.',
      }),
    });
    renderAt(<ChangePasswordForm onChanged={() => undefined} />, '/change-password');
    press('Change password');
    await refused('Current password', CURRENT_PASSWORD_REQUIRED);
    fill(input('Current password'), 'Old-Pass-1!');
    fill(input('New password'), 'short');
    press('Change password');
    await refused('New password', PASSWORD_MESSAGE);
    expect(sent).toEqual([]);

    fill(input('New password'), 'Mti-Mkubwa-9!');
    press('Change password');
    await refused('Current password', 'The current password is wrong.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.map((call) => call.body)).toEqual([
      { current_password: 'Old-Pass-1!', new_password: 'Mti-Mkubwa-9!' },
    ]);
  });
});

describe('the forgotten-password screens', () => {
  it('ask for a valid email before sending a code', async () => {
    stubApi({ '/password-resets': { message: 'If the email is a member’s, a code is on its way.' } });
    renderAt(<ForgotPasswordPage />, '/reset-password');
    fill(input('Email'), 'rehema@');
    press('Send me a code');
    await refused('Email', EMAIL_MESSAGE);
    expect(sent).toEqual([]);
    fill(input('Email'), ' rehema@example.com ');
    press('Send me a code');
    await screen.findByText('If the email is a member’s, a code is on its way.');
    expect(sent.map((call) => call.body)).toEqual([{ email: 'rehema@example.com' }]);
  });

  it('take the email and code from the link, and refuse a code that is not six digits', async () => {
    stubApi({});
    renderAt(<ResetConfirmPage />, '/reset-password/confirm#email=rehema%40example.com&code=12');
    expect(input('Email').value).toBe('rehema@example.com');
    fill(input('New password'), 'Mti-Mkubwa-9!');
    press('Reset password');
    await refused('Code', RESET_CODE_FORMAT);
    expect(sent).toEqual([]);
  });
});

describe('the sign-in form', () => {
  it('requires an email and a password, and shows the server’s refusal above the form', async () => {
    stubApi({
      '/setup': { needed: false, code_needed: false },
      '/login': Response.json({ non_field_errors: ['Invalid credentials'] }, { status: 400 }),
    });
    renderAt(<LoginPage />, '/login');
    press('Login');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Email is required'));
    expect(sent).toEqual([]);
    fill(input('Email'), 'amina@example.com');
    fill(input('Password'), 'wrong');
    press('Login');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid credentials'));
    expect(sent.map((call) => call.body)).toEqual([{ email: 'amina@example.com', password: 'wrong' }]);
  });
});
