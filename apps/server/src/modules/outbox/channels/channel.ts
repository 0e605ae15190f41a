import type { Channel } from '../outbox.service.js';

/** What one attempt to send a delivery came to (docs/decisions/notifications.md, "Delivery"). */
export type SendResult =
  /** The provider took it: its id for the message. */
  | { outcome: 'sent'; providerId: string | null }
  /** It will never go as it is (a refused recipient, a number that is not a Kenyan mobile): not tried again. */
  | { outcome: 'failed'; reason: string }
  /** This attempt failed (the provider down, refusing us, too slow): tried again later. */
  | { outcome: 'retry'; reason: string };

/** What a channel is given to send: the address of the delivery and the message's texts. */
export interface Outgoing {
  address: string;
  subject: string;
  body: string;
  sms: string;
}

/** One way of sending messages, configured. */
export interface ChannelSender {
  channel: Channel;
  send(message: Outgoing): Promise<SendResult>;
  close?(): void;
}

/** A reason as it is stored and shown to officials: one line, at most 300 characters, no secret. */
export function reasonText(text: string, secrets: (string | undefined)[]): string {
  let clean = text.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) {
    if (secret) clean = clean.split(secret).join('[redacted]');
  }
  return clean.length > 300 ? `${clean.slice(0, 299)}…` : clean;
}
