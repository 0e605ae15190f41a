// @vitest-environment happy-dom
import type { InboxMessage } from '@links/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAt, sent, stubApi } from '../../../lib/testing/component';
import { InboxPage } from './InboxPage';

const NO_MESSAGES = 'No messages yet. Receipts, reminders and requests for you will appear here.';

/**
 * The inbox (docs/decisions/notifications.md, "The inbox"): newest first, unread in bold, opening
 * one marks it read and follows its link. inbox.e2e.ts keeps the journey on a phone.
 */

const message = (patch: Partial<InboxMessage>): InboxMessage => ({
  id: 1,
  kind: 'payment_approved',
  subject: 'Payment received',
  body: 'We received KES 1,500.00. Savings now KES 12,000.00.',
  link: null,
  created_at: '2026-11-27T06:30:00.000Z',
  read_at: null,
  ...patch,
});

const answer = (data: InboxMessage[], unread: number, pages = 1) => ({
  data,
  pagination: { page: 1, per_page: 20, total: data.length, pages },
  unread,
});

const messages = [
  message({
    id: 7,
    kind: 'guarantor_asked',
    subject: 'Baraka asks you to guarantee',
    body: 'Baraka Mwangi asks you to guarantee KES 20,000.00.',
    link: '/my-applications',
  }),
  message({ id: 5 }),
  message({ id: 2, subject: 'Installment due', read_at: '2026-11-26T08:00:00.000Z' }),
];

const renderInbox = () =>
  renderAt(
    <Routes>
      <Route path="/inbox" element={<InboxPage />} />
      <Route path="/my-applications" element={<h1>Requests to guarantee</h1>} />
    </Routes>,
    '/inbox',
  );

const itemOf = (subject: string) => screen.getByText(subject).closest('li') as HTMLElement;

describe('the inbox', () => {
  it('lists the messages newest first, the unread ones in bold, with their day and time in Nairobi', async () => {
    stubApi({ '/notifications/mine': answer(messages, 2) });
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-unread'))).toEqual(['true', 'true', 'false']);
    expect(items[0]?.textContent).toContain('Unread: Baraka asks you to guarantee');
    expect(items[0]?.textContent).toContain('27 Nov 2026 09:30');
    expect(screen.getByText('Baraka asks you to guarantee').className).toContain('font-bold');
    expect(screen.getByText('Installment due').className).not.toContain('font-bold');
    expect(screen.getByText(/2 unread\./)).toBeTruthy();
  });

  it('marks an unread message read when opened and goes where it points', async () => {
    stubApi({
      '/read': { message: { ...messages[0], read_at: '2026-11-27T07:00:00.000Z' }, unread: 1 },
      '/notifications/mine': answer(messages, 2),
    });
    renderInbox();
    await screen.findByRole('list', { name: 'Messages' });
    fireEvent.click(within(itemOf('Baraka asks you to guarantee')).getByRole('button'));
    await screen.findByRole('heading', { name: 'Requests to guarantee' });
    await waitFor(() =>
      expect(sent.map((s) => [s.method, new URL(s.url, 'http://x').pathname])).toEqual([
        ['POST', '/api/links/notifications/7/read'],
      ]),
    );
  });

  it('opens a message without a link in place, and sends nothing for one already read', async () => {
    stubApi({ '/notifications/mine': answer(messages, 2) });
    renderInbox();
    await screen.findByRole('list', { name: 'Messages' });
    const read = within(itemOf('Installment due')).getByRole('button');
    expect(read.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(read);
    expect(read.getAttribute('aria-expanded')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('marks all read, and says so when there is nothing', async () => {
    stubApi({ '/read-all': { marked: 2, unread: 0 }, '/notifications/mine': answer(messages, 2) });
    renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(sent.map((s) => s.url)).toEqual(['/api/links/notifications/read-all']));
  });

  it('says when there are no messages', async () => {
    stubApi({ '/notifications/mine': answer([], 0) });
    renderInbox();
    await screen.findByText(NO_MESSAGES);
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });
});
