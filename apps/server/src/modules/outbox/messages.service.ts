import {
  type ChannelsAnswer,
  type ChannelTestAnswer,
  type Clock,
  channelTestText,
  type DeliveryChannel,
  type ResendAnswer,
} from '@links/domain';
import { and, eq } from 'drizzle-orm';
import type { ChannelsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { deliveries, outbox } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { findUserById } from '../directory/directory.service.js';
import { getSettings } from '../settings/settings.service.js';
import type { DeliveryService } from './delivery.service.js';
import { messageViews } from './message-list.js';
import type { Outbox } from './outbox.service.js';

/*
 * What officials do with the outbox (docs/decisions/notifications.md, "The officials' outbox"):
 * queue a message's failed deliveries again, and test a channel on themselves.
 */

export const NOTHING_FAILED = 'None of this message’s deliveries failed: there is nothing to resend.';

/** The failed deliveries of a message queued again, from their first attempt; audited. */
export async function resendMessage(
  db: Db,
  clock: Clock,
  messageId: number,
  who: SignedInContext,
): Promise<ResendAnswer> {
  return db.transaction(async (tx) => {
    const [message] = await tx.select().from(outbox).where(eq(outbox.id, messageId)).for('update');
    if (!message) throw notFound('There is no such message.');
    const now = clock.now();
    const requeued = await tx
      .update(deliveries)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: now, error: null })
      .where(and(eq(deliveries.messageId, messageId), eq(deliveries.status, 'failed')))
      .returning({ channel: deliveries.channel });
    if (requeued.length === 0) throw conflict(NOTHING_FAILED, 'NOTHING_TO_RESEND');
    const channels = requeued.map((d) => d.channel).sort();
    await recordAudit(tx, who, {
      action: 'resend',
      entity: 'message',
      entityId: messageId,
      memberId: message.userId,
      before: Object.fromEntries(channels.map((channel) => [channel, 'failed'])),
      after: Object.fromEntries(channels.map((channel) => [channel, 'queued'])),
    });
    const [view] = await messageViews(tx, [message]);
    if (!view) throw notFound('There is no such message.');
    return {
      message: `Queued again: ${channels.join(' and ')}. It is sent within a minute when the channel is set up.`,
      requeued: requeued.length,
      resent: view,
    };
  });
}

/** Which channels are set up: never an address of a server, a key or a password. */
export function channelsAnswerOf(config: ChannelsConfig): ChannelsAnswer {
  return {
    email: { configured: config.email !== undefined, from: config.email?.from ?? null },
    sms: { configured: config.sms !== undefined, sender_id: config.sms?.senderId ?? null },
  };
}

const NOT_CONFIGURED: Record<DeliveryChannel, string> = {
  email: 'E-mail is not set up (SMTP_URL and MAIL_FROM): the message waits in the outbox.',
  sms: 'SMS is not set up (AT_USERNAME and AT_API_KEY): the message waits in the outbox.',
};

/**
 * One `channel_test` message to the official asking, by that channel only, tried at once: the
 * answer is what came of it, or why it waits.
 */
export async function testChannel(
  db: Db,
  clock: Clock,
  deps: { outbox: Outbox; delivery: DeliveryService },
  channel: DeliveryChannel,
  who: SignedInContext,
): Promise<ChannelTestAnswer> {
  const official = await findUserById(db, who.userId);
  if (channel === 'sms' && !official?.phone) {
    throw unprocessable('Your profile has no phone number: add one to receive the test SMS.', {
      channel: 'Your profile has no phone number',
    });
  }
  const group = (await getSettings(db))?.groupName ?? 'Links';
  const left = await db.transaction(async (tx) => {
    const message = await deps.outbox.leave(tx, {
      userId: who.userId,
      kind: 'channel_test',
      text: (language) => channelTestText(language, { group, channel, on: clock.today() }),
      channel,
    });
    if (!message) throw new Error('A channel test left no message');
    const [delivery] = await tx.select().from(deliveries).where(eq(deliveries.messageId, message.id));
    return { message, delivery };
  });
  const configured = deps.delivery.configured().includes(channel);
  const tried = configured && left.delivery ? await deps.delivery.deliverNow(left.delivery.id) : undefined;
  const after = tried ?? left.delivery;
  const status = after?.status ?? 'queued';
  const reason = configured ? (after?.error ?? null) : NOT_CONFIGURED[channel];
  const said = { sent: 'Sent: look for it', failed: 'It failed', queued: 'It waits in the outbox' }[status];
  return {
    message: `${said}${reason && status !== 'sent' ? `: ${reason}` : '.'}`,
    message_id: left.message.id,
    delivery_id: after?.id ?? null,
    channel,
    status,
    reason,
    provider_id: after?.providerId ?? null,
  };
}
