// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answering, renderAt, sent, stubApi } from '../../../lib/testing/component';
import { ChannelsCard } from './ChannelsCard';

/**
 * The channels on /settings (docs/decisions/notifications.md, "Channels"): which are set up, and
 * a test by each with the server's answer shown.
 */

const CONFIGURED = {
  email: { configured: true, from: 'Umoja <no-reply@umoja.example>' },
  sms: { configured: false, sender_id: null },
};

const answer = (channel: string, status: string, reason: string | null, message: string) => ({
  message,
  message_id: 7,
  delivery_id: 9,
  channel,
  status,
  reason,
  provider_id: status === 'sent' ? '<1@umoja>' : null,
});

function renderCard(test: Answering) {
  stubApi({ '/settings/channels/test': test, '/settings/channels': CONFIGURED });
  renderAt(<ChannelsCard />, '/settings');
}

afterEach(() => vi.unstubAllGlobals());

describe('the channels card', () => {
  it('says which channels are set up, never more', async () => {
    renderCard(() => ({}));
    const list = await screen.findByTestId('channels');
    expect(list.textContent).toBe(
      'E-mail: set up, from Umoja <no-reply@umoja.example>SMS: not set up (AT_USERNAME and AT_API_KEY): SMS wait in the outbox',
    );
  });

  it('sends a test e-mail and shows that it went; a test SMS and why it waits', async () => {
    renderCard(({ body }) =>
      (body as { channel: string }).channel === 'email'
        ? answer('email', 'sent', null, 'Sent: look for it.')
        : answer('sms', 'queued', 'SMS is not set up', 'It waits in the outbox: SMS is not set up'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test e-mail' }));
    expect((await screen.findByText('Sent: look for it.')).getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByRole('button', { name: 'Send a test SMS' }));
    await screen.findByText('It waits in the outbox: SMS is not set up');
    expect(sent.map((s) => s.body)).toEqual([{ channel: 'email' }, { channel: 'sms' }]);
  });

  it('shows a failure’s reason as an alert', async () => {
    renderCard(() =>
      answer(
        'email',
        'failed',
        'E-mail: 550 Mailbox unavailable',
        'It failed: E-mail: 550 Mailbox unavailable',
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test e-mail' }));
    expect((await screen.findByText('It failed: E-mail: 550 Mailbox unavailable')).getAttribute('role')).toBe(
      'alert',
    );
  });
});
