import { and, count, desc, eq, isNull, not } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

/*
 * A member's inbox (docs/decisions/notifications.md, "The inbox"): the messages left for them,
 * never one holding a one-time code. Every read names its member, so no one reads another's.
 */

/** One message as its member reads it. */
export interface InboxRow {
  id: number;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
}

const columns = {
  id: outbox.id,
  kind: outbox.kind,
  subject: outbox.subject,
  body: outbox.body,
  link: outbox.link,
  createdAt: outbox.createdAt,
  readAt: outbox.readAt,
};

const shown = (userId: number) => and(eq(outbox.userId, userId), not(outbox.secret));

/** A page of the member's messages, newest first (by id, on the index of member and id). */
export function inboxPage(db: DbOrTx, userId: number, limit: number, offset: number): Promise<InboxRow[]> {
  return db
    .select(columns)
    .from(outbox)
    .where(shown(userId))
    .orderBy(desc(outbox.id))
    .limit(limit)
    .offset(offset);
}

/** How many messages the member's inbox holds. */
export async function inboxTotal(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(shown(userId));
  return row?.n ?? 0;
}

/** How many of them are unread (on the index of unread messages). */
export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(shown(userId), isNull(outbox.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks one of the member's messages read at `at`, once: a message read before keeps its time.
 * Undefined when the member has no such message in their inbox.
 */
export async function markRead(
  db: DbOrTx,
  userId: number,
  id: number,
  at: Date,
): Promise<InboxRow | undefined> {
  await db
    .update(outbox)
    .set({ readAt: at })
    .where(and(eq(outbox.id, id), shown(userId), isNull(outbox.readAt)));
  const [row] = await db
    .select(columns)
    .from(outbox)
    .where(and(eq(outbox.id, id), shown(userId)));
  return row;
}

/** Marks every unread message of the member read at `at`; how many were. */
export async function markAllRead(db: DbOrTx, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ readAt: at })
    .where(and(shown(userId), isNull(outbox.readAt)))
    .returning({ id: outbox.id });
  return rows.length;
}
