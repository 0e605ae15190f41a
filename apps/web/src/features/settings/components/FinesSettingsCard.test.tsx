// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/catalogue-en';
import {
  type Answering,
  errorOf,
  fill,
  refusal,
  renderAt,
  sent,
  stubApi,
} from '../../../lib/testing/component';
import { GROUP_SETTINGS } from '../../../lib/testing/fixtures';
import type { SettingsAnswer } from '../api/get-settings';
import { FinesSettingsCard } from './FinesSettingsCard';

/**
 * The Fines card (docs/decisions/lending.md, "Fines"; docs/decisions/meetings.md, "Attendance fines"),
 * checked on the component: the late fine's amount or rate shown by its kind, each field's refusal by the
 * settings body's rules with nothing sent, only what changed sent, and the server's refusal under its
 * field. The journey (saved, kept after a reload) is fines-settings.e2e.ts's (docs/testing.md, "Component
 * tests and browser tests").
 */

function renderCard(answer: Answering | object = GROUP_SETTINGS, settings: SettingsAnswer = GROUP_SETTINGS) {
  stubApi({ '/settings': answer });
  renderAt(<FinesSettingsCard settings={settings} />, '/settings');
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return {
    field,
    choose: (label: string) => fireEvent.click(screen.getByRole('radio', { name: label })),
    amount: () => field('Late fine (KES)'),
    rate: () => field('Late fine rate'),
    missed: () => field('Missed contribution fine (KES)'),
    day: () => field('Day contributions are checked'),
    absence: () => field('Meeting absence fine (KES)'),
    save: () => fireEvent.click(screen.getByRole('button', { name: 'Save fine settings' })),
  };
}

describe('the fines card', () => {
  it('shows the saved fines, and the late fine amount or rate by the kind chosen', () => {
    const card = renderCard();
    expect((screen.getByRole('radio', { name: 'No fine' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Late fine (KES)')).toBeNull();
    expect(screen.queryByLabelText('Late fine rate')).toBeNull();
    expect([card.missed().value, card.day().value, card.absence().value]).toEqual(['0', '5', '0']);

    card.choose('Fixed amount');
    expect(card.amount().value).toBe('0');
    expect(screen.getByText(/Coming late to a meeting costs the same\./)).toBeTruthy();
    card.choose('Percent of what is unpaid');
    expect(card.rate().value).toBe('0');
    expect(screen.queryByLabelText('Late fine (KES)')).toBeNull();
  });

  it('says what coming late to a meeting costs while the late fine is not a fixed amount', () => {
    renderCard(GROUP_SETTINGS, {
      ...GROUP_SETTINGS,
      late_fine_kind: 'percent',
      late_fine_amount: 100,
      late_fine_rate: 0.05,
    });
    expect((screen.getByLabelText('Late fine rate') as HTMLInputElement).value).toBe('5');
    screen.getByText(
      'Coming late to a meeting costs KES 100.00, the late fine last saved as a fixed amount.',
    );
  });

  it('refuses what the settings body refuses, sending nothing', async () => {
    const card = renderCard();
    card.save();
    await screen.findByText(en.settings.nothingChanged);
    card.choose('Fixed amount');
    fill(card.amount(), '');
    fill(card.missed(), '-5');
    fill(card.day(), '29');
    fill(card.absence(), '1.005');
    card.save();
    const refusals = [
      [card.amount(), 'Late fine is required'],
      [card.missed(), 'Missed contribution fine must not be negative'],
      [card.day(), 'Choose a day of the month from 1 to 28'],
      [card.absence(), 'Absence fine must have at most two decimals'],
    ] as const;
    for (const [input, message] of refusals) expect(await errorOf(input, message)).toBe(message);

    card.choose('Percent of what is unpaid');
    fill(card.rate(), '0');
    card.save();
    const rate = 'Late fine rate must be more than 0';
    expect(await errorOf(card.rate(), rate)).toBe(rate);
    expect(sent).toEqual([]);
  });

  it('sends only what changed: a fixed late fine and an absence fine', async () => {
    const card = renderCard();
    card.choose('Fixed amount');
    fill(card.amount(), '100');
    fill(card.absence(), '200');
    card.save();
    await screen.findByText(en.settings.saved);
    expect(sent.map((call) => [call.method, call.body])).toEqual([
      ['PATCH', { late_fine_kind: 'fixed', late_fine_amount: 100, absence_fine_amount: 200 }],
    ]);
  });

  it('sends a percent as the fraction the server reads, and the check day and missed fine', async () => {
    const card = renderCard();
    card.choose('Percent of what is unpaid');
    fill(card.rate(), '2.5');
    fill(card.missed(), '150.50');
    fill(card.day(), '10');
    card.save();
    await screen.findByText(en.settings.saved);
    expect(sent.map((call) => call.body)).toEqual([
      {
        late_fine_kind: 'percent',
        late_fine_rate: 0.025,
        missed_contribution_fine: 150.5,
        contribution_due_day: 10,
      },
    ]);
  });

  it('leaves out the amount of a kind no longer chosen', async () => {
    const card = renderCard();
    card.choose('Fixed amount');
    fill(card.amount(), '75');
    card.choose('No fine');
    fill(card.absence(), '50');
    card.save();
    await screen.findByText(en.settings.saved);
    expect(sent.map((call) => call.body)).toEqual([{ absence_fine_amount: 50 }]);
  });

  it("shows the server's refusal under the field it names, and its message above", async () => {
    const said = 'absence_fine_amount must not exceed 1,000,000,000 KES';
    const card = renderCard(({ method }: { method: string }) =>
      method === 'PATCH' ? refusal(422, said, { absence_fine_amount: said }) : GROUP_SETTINGS,
    );
    fill(card.absence(), '300');
    card.save();
    const shown = 'Absence fine must not exceed 1,000,000,000 KES';
    expect(await errorOf(card.absence(), shown)).toBe(shown);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(said));
    expect(sent.map((call) => call.body)).toEqual([{ absence_fine_amount: 300 }]);
  });
});
