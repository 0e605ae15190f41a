// @vitest-environment happy-dom
import type { InboxMessage } from '@links/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubApi } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { Bell } from './components/Bell';
import { MessagePreferences } from './components/MessagePreferences';
import { InboxPage } from './pages/InboxPage';

/**
 * The inbox, the bell and the message preferences in Kiswahili (docs/decisions/languages.md,
 * "Proving a screen is in Kiswahili"). The messages' own words are data: the server writes them in
 * the member's language.
 */

const message = (patch: Partial<InboxMessage>): InboxMessage => ({
  id: 1,
  kind: 'payment_approved',
  subject: 'Malipo yamepokelewa',
  body: 'Tumepokea KES 1,500.00. Akiba sasa ni KES 12,000.00.',
  link: null,
  created_at: '2026-12-01T06:30:00.000Z',
  read_at: null,
  ...patch,
});

const MESSAGES = [
  message({
    id: 7,
    kind: 'guarantor_asked',
    subject: 'Baraka anakuomba umdhamini',
    body: 'Baraka Mwangi anakuomba umdhamini kwa KES 20,000.00.',
    link: '/my-applications',
  }),
  message({ id: 5 }),
  message({
    id: 2,
    subject: 'Awamu inadaiwa',
    body: 'Awamu yako inadaiwa.',
    read_at: '2026-11-26T08:00:00.000Z',
  }),
];
const DATA = MESSAGES.flatMap((m) => [m.subject, m.body ?? '']);

const inbox = (data: InboxMessage[], unread: number, pages = 1) => ({
  data,
  pagination: { page: 1, per_page: 20, total: 45, pages },
  unread,
});

describe('the inbox in Kiswahili', () => {
  inKiswahili();

  it('lists the messages, with the pages of an older inbox', async () => {
    stubApi({ '/notifications/mine': inbox(MESSAGES, 2, 3) });
    renderAt(<InboxPage />, '/inbox');
    expect(await screen.findByRole('list', { name: 'Ujumbe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weka zote kuwa zimesomwa' })).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('says when there is no message yet', async () => {
    stubApi({ '/notifications/mine': inbox([], 0) });
    renderAt(<InboxPage />, '/inbox');
    expect(await screen.findByText(/Bado hakuna ujumbe/)).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });

  it('names the bell with the unread count', async () => {
    stubApi({ '/notifications/mine': inbox([], 3) });
    renderAt(<Bell />, '/member');
    expect(await screen.findByRole('link', { name: 'Ujumbe, ambao haujasomwa: 3' })).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });

  it('shows the message preferences and says they are saved', async () => {
    const saved = { channels: ['email'], language: 'sw', has_phone: false };
    stubApi({
      '/me/preferences': ({ method, body }) => (method === 'GET' ? saved : { ...saved, ...(body as object) }),
    });
    renderAt(<MessagePreferences />, '/change-password');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Barua pepe' }));
    expect(notKiswahili()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi mapendeleo ya ujumbe' }));
    expect(await screen.findByText('Imehifadhiwa. Ujumbe mpya utakufikia kwa njia hii.')).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });
});
