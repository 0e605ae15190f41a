import type { Clock } from '@links/domain';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { deliveries, users } from '../db/schema.js';
import { createOutbox, type OutboxKind, plainText } from '../modules/outbox/index.js';

/** Gives a member a phone (stored form), for the SMS deliveries. */
export async function givePhone(db: DbOrTx, userId: number, phone: string): Promise<void> {
  await db.update(users).set({ phone }).where(eq(users.id, userId));
}

/** Leaves a message for a member as a module would, in its own transaction; its deliveries queued. */
export async function leaveMessage(
  db: Db,
  clock: Clock,
  userId: number,
  options: { kind?: OutboxKind; subject?: string; body?: string; secret?: boolean; eventKey?: string } = {},
) {
  const outbox = createOutbox(clock);
  const message = await db.transaction((tx) =>
    outbox.leave(tx, {
      userId,
      kind: options.kind ?? 'payment_approved',
      eventKey: options.eventKey,
      text: plainText(
        options.subject ?? 'Payment received',
        options.body ?? 'We received KES 1,500.00. Asante!',
      ),
      secret: options.secret,
    }),
  );
  if (!message) throw new Error('No message was left');
  return message;
}

/** The deliveries of a message, by channel. */
export async function deliveriesOf(db: DbOrTx, messageId: number) {
  const rows = await db.select().from(deliveries).where(eq(deliveries.messageId, messageId));
  return Object.fromEntries(rows.map((row) => [row.channel, row])) as Partial<
    Record<'email' | 'sms', (typeof rows)[number]>
  >;
}
