import { paths } from '@links/domain/plain';
import { useQuery } from '@tanstack/react-query';
import { requestParsed } from '../../../lib/api';
import { notificationsKey } from '../../../lib/query-keys';

/** The part of `GET /notifications/mine` the bell reads, checked without the schema library (the shell's). */
const isCounted = (value: unknown): value is { unread: number } =>
  typeof (value as { unread?: unknown } | null)?.unread === 'number';

/** How often the bell asks again while the screen stays open, besides when the window regains focus. */
export const UNREAD_POLL_MS = 60_000;

/**
 * How many of the member's messages are unread (docs/decisions/notifications.md, "The inbox"): the
 * bell's badge. One message is asked for; the count comes with the page.
 */
export const useUnreadCount = (enabled = true) =>
  useQuery({
    queryKey: [...notificationsKey, 'unread'],
    queryFn: async () => (await requestParsed(isCounted, `${paths.notifications}?per_page=1`)).unread,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    enabled,
  });
