/** What other modules may use of the outbox: leaving a message for a member. */

export { type InboxRow, inboxPage, inboxTotal, markAllRead, markRead, unreadCount } from './inbox.js';
export {
  CHANNELS,
  type Channel,
  createOutbox,
  OUTBOX_KINDS,
  type Outbox,
  type OutboxKind,
  type OutboxMessage,
  outboxAt,
  plainText,
} from './outbox.service.js';
export { linkInMessage, serverOutbox, useServerOutbox } from './server-outbox.js';
