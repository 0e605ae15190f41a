import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '@links/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

/*
 * The outbox (docs/decisions/passwords.md, "The outbox"): messages the app leaves for a member,
 * waiting for a channel (e-mail, SMS) to send them. They can hold one-time codes, so they stay out
 * of backups, exports, logs and every answer.
 */

export type OutboxKind =
  | 'invitation'
  | 'password_reset'
  | 'password_reset_by_official'
  | 'password_changed'
  | 'member_exited'
  | 'member_reactivated'
  | 'reversal'
  | 'withdrawal_paid'
  | 'withdrawal_rejected';

export interface OutboxMessage {
  userId: number;
  kind: OutboxKind;
  subject: string;
  body: string;
}

export type StoredMessage = typeof outbox.$inferSelect;

export interface Outbox {
  /** Leaves a message, in the caller's transaction so that it exists exactly when the change does. */
  leave(tx: DbOrTx, message: OutboxMessage): Promise<StoredMessage>;
}

/**
 * The outbox of a server. With a folder (`OUTBOX_DIR`, development and tests only), each message
 * is also written there as `<id>-<kind>.txt`, readable only by the server's user.
 */
export function createOutbox(clock: Clock, folder?: string): Outbox {
  return {
    async leave(tx, message) {
      const [row] = await tx
        .insert(outbox)
        .values({ ...message, createdAt: clock.now() })
        .returning();
      if (!row) throw new Error('The message was not stored');
      if (folder !== undefined) copyAfterCommit(folder, row);
      return row;
    },
  };
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
