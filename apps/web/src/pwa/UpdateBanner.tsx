import { useState } from 'react';
import { useOfflineStatus } from '../lib/offline';
import { useOfflineWords } from './offline-words';

/**
 * "Update available" with a Reload, floating at the foot of every screen while a new version waits
 * (docs/decisions/offline.md, "Updates"). Reload starts the new version, which reloads the page.
 */
export function UpdateBanner() {
  const { update } = useOfflineStatus();
  const t = useOfflineWords();
  const [starting, setStarting] = useState(false);
  if (!update) return null;
  return (
    <div
      role="status"
      data-testid="update-banner"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-sm items-center gap-3 rounded-xl bg-slate-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg"
    >
      <span className="flex-1 font-medium">{t('offline.updateAvailable')}</span>
      <button
        type="button"
        disabled={starting}
        onClick={() => {
          setStarting(true);
          update();
        }}
        className="rounded-lg bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
      >
        {t('offline.reload')}
      </button>
    </div>
  );
}
