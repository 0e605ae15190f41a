import {
  addDaysIso,
  type DeliveryView,
  type MessageListQuery,
  type MessageStatus,
  type MessageView,
  startOfDayInGroupZone,
} from '@links/domain';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deliveries, outbox } from '../../db/schema.js';
import { amongIds, tableList } from '../../lib/list.js';
import { namesOf } from '../directory/directory.service.js';
import { memberIdsMatching } from '../directory/index.js';

export type MessageFilter = Pick<MessageListQuery, 'q' | 'user_id' | 'status' | 'kind' | 'from' | 'to'>;

/**
 * Each filter is served by an index (docs/decisions/notifications.md, "The officials' outbox"):
 * the member's messages (by id, or the members a name `q` finds), a kind's, the days they were left, and the deliveries by status.
 */
async function whereOf(db: DbOrTx, filter: MessageFilter): Promise<SQL | undefined> {
  const people = filter.q ? await memberIdsMatching(db, filter.q) : undefined;
  return and(
    amongIds(outbox.userId, people),
    filter.user_id === undefined ? undefined : eq(outbox.userId, filter.user_id),
    filter.kind === undefined ? undefined : eq(outbox.kind, filter.kind),
    filter.from === undefined ? undefined : gte(outbox.createdAt, startOfDayInGroupZone(filter.from)),
    filter.to === undefined
      ? undefined
      : lt(outbox.createdAt, startOfDayInGroupZone(addDaysIso(filter.to, 1))),
    filter.status === undefined
      ? undefined
      : inArray(
          outbox.id,
          db
            .select({ id: deliveries.messageId })
            .from(deliveries)
            .where(eq(deliveries.status, filter.status)),
        ),
  );
}

type Row = typeof outbox.$inferSelect;
type DeliveryRow = typeof deliveries.$inferSelect;

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

export function deliveryViewOf(row: DeliveryRow): DeliveryView {
  return {
    delivery_id: row.id,
    channel: row.channel,
    address: row.address,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    provider_id: row.providerId,
    error: row.error,
    sent_at: iso(row.sentAt),
  };
}

/** A message's status: any delivery failed, else any queued, else sent; none is the inbox's only. */
function statusOf(rows: DeliveryRow[]): MessageStatus {
  if (rows.length === 0) return 'inbox';
  if (rows.some((d) => d.status === 'failed')) return 'failed';
  if (rows.some((d) => d.status === 'queued')) return 'queued';
  return 'sent';
}

/** The messages as officials read them: a secret one's text is never shown. */
export async function messageViews(db: DbOrTx, rows: Row[]): Promise<MessageView[]> {
  if (rows.length === 0) return [];
  const names = await namesOf(db, [...new Set(rows.map((row) => row.userId))]);
  const sent = await db
    .select()
    .from(deliveries)
    .where(
      inArray(
        deliveries.messageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(deliveries.channel));
  return rows.map((row) => {
    const own = sent.filter((d) => d.messageId === row.id);
    const name = names.get(row.userId);
    return {
      message_id: row.id,
      user_id: row.userId,
      firstname: name?.firstname ?? '',
      lastname: name?.lastname ?? '',
      kind: row.kind,
      subject: row.subject,
      body: row.secret ? null : row.body,
      sms: row.secret ? null : row.sms,
      secret: row.secret,
      link: row.link,
      language: row.language,
      created_at: row.createdAt.toISOString(),
      status: statusOf(own),
      deliveries: own.map(deliveryViewOf),
    };
  });
}

/** GET /messages: newest first unless sorted, paged. */
export const messageList = tableList(outbox, {
  sorts: { created_at: outbox.createdAt },
  where: whereOf,
  rows: (db, rows: Row[]) => messageViews(db, rows),
});
