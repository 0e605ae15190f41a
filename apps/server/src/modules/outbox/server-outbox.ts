import { systemClock } from '@links/domain';
import { createOutbox, type Outbox } from './outbox.service.js';

/*
 * The server's outbox for the modules whose events reach deep into other modules' use cases (an
 * approval kind issuing a loan, a payment approving its transaction): the server hands it over at
 * start with its public address, and a script or test without a server leaves messages stamped by
 * the system clock (docs/decisions/notifications.md, "Who leaves a message").
 */
let current: { outbox: Outbox; publicUrl: string | undefined } | undefined;

export function useServerOutbox(outbox: Outbox, publicUrl: string | undefined): void {
  current = { outbox, publicUrl };
}

/** The outbox events leave their messages in. */
export function serverOutbox(): Outbox {
  return current?.outbox ?? createOutbox(systemClock);
}

/**
 * A link in a message: the configured public address and the path, else the path alone
 * (docs/decisions/passwords.md, "Links in messages").
 */
export function linkInMessage(path: string): string {
  return `${current?.publicUrl ?? ''}${path}`;
}
