import { type BodyInput, operations } from '@links/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useMutationOf } from '../../../lib/queries';
import { auditKey, notificationsKey, preferencesKey } from '../../../lib/query-keys';

/** The messages one page of the inbox shows. */
export const INBOX_PAGE_SIZE = 20;

/** `GET /notifications/mine?page`: the member's messages, newest first, and the unread count. */
export const useInbox = (page: number) =>
  useQuery({
    queryKey: [...notificationsKey, 'page', page],
    queryFn: () => call(operations.myNotifications, { query: { page, per_page: INBOX_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** `POST /notifications/{id}/read`: the bell and the list are asked again. */
export const useMarkRead = () =>
  useMutationOf((id: number) => call(operations.readNotification, { params: { id } }), [notificationsKey]);

/** `POST /notifications/read-all`. */
export const useMarkAllRead = () =>
  useMutationOf(() => call(operations.readAllNotifications), [notificationsKey]);

/** `GET /me/preferences`: the member's channels and language, and whether a phone is on file. */
export const usePreferences = () =>
  useQuery({ queryKey: preferencesKey, queryFn: () => call(operations.myPreferences) });

/** `PATCH /me/preferences {channels, language}`. */
export const useSetPreferences = () =>
  useMutationOf(
    (body: BodyInput<typeof operations.setMyPreferences>) => call(operations.setMyPreferences, { body }),
    [preferencesKey, auditKey],
  );
