import { randomUUID } from 'node:crypto';
import type { Language } from '@links/domain';
import type { Channel, Contact, OutboxMessage } from './outbox.service.js';

/** What a message row needs of its member. */
type Reader = Pick<Contact, 'email' | 'phone' | 'language'>;

/** A message's row for the outbox, in the member's language, as `leave` and `leaveMany` insert it. */
export function messageRow(message: OutboxMessage, member: Reader, now: Date) {
  const language: Language = member.language === 'sw' ? 'sw' : 'en';
  const text = typeof message.text === 'function' ? message.text(language) : message.text;
  return {
    userId: message.userId,
    kind: message.kind,
    eventKey: message.eventKey ?? `message:${randomUUID()}`,
    subject: text.subject,
    body: text.body,
    sms: text.sms,
    link: message.link ?? null,
    language,
    secret: message.secret ?? false,
    createdAt: now,
  };
}

/** Where each of the channels reaches the member; a channel they have no address for is left out. */
export function addressesOf(
  member: Pick<Contact, 'email' | 'phone'>,
  channels: readonly Channel[],
): { channel: Channel; address: string }[] {
  return channels
    .map((channel) => ({ channel, address: channel === 'email' ? member.email : member.phone }))
    .filter((d): d is { channel: Channel; address: string } => d.address !== null && d.address !== '');
}
