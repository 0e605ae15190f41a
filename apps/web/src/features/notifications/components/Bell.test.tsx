// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { callsTo, renderAt, stubApi } from '../../../lib/testing/component';
import { Bell, badgeText, bellLabel } from './Bell';

/** The bell of every signed-in screen (docs/decisions/notifications.md, "The inbox"). */

const inbox = (unread: number) => ({
  data: [],
  pagination: { page: 1, per_page: 1, total: unread, pages: 1 },
  unread,
});

describe('the bell', () => {
  it('shows the unread count on its badge and in its name, and opens the inbox', async () => {
    stubApi({ '/notifications/mine': inbox(3) });
    renderAt(<Bell />, '/member');
    const bell = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/inbox');
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
    // One message is asked for: the count comes with the page.
    expect(callsTo('/notifications/mine')[0]).toContain('per_page=1');
  });

  it('shows no badge when nothing is unread', async () => {
    stubApi({ '/notifications/mine': inbox(0) });
    renderAt(<Bell />, '/member');
    await waitFor(() => expect(callsTo('/notifications/mine')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('writes more than nine as 9+, the name keeping the number', async () => {
    stubApi({ '/notifications/mine': inbox(27) });
    renderAt(<Bell />, '/member');
    await screen.findByRole('link', { name: 'Messages, 27 unread' });
    expect(screen.getByTestId('unread-badge').textContent).toBe('9+');
    expect([badgeText(9), badgeText(10), bellLabel(i18n.t, 0), bellLabel(i18n.t, 1)]).toEqual([
      '9',
      '9+',
      'Messages',
      'Messages, 1 unread',
    ]);
  });

  it('asks nothing and shows nothing while a password an official set waits to be changed', async () => {
    stubApi({ '/notifications/mine': inbox(2) });
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own page, written as the server would.
    document.cookie = `user=${encodeURIComponent(JSON.stringify({ id: 1, role: 'member', must_change_password: true }))}`;
    renderAt(<Bell />, '/change-password');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
    expect(callsTo('/notifications/mine')).toEqual([]);
  });
});
