import type { Language } from '@links/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { deliveries, users } from '../db/schema.js';
import { messagesFor, type OutboxKind } from '../modules/outbox/outbox.service.js';
import type { TestContext } from './app.js';

/** Sets a member's language straight in the database, as their preferences would. */
export async function setLanguage(ctx: TestContext, userId: number, language: Language): Promise<void> {
  await ctx.database.db.update(users).set({ language }).where(eq(users.id, userId));
}

/** Sets a member's phone straight in the database, so that an SMS delivery is queued for them. */
export async function setPhone(ctx: TestContext, userId: number, phone: string): Promise<void> {
  await ctx.database.db.update(users).set({ phone }).where(eq(users.id, userId));
}

/** The one message of a kind the outbox holds for a member: there must be exactly one. */
export async function onlyMessage(ctx: TestContext, userId: number, kind: OutboxKind) {
  const messages = await messagesFor(ctx.database.db, userId, kind);
  expect(messages, `one ${kind} message for user ${userId}`).toHaveLength(1);
  return messages[0] as NonNullable<(typeof messages)[0]>;
}

/** The channels a message is queued on. */
export async function channelsOf(ctx: TestContext, messageId: number): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ channel: deliveries.channel })
    .from(deliveries)
    .where(eq(deliveries.messageId, messageId));
  return rows.map((row) => row.channel).sort();
}

/** A message's written parts, to compare with what its writer says. */
export const textOf = (message: { subject: string; body: string; sms: string }) => ({
  subject: message.subject,
  body: message.body,
  sms: message.sms,
});
