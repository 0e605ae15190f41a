import type { Clock } from '@links/domain';
import type { DbOrTx } from '../../db/client.js';
import { deliveries, outbox } from '../../db/schema.js';
import { contactsOf } from '../directory/index.js';
import { addressesOf, messageRow } from './message-rows.js';
import { CHANNELS, type OutboxMessage, type StoredMessage } from './outbox.service.js';

/** Rows per insert: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * `Outbox.leaveMany` (docs/decisions/notifications.md, "Money out"): the members read in one query,
 * the messages and their deliveries inserted in bulk, a message its event already left for its
 * member skipped by the same unique key as `leave`.
 */
export async function leaveMany(
  tx: DbOrTx,
  clock: Clock,
  messages: readonly OutboxMessage[],
  copy?: (row: StoredMessage) => void,
): Promise<StoredMessage[]> {
  if (messages.length === 0) return [];
  const ids = [...new Set(messages.map((m) => m.userId))];
  const members = new Map<
    number,
    { email: string; phone: string | null; language: string; channels: string[] }
  >();
  for (const part of chunks(ids)) {
    for (const row of await contactsOf(tx, part)) members.set(row.id, row);
  }
  const now = clock.now();
  const byEveryChannel = new Set<string>();
  const values = messages.map((message) => {
    const member = members.get(message.userId);
    if (!member) throw new Error('The message is for nobody');
    const row = messageRow(message, member, now);
    if (message.everyChannel) byEveryChannel.add(`${message.userId}\u0000${row.eventKey}`);
    return row;
  });
  const left: StoredMessage[] = [];
  for (const part of chunks(values)) {
    left.push(
      ...(await tx
        .insert(outbox)
        .values(part)
        .onConflictDoNothing({ target: [outbox.groupId, outbox.userId, outbox.eventKey] })
        .returning()),
    );
  }
  const queued = left.flatMap((row) => {
    const member = members.get(row.userId)!;
    const every = byEveryChannel.has(`${row.userId}\u0000${row.eventKey}`);
    const channels = every ? CHANNELS : CHANNELS.filter((c) => member.channels.includes(c));
    return addressesOf(member, channels).map((d) => ({
      messageId: row.id,
      ...d,
      nextAttemptAt: now,
      createdAt: now,
    }));
  });
  for (const part of chunks(queued)) await tx.insert(deliveries).values(part);
  if (copy) for (const row of left) copy(row);
  return left;
}
