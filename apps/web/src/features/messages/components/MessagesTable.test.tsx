// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShown, tableText } from '../../../lib/testing/component';
import { deliveryView, messageView } from '../test-fixtures';
import { MessagesTable } from './MessagesTable';

/**
 * The officials' outbox (docs/decisions/notifications.md, "The officials' outbox"): each message
 * with its deliveries and failure reasons, a secret one without its text, Resend on a failed one
 * for an official and never for the auditor.
 */

const delivery = deliveryView;

const message = messageView;

const rows = [
  message(3, {
    status: 'failed',
    deliveries: [
      delivery(31, {}),
      delivery(32, {
        channel: 'sms',
        address: '254712345678',
        status: 'failed',
        attempts: 5,
        error: "SMS: Africa's Talking answered 500 (after 5 attempts)",
        sent_at: null,
        provider_id: null,
      }),
    ],
  }),
  message(2, {
    kind: 'invitation',
    subject: 'Your invitation',
    body: null,
    sms: null,
    secret: true,
    status: 'queued',
    deliveries: [
      delivery(21, {
        status: 'queued',
        attempts: 1,
        next_attempt_at: '2026-12-01T06:05:00.000Z',
        sent_at: null,
        error: 'E-mail: connection refused',
      }),
    ],
  }),
  message(1, { kind: 'guarantor_asked', status: 'inbox', deliveries: [] }),
];
const page = { rows, pagination: null, onPageChange: () => undefined };

describe('the messages table', () => {
  it('shows each message, its status and each delivery with its reason; a secret one without its text', () => {
    renderShown(<MessagesTable page={page} emptyText="None" />);
    expect(tableText('Messages')).toEqual([
      ['Member', 'Left', 'Kind', 'Message', 'Status', 'Deliveries'],
      [
        'Wanjiru Kamau',
        '01/12/2026 09:00',
        'Payment approved',
        'Payment receivedUmoja: received KES 1,500.00. Savings KES 12,000.00.',
        'Failed',
        "E-mailSentwanjiru@example.comSent 1 Dec 2026 09:00SMSFailed+254 712 345 678SMS: Africa's Talking answered 500 (after 5 attempts)After 5 attempts",
      ],
      [
        'Wanjiru Kamau',
        '01/12/2026 09:00',
        'Invitation',
        'Your invitationHolds a one-time code: its text is not shown.',
        'Waiting',
        'E-mailWaitingwanjiru@example.comE-mail: connection refusedTried 1×, next 1 Dec 2026 09:05',
      ],
      [
        'Wanjiru Kamau',
        '01/12/2026 09:00',
        'Guarantor asked',
        'Payment receivedUmoja: received KES 1,500.00. Savings KES 12,000.00.',
        'Inbox only',
        'In the app’s inbox only',
      ],
    ]);
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
  });

  it('offers an official Resend on a failed message only', () => {
    const onResend = vi.fn();
    renderShown(<MessagesTable page={page} emptyText="None" actions={{ onResend, busy: false }} />);
    const buttons = screen.getAllByRole('button', { name: /Resend/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Resend payment approved to Wanjiru Kamau' }));
    expect(onResend).toHaveBeenCalledWith(rows[0]);
  });
});
