// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  errorOf,
  listedMember,
  pickMember,
  refusal,
  renderAt,
  sent,
  stubApi,
} from '../../../lib/testing/component';
import { CreateAccountForm } from './CreateAccountForm';

/**
 * The create-account form's refusals (docs/spec/validation.md, "Other forms": the user required;
 * docs/decisions/members.md, "Member accounts": one account each), checked on the component. accounts.e2e.ts
 * keeps the journey (docs/testing.md, "Component tests and browser tests").
 */

describe('the create-account form', () => {
  it('requires a user, offers only members without an account, and shows the server’s refusal under the user', async () => {
    const said = 'user_id already has an account';
    stubApi({
      '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] },
      '/create-account': refusal(409, said, { user_id: said }),
    });
    renderAt(<CreateAccountForm />, '/accounts');
    const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const user = screen.getByLabelText('User');
    create();
    expect(await errorOf(user, 'User is required')).toBe('User is required');
    expect(sent).toEqual([]);

    await pickMember('User', 'Wanjiru Kamau');
    expect(callsTo('/get-users?').every((url) => url.includes('has_account=false'))).toBe(true);
    create();
    expect(await errorOf(screen.getByLabelText('User'), 'User already has an account')).toBe(
      'User already has an account',
    );
    await waitFor(() => expect(sent.map((call) => call.body)).toEqual([{ user_id: 4 }]));
  });
});
