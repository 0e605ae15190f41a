// @vitest-environment happy-dom
import { DARAJA_FIELDS, type DarajaField, type DarajaStatus } from '@links/domain';
import { fireEvent, screen, within } from '@testing-library/react';
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
import { DarajaSettingsCard } from './DarajaSettingsCard';

/**
 * The Daraja card (docs/decisions/daraja.md), checked on the component: the badges read from the
 * status, boxes that never hold a saved value ("Write-only"), only the typed fields sent and null
 * for "Remove", refusals under their field, the card without LINKS_SECRET_KEY ("Kept encrypted"),
 * "Test connection" and the auditor's read-only card. The journey is daraja-settings.e2e.ts's
 * (docs/testing.md, "Component tests and browser tests").
 */

const savedOf = (...fields: DarajaField[]) =>
  Object.fromEntries(DARAJA_FIELDS.map((field) => [field, fields.includes(field)])) as DarajaStatus['saved'];

const statusOf = (fields: DarajaField[], more: Partial<DarajaStatus> = {}): DarajaStatus => ({
  saved: savedOf(...fields),
  can_store: true,
  base_url: 'https://sandbox.safaricom.co.ke',
  updated_at: fields.length ? '2026-03-07T11:05:00.000Z' : null,
  ...more,
});

const KEY_AND_SECRET: DarajaField[] = ['daraja_consumer_key', 'daraja_consumer_secret'];

interface Answers {
  status?: DarajaStatus;
  patch?: Answering | object;
  test?: Answering | object;
  auditor?: boolean;
}

function renderCard(answers: Answers) {
  const shown = answers.status ?? statusOf([]);
  stubApi({
    '/settings/daraja/test': answers.test ?? { ok: true, message: 'Connected' },
    '/settings/daraja': ({ method }) => (method === 'GET' ? shown : (answers.patch ?? shown)),
  });
  if (answers.auditor) {
    const user = { id: 1, role: 'member', office: 'auditor' };
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
    document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}`;
  }
  renderAt(<DarajaSettingsCard />, '/settings');
}

const row = (field: DarajaField) => screen.getByTestId(`daraja-${field}`);
const badgeOf = (field: DarajaField) => within(row(field)).getByTestId('saved-badge').textContent;
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const inputs = () => [...document.querySelectorAll('input')];

describe('the Daraja card', () => {
  it('shows each field saved or not, where Daraja is called and when the credentials changed', async () => {
    renderCard({ status: statusOf(KEY_AND_SECRET) });
    expect((await screen.findByTestId('daraja-status')).textContent).toBe(
      'Daraja is called athttps://sandbox.safaricom.co.keLast changed7 Mar 2026 at 14:05',
    );
    expect(DARAJA_FIELDS.map(badgeOf)).toEqual([
      'Saved',
      'Saved',
      'Not saved',
      'Not saved',
      'Not saved',
      'Not saved',
    ]);
    expect(box('Consumer key').placeholder).toBe(en.settings.daraja.replacePlaceholder);
    expect(box('Passkey (STK Push)').placeholder).toBe('Not saved yet');
    expect(box('Consumer secret').type).toBe('password');
    expect(box('Security credential (B2C)').type).toBe('password');
    expect(box('B2C shortcode').type).toBe('text');
    expect(inputs().map((input) => input.value)).toEqual(['', '', '', '', '', '']);
    expect(screen.getByRole('button', { name: 'Remove Consumer key' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Passkey (STK Push)' })).toBeNull();
  });

  it('sends only the fields typed into, then empties the boxes and shows the badges answered', async () => {
    renderCard({ patch: statusOf(KEY_AND_SECRET) });
    await screen.findByTestId('daraja-status');
    fill(box('Consumer key'), ' the-key ');
    fill(box('Consumer secret'), 'the-secret');
    fill(box('Passkey (STK Push)'), '   ');
    click('Save Daraja credentials');
    await screen.findByText(en.settings.daraja.savedAll);
    expect(sent.map((call) => [call.method, call.body])).toEqual([
      ['PATCH', { daraja_consumer_key: 'the-key', daraja_consumer_secret: 'the-secret' }],
    ]);
    expect(inputs().map((input) => input.value)).toEqual(['', '', '', '', '', '']);
    expect(badgeOf('daraja_consumer_key')).toBe('Saved');
    expect(box('Consumer secret').placeholder).toBe(en.settings.daraja.replacePlaceholder);
    expect(document.body.innerHTML).not.toContain('the-secret');
  });

  it('says there is nothing to save when no box is typed into, sending nothing', async () => {
    renderCard({});
    await screen.findByTestId('daraja-status');
    click('Save Daraja credentials');
    await screen.findByText(en.settings.daraja.nothingTyped);
    expect(sent).toEqual([]);
  });

  it('sends null for "Remove", and the field reads as not saved', async () => {
    renderCard({
      status: statusOf([...KEY_AND_SECRET, 'daraja_passkey']),
      patch: statusOf(KEY_AND_SECRET),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Passkey (STK Push)' }));
    await screen.findByText('Passkey (STK Push) removed.');
    expect(sent.map((call) => call.body)).toEqual([{ daraja_passkey: null }]);
    expect(badgeOf('daraja_passkey')).toBe('Not saved');
  });

  it('refuses a B2C shortcode that is not 5 to 10 digits under its box, sending nothing', async () => {
    renderCard({});
    await screen.findByTestId('daraja-status');
    fill(box('B2C shortcode'), '12ab');
    click('Save Daraja credentials');
    const said = 'B2C shortcode must be 5 to 10 digits';
    expect(await errorOf(box('B2C shortcode'), said)).toBe(said);
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal under the field it names, and its message as the card's alert", async () => {
    const message = 'daraja_passkey must be printable characters without spaces';
    renderCard({ patch: refusal(422, message, { daraja_passkey: message }) });
    await screen.findByTestId('daraja-status');
    fill(box('Passkey (STK Push)'), 'pass-key');
    click('Save Daraja credentials');
    const said = 'Passkey (STK Push) must be printable characters without spaces';
    expect(await errorOf(box('Passkey (STK Push)'), said)).toBe(said);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(box('Passkey (STK Push)').value).toBe('pass-key');
  });

  it('says the server cannot keep credentials without LINKS_SECRET_KEY, with its boxes disabled', async () => {
    renderCard({ status: statusOf([], { can_store: false }) });
    expect((await screen.findByText(en.settings.daraja.noSecretKey)).getAttribute('role')).toBe('status');
    expect(inputs().every((input) => input.disabled)).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Save Daraja credentials' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('tests the connection only with a key and secret saved, and shows the answer green or red', async () => {
    let answer = { ok: true, message: 'Connected to Daraja: the consumer key and secret work.' };
    renderCard({ status: statusOf(KEY_AND_SECRET), test: () => answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect((await screen.findByText(answer.message)).getAttribute('role')).toBe('status');
    answer = { ok: false, message: 'Daraja refused the consumer key and secret (HTTP 400): Bad Request' };
    click('Test connection');
    expect((await screen.findByText(answer.message)).getAttribute('role')).toBe('alert');
    expect(sent.map((call) => [call.method, call.url.replace('/api/links', '')])).toEqual([
      ['POST', '/settings/daraja/test'],
      ['POST', '/settings/daraja/test'],
    ]);
  });

  it('keeps the test disabled until the key and secret are both saved', async () => {
    renderCard({ status: statusOf(['daraja_consumer_key']) });
    const test = (await screen.findByRole('button', { name: 'Test connection' })) as HTMLButtonElement;
    expect(test.disabled).toBe(true);
    screen.getByText('Save the consumer key and secret first.');
  });

  it("shows the test's refusal (422) as an alert", async () => {
    const said = 'The saved credentials were kept under another LINKS_SECRET_KEY.';
    renderCard({ status: statusOf(KEY_AND_SECRET), test: refusal(422, said) });
    fireEvent.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect((await screen.findByRole('alert')).textContent).toBe(said);
  });

  it('lets the auditor see which fields are saved, without a box or a button', async () => {
    renderCard({ status: statusOf(KEY_AND_SECRET), auditor: true });
    await screen.findByTestId('daraja-status');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(DARAJA_FIELDS.map(badgeOf)).toEqual([
      'Saved',
      'Saved',
      'Not saved',
      'Not saved',
      'Not saved',
      'Not saved',
    ]);
    expect(document.querySelectorAll('input')).toHaveLength(0);
  });
});
