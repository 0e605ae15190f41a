import type { DeliveryView, MessageView } from '@links/domain';

/**
 * The outbox's tests' shared rows as `GET /messages` lists them: an e-mail delivered to Wanjiru, and
 * her message that a payment was approved, in English, with that one delivery.
 */
export const deliveryView = (id: number, extra: Partial<DeliveryView>): DeliveryView => ({
  delivery_id: id,
  channel: 'email',
  address: 'wanjiru@example.com',
  status: 'sent',
  attempts: 1,
  next_attempt_at: null,
  provider_id: '<1@umoja>',
  error: null,
  sent_at: '2026-12-01T06:00:00.000Z',
  ...extra,
});

export const messageView = (id: number, extra: Partial<MessageView>): MessageView => ({
  message_id: id,
  user_id: 4,
  firstname: 'Wanjiru',
  lastname: 'Kamau',
  kind: 'payment_approved',
  subject: 'Payment received',
  body: 'We received KES 1,500.00.',
  sms: 'Umoja: received KES 1,500.00. Savings KES 12,000.00.',
  secret: false,
  link: null,
  language: 'en',
  created_at: '2026-12-01T06:00:00.000Z',
  status: 'sent',
  deliveries: [deliveryView(id * 10, {})],
  ...extra,
});
