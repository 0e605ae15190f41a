// @vitest-environment happy-dom
import type { MessageView } from '@links/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubApi } from '../../lib/testing/component';
import { inKiswahili, notKiswahili } from '../../lib/testing/kiswahili';
import { MessagesPage } from './pages/MessagesPage';
import { deliveryView, messageView } from './test-fixtures';

/**
 * The officials' outbox in Kiswahili (docs/decisions/languages.md, "Proving a screen is in
 * Kiswahili"). What a message says is data: the server writes it in the member's language.
 */

const delivery = deliveryView;

const message = (id: number, extra: Partial<MessageView>): MessageView =>
  messageView(id, {
    subject: 'Malipo yamepokelewa',
    body: 'Tumepokea KES 1,500.00.',
    sms: 'Umoja: tumepokea KES 1,500.00. Akiba KES 12,000.00.',
    language: 'sw',
    ...extra,
  });

const rows = [
  message(3, {
    status: 'failed',
    deliveries: [
      delivery(31, {}),
      delivery(32, { channel: 'sms', address: '254712345678', status: 'failed', attempts: 5, sent_at: null }),
    ],
  }),
  message(2, {
    kind: 'invitation',
    subject: 'Mwaliko wako',
    sms: null,
    secret: true,
    status: 'queued',
    deliveries: [
      delivery(21, {
        status: 'queued',
        attempts: 1,
        next_attempt_at: '2026-12-01T06:05:00.000Z',
        sent_at: null,
      }),
      delivery(22, {
        status: 'queued',
        attempts: 0,
        next_attempt_at: '2026-12-01T06:05:00.000Z',
        sent_at: null,
      }),
    ],
  }),
  message(1, { kind: 'guarantor_asked', status: 'inbox', deliveries: [] }),
];
const DATA = ['Wanjiru Kamau', 'wanjiru@example.com', ...rows.flatMap((m) => [m.subject, m.sms ?? ''])];

describe('the outbox in Kiswahili', () => {
  inKiswahili();

  it('lists the messages with their deliveries, and Resend on a failed one', async () => {
    stubApi({ '/messages': { messages: rows, pagination: { page: 1, per_page: 20, total: 3, pages: 1 } } });
    renderAt(<MessagesPage />, '/messages');
    expect(await screen.findByRole('table', { name: 'Ujumbe' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Tuma tena malipo yameidhinishwa kwa Wanjiru Kamau' }),
    ).toBeTruthy();
    expect(notKiswahili(DATA)).toEqual([]);
  });

  it('says when no message matches the filters', async () => {
    stubApi({ '/messages': { messages: [], pagination: { page: 1, per_page: 20, total: 0, pages: 1 } } });
    renderAt(<MessagesPage />, '/messages?status=failed&kind=loan_issued');
    expect(await screen.findByText('Hakuna ujumbe unaolingana na vichujio hivi')).toBeTruthy();
    expect(notKiswahili()).toEqual([]);
  });
});
