import { z } from 'zod';
import { idParam, optionalId } from '../ids.js';
import { paginationSchema, periodListQuery } from '../lists.js';
import { memberRef, nullableId, wireId } from '../wire.js';

/**
 * The officials' outbox (docs/decisions/notifications.md, "The officials' outbox"): the messages
 * left for members with their deliveries, a resend of the failed ones, and the channel test.
 */

export const DELIVERY_CHANNELS = ['email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** A message's status: its worst delivery's, or `inbox` when it has none (read in the app only). */
export const MESSAGE_STATUSES = ['failed', 'queued', 'sent', 'inbox'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A message kind's name: lower-case words joined by `_` (`payment_approved`). */
export const MESSAGE_KIND_PATTERN = /^[a-z][a-z_]{0,39}$/;

export const deliveryView = z.object({
  delivery_id: wireId,
  channel: z.enum(DELIVERY_CHANNELS),
  /** The e-mail address or the phone it goes to. */
  address: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** When a queued delivery is next tried. */
  next_attempt_at: z.string().nullable(),
  provider_id: z.string().nullable(),
  /** Why the last attempt failed. */
  error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type DeliveryView = z.infer<typeof deliveryView>;

export const messageView = z
  .object({
    message_id: wireId,
    ...memberRef,
    kind: z.string(),
    subject: z.string(),
    /** Null for a message holding a one-time code (`secret`): its text is never shown. */
    body: z.string().nullable(),
    sms: z.string().nullable(),
    secret: z.boolean(),
    link: z.string().nullable(),
    language: z.string(),
    created_at: z.string(),
    status: z.enum(MESSAGE_STATUSES),
    deliveries: z.array(deliveryView),
  })
  .meta({ id: 'OutboxMessage' });
export type MessageView = z.infer<typeof messageView>;

export const messagesPage = z.object({ messages: z.array(messageView), pagination: paginationSchema });
export type MessagesPage = z.infer<typeof messagesPage>;

export const MESSAGE_SORTS = ['created_at'] as const;

/**
 * GET /messages (officials): newest first; `q` finds a member by name; `user_id` one member's; `status` the messages with a
 * delivery queued, sent or failed; `kind` one kind; `from`..`to` the days they were left.
 */
export const messageListQuery = periodListQuery(MESSAGE_SORTS, '-created_at', {
  user_id: optionalId('user_id'),
  status: z.enum(DELIVERY_STATUSES, { error: 'status must be queued, sent or failed' }).optional(),
  kind: z
    .string({ error: 'kind must be text' })
    .regex(MESSAGE_KIND_PATTERN, 'kind must be a message kind such as payment_approved')
    .optional(),
});
export type MessageListQuery = z.output<typeof messageListQuery>;

export const messageIdParams = z.object({ messageId: idParam('messageId') });

/** POST /messages/{messageId}/resend: the message with its failed deliveries queued again. */
export const resendAnswer = z.object({
  message: z.string(),
  requeued: z.number().int(),
  resent: messageView,
});
export type ResendAnswer = z.infer<typeof resendAnswer>;

/** GET /settings/channels: which channels are set up; never an address, a key or a password. */
export const channelsAnswer = z.object({
  email: z.object({ configured: z.boolean(), from: z.string().nullable() }),
  sms: z.object({ configured: z.boolean(), sender_id: z.string().nullable() }),
});
export type ChannelsAnswer = z.infer<typeof channelsAnswer>;

/** POST /settings/channels/test: one test message to the official asking, by this channel. */
export const channelTestBody = z.object({
  channel: z.enum(DELIVERY_CHANNELS, { error: 'channel must be email or sms' }),
});
export type ChannelTestInput = z.output<typeof channelTestBody>;

export const channelTestAnswer = z.object({
  message: z.string(),
  message_id: wireId,
  delivery_id: nullableId,
  channel: z.enum(DELIVERY_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  /** Why it failed, or why it waits. */
  reason: z.string().nullable(),
  provider_id: z.string().nullable(),
});
export type ChannelTestAnswer = z.infer<typeof channelTestAnswer>;
