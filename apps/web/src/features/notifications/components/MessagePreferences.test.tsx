// @vitest-environment happy-dom
import { SMS_NEEDS_PHONE } from '@links/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { MessagePreferences } from './MessagePreferences';

const SAVED = 'Saved. New messages will reach you this way.';

/** "Messages" on the profile screen (docs/decisions/notifications.md, "Preferences"). */

const saved = { channels: ['email', 'sms'], language: 'en', has_phone: true };

describe('the message preferences', () => {
  it('shows the saved choice and sends the whole new one', async () => {
    stubApi({
      '/me/preferences': ({ method, body }) => (method === 'GET' ? saved : { ...saved, ...(body as object) }),
    });
    renderAt(<MessagePreferences />, '/change-password');
    const email = (await screen.findByRole('checkbox', { name: 'E-mail' })) as HTMLInputElement;
    const sms = screen.getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement;
    expect([email.checked, sms.checked]).toEqual([true, true]);
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(email);
    fireEvent.click(screen.getByRole('radio', { name: 'Kiswahili' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save message preferences' }));
    await screen.findByText(SAVED);
    expect(sent.map((s) => [s.method, s.body])).toEqual([['PATCH', { channels: ['sms'], language: 'sw' }]]);
  });

  it("says there is no phone on file, and shows the server's refusal of SMS", async () => {
    stubApi({
      '/me/preferences': ({ method }) =>
        method === 'GET'
          ? { channels: ['email'], language: 'sw', has_phone: false }
          : refusal(422, SMS_NEEDS_PHONE, { channels: SMS_NEEDS_PHONE }),
    });
    renderAt(<MessagePreferences />, '/change-password');
    await screen.findByText('(no phone number on file)');
    expect((screen.getByRole('radio', { name: 'Kiswahili' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /SMS/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save message preferences' }));
    await screen.findByText(SMS_NEEDS_PHONE);
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});
