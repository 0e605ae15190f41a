import { type Clock, operations } from '@links/domain';
import type { Db } from '../../db/client.js';
import { caller, type Guards } from '../../lib/guards.js';
import { moduleRoutes } from '../../lib/route.js';
import { signedInContext } from '../audit/audit.service.js';
import { createNotificationsService } from './notifications.service.js';

/**
 * The caller's own inbox and message preferences (docs/decisions/notifications.md, "The inbox",
 * "Preferences"). Marking one's messages read and choosing how one is told are one's own account's
 * changes, as a password is: every office makes them, the auditor too (docs/decisions/offices.md,
 * "The auditor changes nothing").
 */
export function notificationsRoutes(db: Db, guards: Guards, clock: Clock) {
  const notifications = createNotificationsService(db, clock);
  return moduleRoutes(['notifications'], (route) => {
    route(operations.myNotifications, guards.signedIn, {
      summary: 'Your messages, newest first, a page at a time, and how many are unread',
      handler: async (request) =>
        notifications.inbox(caller(request).userId, request.query.page, request.query.per_page),
    });

    route(operations.readNotification, guards.ownRecords, {
      summary: 'Mark one of your messages read (again changes nothing)',
      small: true,
      handler: async (request) => notifications.read(caller(request).userId, request.params.id),
    });

    route(operations.readAllNotifications, guards.ownRecords, {
      summary: 'Mark all your messages read',
      small: true,
      handler: async (request) => notifications.readAll(caller(request).userId),
    });

    route(operations.myPreferences, guards.signedIn, {
      summary: 'How your messages reach you: channels besides the inbox, and language',
      small: true,
      handler: async (request) => notifications.preferences(caller(request).userId),
    });

    route(operations.setMyPreferences, guards.ownRecords, {
      summary: 'Choose your channels (email, sms) and language (en, sw)',
      small: true,
      handler: async (request) => notifications.setPreferences(signedInContext(request), request.body),
    });
  });
}
