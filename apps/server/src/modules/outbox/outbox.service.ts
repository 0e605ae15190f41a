import fs from 'node:fs';
import path from 'node:path';
import { type Clock, fitSms, isoDateInGroupZone, type Language, type MessageText } from '@links/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, givenAsIs, preparedQueries } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import { contactsOf } from '../directory/index.js';
import { leaveMany } from './leave-many.js';
import { addressesOf, messageRow } from './message-rows.js';

/*
 * The outbox (docs/decisions/notifications.md, "The outbox"): messages the app leaves for a member,
 * one per event and recipient, in the event's own transaction. The member reads them in their
 * inbox; each channel the member has gets a queued delivery that the delivery job sends. Some hold
 * one-time codes (`secret`): they stay out of backups, exports, logs, the inbox and every answer.
 */

export const OUTBOX_KINDS = [
  'invitation',
  'group_signup',
  'password_reset',
  'password_reset_by_official',
  'password_changed',
  'new_device_sign_in',
  'payment_approved',
  'payment_rejected',
  'guarantor_asked',
  'guarantee_answered',
  'application_decided',
  'loan_issued',
  'installment_due',
  'installment_overdue',
  'fine_charged',
  'fine_waived',
  'share_out',
  'money_out',
  'member_exited',
  'member_reactivated',
  'reversal',
  'withdrawal_paid',
  'withdrawal_rejected',
  'fund_claim_paid',
  'fund_claim_rejected',
  'rotation_pot_paid',
  'payout_sent',
  'dispute_opened',
  'dispute_answered',
  'group_suspended',
  'group_resumed',
  'channel_test',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface OutboxMessage {
  userId: number;
  kind: OutboxKind;
  /**
   * The event it is about, such that a retried or concurrent event leaves it once:
   * `transaction:12:approved`. Without one, each call is its own event.
   */
  eventKey?: string;
  /** The written text, or a writer given the member's language. */
  text: MessageText | ((language: Language) => MessageText);
  /** The screen it points at, a path such as `/guarantees`. */
  link?: string;
  /** Holds a one-time code: sent by the channels only. */
  secret?: boolean;
  /** By every channel the member has, whatever they chose (invitations and resets). */
  everyChannel?: boolean;
  /** By this channel only, whatever the member chose (the officials' channel test). */
  channel?: Channel;
  /**
   * The member's contact as the caller read it in the same database transaction (its `id` is
   * `userId`): the outbox then does not read it again.
   */
  contact?: Contact;
}

/** What the outbox needs of a member to write to them: a row of the directory's `contactsOf`. */
export type Contact = Awaited<ReturnType<typeof contactsOf>>[number];

export type StoredMessage = typeof outbox.$inferSelect;

export interface Outbox {
  /**
   * Leaves a message and queues its deliveries, in the caller's transaction so that it exists
   * exactly when the change does. Null when this event already left it for this member.
   */
  leave(tx: DbOrTx, message: OutboxMessage): Promise<StoredMessage | null>;
  /**
   * Leaves many messages at once, in a few statements whatever their number (money out, told to every
   * member); answers those left now, leaving out each one its event already left for its member.
   */
  leaveMany(tx: DbOrTx, messages: readonly OutboxMessage[]): Promise<StoredMessage[]>;
}

/** A message written in one language only, its SMS the text's start. */
export function plainText(subject: string, body: string): MessageText {
  return { subject, body, sms: fitSms(body) };
}

/**
 * The outbox of a server. With a folder (`OUTBOX_DIR`, development and tests only), each message
 * is also written there as `<id>-<kind>.txt`, readable only by the server's user. `afterLeave` is
 * told, on the next turn, that a message with deliveries was left: the delivery job's nudge.
 */
export function createOutbox(clock: Clock, folder?: string, afterLeave?: () => void): Outbox {
  return {
    async leaveMany(tx, messages) {
      const rows = await leaveMany(
        tx,
        clock,
        messages,
        folder === undefined ? undefined : (row) => copyAfterCommit(folder, row),
      );
      if (afterLeave && rows.length > 0) setImmediate(afterLeave);
      return rows;
    },
    async leave(tx, message) {
      const given = message.contact?.id === message.userId ? message.contact : undefined;
      const [member] = given ? [given] : await contactsOf(tx, [message.userId]);
      if (!member) throw new Error('The message is for nobody');
      const now = clock.now();
      const channels = message.channel
        ? [message.channel]
        : message.everyChannel
          ? CHANNELS
          : CHANNELS.filter((c) => member.channels.includes(c));
      const addresses = addressesOf(member, channels);
      // The message and its deliveries in one statement: none when the event already left it.
      const [row] = await leaveStatement(tx, addresses.length, leaveValues(message, member, now, addresses));
      if (!row) return null;
      if (afterLeave && addresses.length > 0) setImmediate(afterLeave);
      if (folder !== undefined) copyAfterCommit(folder, row);
      return row;
    },
  };
}

/** A message's columns as the statement leaving it takes them. */
const MESSAGE_COLUMNS = [
  'userId',
  'kind',
  'eventKey',
  'subject',
  'body',
  'sms',
  'link',
  'language',
  'secret',
  'createdAt',
] as const;

/**
 * The statement leaving a message and its deliveries: one for each number of addresses
 * (docs/decisions/speed.md, "Statements built once").
 */
const leaveStatement = preparedQueries<number, Record<string, unknown>, StoredMessage[]>(
  'outbox_leave',
  (db, addresses) => {
    const columns = Object.fromEntries(MESSAGE_COLUMNS.map((name) => [name, givenAsIs(name)]));
    const left = db.$with('new_message').as(
      db
        .insert(outbox)
        .values(
          columns as Record<(typeof MESSAGE_COLUMNS)[number], SQL> & {
            eventKey: SQL;
            subject: SQL;
            body: SQL;
            kind: SQL;
            userId: SQL;
          },
        )
        .onConflictDoNothing({ target: [outbox.groupId, outbox.userId, outbox.eventKey] })
        .returning(),
    );
    const withDeliveries =
      addresses > 0 ? [left, db.$with('queued', {}).as(queueDeliveries(addresses))] : [left];
    return db
      .with(...withDeliveries)
      .select()
      .from(left);
  },
);

/** The values of the statement leaving `message` for `member`, as the driver takes them. */
function leaveValues(
  message: OutboxMessage,
  member: Contact,
  now: Date,
  addresses: readonly { channel: Channel; address: string }[],
): Record<string, unknown> {
  const row = messageRow(message, member, now);
  const values: Record<string, unknown> = {
    ...row,
    createdAt: row.createdAt.toISOString(),
    now: now.toISOString(),
  };
  addresses.forEach((d, i) => {
    values[`channel${i}`] = d.channel;
    values[`address${i}`] = d.address;
  });
  return values;
}

/** The deliveries of the message the statement leaves (`new_message`), one an address. */
function queueDeliveries(addresses: number): SQL {
  const values = sql.join(
    Array.from(
      { length: addresses },
      (_, i) => sql`(${givenAsIs(`channel${i}`)}::delivery_channel, ${givenAsIs(`address${i}`)})`,
    ),
    sql`, `,
  );
  return sql`insert into deliveries (message_id, channel, address, next_attempt_at, created_at)
    select new_message.id, v.channel, v.address, ${givenAsIs('now')}::timestamptz, ${givenAsIs('now')}::timestamptz
    from new_message cross join (values ${values}) as v (channel, address)`;
}

/**
 * The folder copy, written on the next turn without waiting for the commit: a transaction that
 * rolls back leaves a file behind at worst, whose message names a code that never existed.
 */
function copyAfterCommit(folder: string, row: StoredMessage): void {
  setImmediate(() => {
    try {
      fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
      const text = `To: user ${row.userId}\nKind: ${row.kind}\nSubject: ${row.subject}\n\n${row.body}\n`;
      fs.writeFileSync(path.join(folder, `${String(row.id).padStart(6, '0')}-${row.kind}.txt`), text, {
        mode: 0o600,
      });
    } catch {
      // The table holds the message; the folder is a convenience.
    }
  });
}

/** The messages left for a member, oldest first: what a channel would send them. */
export function messagesFor(db: DbOrTx, userId: number, kind?: OutboxKind): Promise<StoredMessage[]> {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), kind === undefined ? undefined : eq(outbox.kind, kind)))
    .orderBy(asc(outbox.id));
}

/** The outbox of a use case run at `now`, outside a server (an approval's run, a script). */
export function outboxAt(now: Date): Outbox {
  return createOutbox({ now: () => now, today: () => isoDateInGroupZone(now) });
}
