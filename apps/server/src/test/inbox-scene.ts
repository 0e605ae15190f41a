import { systemClock } from '@links/domain';
import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema.js';
import { createOutbox, type OutboxKind, plainText } from '../modules/outbox/index.js';
import type { TestContext } from './app.js';

/** Leaves a message for a member as an event would, answering its id. */
export async function leaveFor(
  ctx: TestContext,
  userId: number,
  subject: string,
  extra: { kind?: OutboxKind; link?: string; secret?: boolean } = {},
): Promise<number> {
  const row = await createOutbox(systemClock).leave(ctx.database.db, {
    userId,
    kind: extra.kind ?? 'payment_approved',
    text: plainText(subject, `${subject}: the whole text.`),
    ...(extra.link === undefined ? {} : { link: extra.link }),
    ...(extra.secret === undefined ? {} : { secret: extra.secret }),
  });
  if (!row) throw new Error('the message was not left');
  return row.id;
}

/** A member's messages as stored: ids and read times, to see that a refusal changed nothing. */
export const storedMessages = (ctx: TestContext, userId: number) =>
  ctx.database.db
    .select({ id: outbox.id, readAt: outbox.readAt })
    .from(outbox)
    .where(eq(outbox.userId, userId))
    .orderBy(outbox.id);
