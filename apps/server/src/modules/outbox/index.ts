/** What other modules may use of the outbox: leaving a message for a member. */

/** What the app starts: the channels, the delivery job and the officials' routes. */
export { type Channels, createChannels } from './channels/index.js';
export { startDeliveryJob } from './delivery.job.js';
export { createDeliveryService, type DeliveryRun, type DeliveryService } from './delivery.service.js';
export { type InboxRow, inboxPage, inboxTotal, markAllRead, markRead, unreadCount } from './inbox.js';
export { messagesRoutes } from './messages.routes.js';
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
