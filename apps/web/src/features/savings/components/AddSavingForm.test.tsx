// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  errorOf,
  fill,
  listedMember,
  pickMember,
  refusal,
  renderAt,
  sent,
  stubApi,
} from '../../../lib/testing/component';
import { GROUP_SETTINGS } from '../../../lib/testing/fixtures';
import { AddSavingForm } from './AddSavingForm';

/**
 * The add-saving form's refusals (docs/spec/validation.md, "Other forms", Add saving), checked on the
 * component: a user and an amount required, the amount's decimals, only members without savings offered, the
 * group's target sent as the expected saving, and the server's refusal under the user.
 * savings.e2e.ts keeps the journey (docs/testing.md, "Component tests and browser tests").
 */

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function renderForm(answer: object) {
  stubApi({
    '/settings': GROUP_SETTINGS,
    '/get-users?': { users: [listedMember(4, 'Wanjiru', 'Kamau')] },
    '/add-saving': answer,
  });
  renderAt(<AddSavingForm />, '/add-saving');
  await screen.findByDisplayValue('30000');
  return () => fireEvent.click(screen.getByRole('button', { name: 'Add Saving' }));
}

describe('the add-saving form', () => {
  it('requires a user and an amount of at most two decimals, sending nothing', async () => {
    const add = await renderForm(refusal(500, ''));
    expect(field('Expected Saving').readOnly).toBe(true);
    add();
    expect(await errorOf(field('User'), 'User is required')).toBe('User is required');
    expect(await errorOf(field('Amount'), 'Amount is required')).toBe('Amount is required');
    fill(field('Amount'), '100.555');
    add();
    expect(await errorOf(field('Amount'), 'Amount must have at most two decimals')).toBe(
      'Amount must have at most two decimals',
    );
    expect(sent).toEqual([]);
  });

  it("offers only members without savings, sends the group's target, and shows the server's refusal under the user", async () => {
    const said = 'user_id already has a savings account';
    const add = await renderForm(refusal(409, said, { user_id: said }));
    await pickMember('User', 'Wanjiru Kamau');
    expect(callsTo('/get-users?').every((url) => url.includes('has_savings=false'))).toBe(true);
    fill(field('Amount'), '1500');
    add();
    expect(await errorOf(field('User'), 'User already has a savings account')).toBe(
      'User already has a savings account',
    );
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        { user_id: 4, amount_saved: 1500, expected_saving: 30000 },
      ]),
    );
  });
});
