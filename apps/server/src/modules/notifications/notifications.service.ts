import {
  type Clock,
  type InboxAnswer,
  type InboxMessage,
  type Language,
  type MessageChannel,
  type PreferencesAnswer,
  paginationOf,
  SMS_NEEDS_PHONE,
} from '@links/domain';
import type { Db } from '../../db/client.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { recordAudit, type SignedInContext } from '../audit/audit.service.js';
import { lockedPreferences, type MessagePreferences, setPreferences } from '../directory/index.js';
import { type InboxRow, inboxPage, inboxTotal, markAllRead, markRead, unreadCount } from '../outbox/index.js';

/*
 * A member's own inbox and message preferences (docs/decisions/notifications.md, "The inbox",
 * "Preferences"). Everyone reads and marks only their own messages, officials too.
 */

export const MESSAGE_NOT_FOUND = 'Message not found.';
export const USER_NOT_FOUND = 'User not found.';

const view = (row: InboxRow): InboxMessage => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  body: row.body,
  link: row.link,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

const answerOf = (p: MessagePreferences): PreferencesAnswer => ({
  channels: p.channels,
  language: p.language,
  has_phone: p.hasPhone,
});

export function createNotificationsService(db: Db, clock: Clock) {
  return {
    async inbox(userId: number, page: number, perPage: number): Promise<InboxAnswer> {
      const [rows, total, unread] = await Promise.all([
        inboxPage(db, userId, perPage, (page - 1) * perPage),
        inboxTotal(db, userId),
        unreadCount(db, userId),
      ]);
      return { data: rows.map(view), pagination: paginationOf(page, perPage, total), unread };
    },

    /** docs/decisions/notifications.md, "The inbox": another member's message is not found. */
    async read(userId: number, id: number) {
      const row = await markRead(db, userId, id, clock.now());
      if (!row) throw notFound(MESSAGE_NOT_FOUND);
      return { message: view(row), unread: await unreadCount(db, userId) };
    },

    async readAll(userId: number) {
      const marked = await markAllRead(db, userId, clock.now());
      return { marked, unread: await unreadCount(db, userId) };
    },

    async preferences(userId: number): Promise<PreferencesAnswer> {
      const found = await db.transaction((tx) => lockedPreferences(tx, userId));
      if (!found) throw notFound(USER_NOT_FOUND);
      return answerOf(found);
    },

    /**
     * docs/decisions/notifications.md, "Preferences": SMS needs a phone on file, read under the
     * member's row lock so that a phone cleared at the same moment is seen. Audited when it changes.
     */
    async setPreferences(
      context: SignedInContext,
      change: { channels?: MessageChannel[] | undefined; language?: Language | undefined },
    ): Promise<PreferencesAnswer> {
      return db.transaction(async (tx) => {
        const before = await lockedPreferences(tx, context.userId);
        if (!before) throw notFound(USER_NOT_FOUND);
        const channels = change.channels ?? before.channels;
        const language = change.language ?? before.language;
        if (change.channels?.includes('sms') && !before.hasPhone) {
          throw unprocessable(SMS_NEEDS_PHONE, { channels: SMS_NEEDS_PHONE }, 'PHONE_REQUIRED');
        }
        const same = language === before.language && channels.join() === before.channels.join();
        if (same) return answerOf(before);
        const after = await setPreferences(tx, context.userId, { channels, language });
        if (!after) throw notFound(USER_NOT_FOUND);
        await recordAudit(tx, context, {
          action: 'update_preferences',
          entity: 'user',
          entityId: context.userId,
          memberId: context.userId,
          before: { channels: before.channels, language: before.language },
          after: { channels, language },
        });
        return answerOf(after);
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
