import { SHORT_MONTHS } from '@links/domain';
import { currentLanguage, i18n, useTranslation } from '../i18n';
import { useOfflineStatus } from '../lib/offline';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** `3 Mar` in English, `3 Mac` in Kiswahili (docs/decisions/formats.md, "Dates"). */
const dayOf = (saved: Date) =>
  currentLanguage() === 'sw' ? `${saved.getDate()} ${SHORT_MONTHS.sw[saved.getMonth()]}` : day.format(saved);

/** When a kept answer was saved: `at 14:32` today, `on 3 Mar at 14:32` another day. */
export function savedWhen(savedAt: number, now = Date.now()): string {
  const saved = new Date(savedAt);
  const at = time.format(saved);
  return saved.toDateString() === new Date(now).toDateString()
    ? i18n.t('offline.savedAt', { time: at })
    : i18n.t('offline.savedOn', { day: dayOf(saved), time: at });
}

/**
 * "Offline — showing what was last seen" above the signed-in screens while the browser is offline
 * or the answers on screen came from the service worker's copy, with the time they were saved
 * (docs/decisions/offline.md, "Reading offline"). Gone once an answer comes from the server again.
 */
export function OfflineBanner() {
  const { online, savedAt } = useOfflineStatus();
  const { t } = useTranslation();
  if (online && savedAt === null) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 md:px-8"
    >
      {savedAt === null ? t('offline.offline') : t('offline.offlineSaved', { when: savedWhen(savedAt) })}
    </p>
  );
}
