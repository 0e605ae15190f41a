/** What other modules may use of the outbox: leaving a message for a member. */
export { createOutbox, type Outbox, type OutboxKind, type OutboxMessage } from './outbox.service.js';
