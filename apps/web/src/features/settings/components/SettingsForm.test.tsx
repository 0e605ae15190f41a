// @vitest-environment happy-dom
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
import { GROUP_SETTINGS, MONEY_ACCOUNTS } from '../../../lib/testing/fixtures';
import { SettingsForm } from './SettingsForm';

/**
 * The settings form's rules (docs/decisions/loans.md, "Group settings"), checked on the component: each
 * field's refusals, only what changed sent, and the server's refusal under its field. The journey (the values
 * shown, a save the next loan preview uses, a member refused) is loans-settings.e2e.ts's, with the
 * required group name and a rate's refusal on screen (docs/testing.md, "Component tests and
 * browser tests").
 */

const LABELS = {
  group_name: 'Group Name',
  long_term_rate: 'Long-Term Yearly Rate',
  long_term_months: 'Long-Term Term (Months)',
  short_term_rate: 'Short-Term Rate',
  short_term_months: 'Short-Term Term (Months)',
  savings_target: 'Yearly Savings Target',
} as const;
type Name = keyof typeof LABELS;

function renderForm(answer: Answering | object = GROUP_SETTINGS) {
  stubApi({ '/books/accounts': MONEY_ACCOUNTS, '/settings': answer });
  renderAt(<SettingsForm settings={GROUP_SETTINGS} />, '/settings');
  const field = (name: Name) => screen.getByLabelText(LABELS[name]) as HTMLInputElement;
  return {
    field,
    type: (values: Partial<Record<Name, string>>) => {
      for (const [name, value] of Object.entries(values)) fill(field(name as Name), value);
    },
    save: () => fireEvent.click(screen.getByRole('button', { name: 'Save Settings' })),
    refusals: async (expected: Partial<Record<Name, string>>) => {
      for (const [name, message] of Object.entries(expected)) {
        expect(await errorOf(field(name as Name), message)).toBe(message);
      }
    },
  };
}

describe('the settings form', () => {
  it('shows the settings in percent, months and KES', () => {
    const form = renderForm();
    expect(Object.keys(LABELS).map((name) => form.field(name as Name).value)).toEqual([
      'Umoja Savings Group',
      '12',
      '24',
      '18',
      '3',
      '30000',
    ]);
  });

  it('refuses each field by the rules the server keeps, sending nothing', async () => {
    const form = renderForm();
    form.type({
      group_name: '   ',
      long_term_rate: '0',
      long_term_months: '121',
      short_term_rate: '100.5',
      short_term_months: '0',
      savings_target: '1500',
    });
    form.save();
    await form.refusals({
      group_name: 'Group name is required',
      long_term_rate: 'Long-term yearly rate must be more than 0',
      long_term_months: 'Long-term term must be a whole number of months from 1 to 120',
      short_term_rate: 'Short-term rate must not exceed 100%',
      short_term_months: 'Short-term term must be a whole number of months from 1 to 120',
      savings_target: 'Savings target must be a multiple of 1,000',
    });

    form.type({ savings_target: '500', short_term_rate: '12.345' });
    form.save();
    await form.refusals({
      savings_target: 'Savings target must be at least 1,000',
      short_term_rate: 'Short-term rate must have at most two decimals',
    });
    expect(sent).toEqual([]);
  });

  it('says nothing changed, and sends only what did', async () => {
    const form = renderForm();
    form.save();
    await screen.findByText('Nothing to save: no setting was changed.');
    expect(sent).toEqual([]);

    form.type({ long_term_months: '12', long_term_rate: '12.5' });
    form.save();
    await screen.findByText('Settings saved successfully');
    expect(sent.map((call) => call.body)).toEqual([{ long_term_rate: 0.125, long_term_months: 12 }]);
  });

  it("shows the server's refusal under the field it names, and its message above the form", async () => {
    const message = 'long_term_months must be a whole number of months from 1 to 120';
    const form = renderForm(({ method }) =>
      method === 'PATCH' ? refusal(422, message, { long_term_months: message }) : GROUP_SETTINGS,
    );
    form.type({ long_term_months: '36' });
    form.save();
    expect(await errorOf(form.field('long_term_months'), message)).toBe(message);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  });
});
