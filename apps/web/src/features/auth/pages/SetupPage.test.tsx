// @vitest-environment happy-dom
import {
  COMMON_PASSWORD_MESSAGE,
  EMAIL_MESSAGE,
  PASSWORD_MESSAGE,
  REQUIRED_USER_MESSAGE,
} from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
import { SetupPage } from './SetupPage';

/**
 * The first run's form (docs/decisions/first-run.md, "Setting the group up"): the setup schema's refusals and
 * the setup code's, checked on the component. The journey (from the setup page to the admin home, the code
 * through a proxy) is setup.e2e.ts's (docs/testing.md, "Component tests and browser tests").
 */

const WRONG_CODE = 'That setup code is not right. Use the code the server printed in its log.';

async function renderSetup(codeNeeded: boolean, answer: Answering = () => ({})) {
  stubApi({
    '/setup': ({ method, body }) =>
      method === 'GET' ? { needed: true, code_needed: codeNeeded } : answer({ method, body }),
  });
  renderAt(<SetupPage />, '/setup');
  if (codeNeeded) await screen.findByLabelText('Setup code');
  const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
  return {
    input,
    fillAll: (password: string) => {
      fill(input('Group name'), 'Umoja Savings Group');
      fill(input('First name'), 'Amina');
      fill(input('Last name'), 'Odhiambo');
      fill(input('Email'), 'amina@example.com');
      fill(input('Password'), password);
    },
    send: () => fireEvent.click(screen.getByRole('button', { name: 'Create admin and sign in' })),
  };
}

describe('the setup form', () => {
  it("refuses each field by the setup schema's rules, sending nothing", async () => {
    const form = await renderSetup(false);
    await waitFor(() => expect(sent).toEqual([]));
    expect(screen.queryByLabelText('Setup code')).toBeNull();
    fill(form.input('Email'), 'not-an-email');
    fill(form.input('Password'), 'short');
    form.send();
    expect(await errorOf(form.input('Group name'), 'Group name is required')).toBe('Group name is required');
    expect(await errorOf(form.input('First name'), REQUIRED_USER_MESSAGE)).toBe(REQUIRED_USER_MESSAGE);
    expect(await errorOf(form.input('Last name'), REQUIRED_USER_MESSAGE)).toBe(REQUIRED_USER_MESSAGE);
    expect(await errorOf(form.input('Email'), EMAIL_MESSAGE)).toBe(EMAIL_MESSAGE);
    expect(await errorOf(form.input('Password'), PASSWORD_MESSAGE)).toBe(PASSWORD_MESSAGE);
    expect(sent).toEqual([]);
  });

  it('asks for the setup code away from the server, and sends it only then', async () => {
    const form = await renderSetup(true, () => refusal(403, WRONG_CODE));
    form.fillAll('Mti-Mkubwa-9!');
    form.send();
    expect(await errorOf(form.input('Setup code'), 'Setup code is required')).toBe('Setup code is required');
    expect(sent).toEqual([]);

    fill(form.input('Setup code'), ' WRNG-CODE ');
    form.send();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ setup_code: 'WRNG-CODE', group_name: 'Umoja Savings Group' });
  });

  it("shows the server's refusals under their fields: the setup code's and a common password", async () => {
    const answers = [
      refusal(422, COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE }),
      Response.json({ message: WRONG_CODE, code: 'SETUP_CODE_WRONG' }, { status: 403 }),
    ];
    const form = await renderSetup(false, () => answers.shift());
    form.fillAll('Password123!');
    form.send();
    expect(await errorOf(form.input('Password'), COMMON_PASSWORD_MESSAGE)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(screen.queryByRole('alert')).toBeNull();

    // A code asked for by the server's refusal: the field appears with the refusal under it.
    fill(form.input('Password'), 'Mti-Mkubwa-9!');
    form.send();
    const code = await screen.findByLabelText('Setup code');
    expect(await errorOf(code, WRONG_CODE)).toBe(WRONG_CODE);
    expect(sent[1]?.body).not.toHaveProperty('setup_code');
  });
});
