/** What other modules may use of the outbox: leaving a message for a member. */
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
